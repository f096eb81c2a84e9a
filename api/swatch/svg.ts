import { accentFor, luminance, mix } from './colour.js';
import type { Motif, SwatchSpec } from './motifs.js';

const SIZE = 600;

interface Palette {
  base: string;
  dark: string;
  light: string;
  accent: string;
  accent2: string;
}

type MotifDrawing = { tile: number; tileHeight?: number; body: string } | { full: string } | null;

function palette(base: string, seed: number): Palette {
  const accent = accentFor(base, seed);
  return {
    base,
    dark: mix(base, '#000000', 0.22),
    light: mix(base, '#ffffff', 0.18),
    accent,
    accent2: mix(accent, luminance(base) > 0.5 ? '#000000' : '#ffffff', 0.35),
  };
}

function petals(cx: number, cy: number, r: number, count: number, fill: string): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `<ellipse cx="${cx}" cy="${cy - r}" rx="${r * 0.45}" ry="${r}" fill="${fill}" transform="rotate(${(360 / count) * i} ${cx} ${cy})"/>`,
  ).join('');
}

function slubStreaks(p: Palette, seed: number): string {
  let state = seed * 7919 + 17;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: 140 }, () => {
    const y = next() * SIZE;
    const x = next() * SIZE - 60;
    const width = 40 + next() * 180;
    const colour = next() > 0.5 ? p.light : p.dark;
    return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="${(1 + next() * 2.5).toFixed(1)}" rx="1.5" fill="${colour}" opacity="0.55"/>`;
  }).join('');
}

function motifDrawing(motif: Motif, p: Palette, seed: number): MotifDrawing {
  switch (motif) {
    case 'plain':
      return null;
    case 'stripes':
      return {
        tile: 36 + (seed % 4) * 8,
        body: `<rect width="6" height="100%" fill="${p.accent}" opacity="0.85"/><rect x="14" width="2" height="100%" fill="${p.accent2}" opacity="0.7"/>`,
      };
    case 'checks':
      return {
        tile: 48,
        body: `<rect width="24" height="48" fill="${p.accent}" opacity="0.42"/><rect width="48" height="24" fill="${p.accent}" opacity="0.42"/>`,
      };
    case 'floral':
      return {
        tile: 120,
        body:
          `<ellipse cx="62" cy="44" rx="6" ry="14" fill="${mix(p.accent2, '#1e5631', 0.5)}" transform="rotate(40 62 44)"/>` +
          petals(34, 34, 14, 5, p.accent) +
          `<circle cx="34" cy="34" r="6" fill="${p.accent2}"/>` +
          petals(92, 90, 9, 6, p.accent2) +
          `<circle cx="92" cy="90" r="4" fill="${p.accent}"/>` +
          `<circle cx="100" cy="24" r="3" fill="${p.accent}"/><circle cx="20" cy="96" r="3" fill="${p.accent2}"/>`,
      };
    case 'block':
      return {
        tile: 80,
        body:
          petals(40, 40, 12, 8, p.accent) +
          `<circle cx="40" cy="40" r="5" fill="${p.base}"/>` +
          `<circle cx="0" cy="0" r="3" fill="${p.accent2}"/><circle cx="80" cy="0" r="3" fill="${p.accent2}"/>` +
          `<circle cx="0" cy="80" r="3" fill="${p.accent2}"/><circle cx="80" cy="80" r="3" fill="${p.accent2}"/>`,
      };
    case 'dots':
      return { tile: 40, body: `<circle cx="10" cy="10" r="5" fill="${p.accent}"/><circle cx="30" cy="30" r="5" fill="${p.accent}"/>` };
    case 'paisley':
      return {
        tile: 140,
        body:
          `<path d="M70 20 C108 24 118 78 82 108 C64 122 38 112 40 90 C42 70 70 70 70 52 C70 40 60 32 70 20 Z" fill="${p.accent}"/>` +
          `<path d="M70 42 C92 50 96 82 78 96 C66 104 54 98 56 88" fill="none" stroke="${p.accent2}" stroke-width="3"/>` +
          `<circle cx="66" cy="78" r="5" fill="${p.base}"/><circle cx="14" cy="130" r="4" fill="${p.accent2}"/>`,
      };
    case 'geometric':
      return {
        tile: 60,
        body: `<path d="M30 4 L56 30 L30 56 L4 30 Z" fill="none" stroke="${p.accent}" stroke-width="4"/><rect x="26" y="26" width="8" height="8" fill="${p.accent2}"/>`,
      };
    case 'ikat':
      return {
        tile: 120,
        tileHeight: 80,
        body: `<g filter="url(#feather)"><path d="M0 40 L30 10 L60 40 L90 10 L120 40 L90 70 L60 40 L30 70 Z" fill="${p.accent}" opacity="0.85"/><path d="M60 28 L72 40 L60 52 L48 40 Z" fill="${p.accent2}"/></g>`,
      };
    case 'herringbone':
      return {
        tile: 40,
        body: `<path d="M0 0 L20 20 M0 20 L20 40 M0 -20 L20 0 M20 20 L40 0 M20 40 L40 20 M20 60 L40 40" stroke="${p.dark}" stroke-width="6" opacity="0.8"/><path d="M0 10 L20 30 M20 30 L40 10" stroke="${p.light}" stroke-width="2" opacity="0.6"/>`,
      };
    case 'twill':
      return { tile: 20, body: `<path d="M-5 5 L5 -5 M0 20 L20 0 M15 25 L25 15" stroke="${p.dark}" stroke-width="5" opacity="0.75"/>` };
    case 'dobby':
      return { tile: 24, body: `<path d="M12 6 L18 12 L12 18 L6 12 Z" fill="${p.light}" opacity="0.9"/>` };
    case 'jacquard':
      return {
        tile: 160,
        body:
          `<g fill="${p.light}" opacity="0.85">${petals(80, 80, 34, 8, p.light)}</g><circle cx="80" cy="80" r="16" fill="${p.dark}"/>` +
          `<circle cx="80" cy="80" r="40" fill="none" stroke="#c9a44c" stroke-width="2"/>` +
          petals(0, 0, 14, 4, p.dark) +
          petals(160, 0, 14, 4, p.dark) +
          petals(0, 160, 14, 4, p.dark) +
          petals(160, 160, 14, 4, p.dark),
      };
    case 'slub':
      return { full: slubStreaks(p, seed) };
    case 'denim':
      return {
        tile: 14,
        body: `<path d="M-3.5 3.5 L3.5 -3.5 M0 14 L14 0 M10.5 17.5 L17.5 10.5" stroke="#ffffff" stroke-width="3" opacity="0.3"/>`,
      };
    case 'chambray':
      return { tile: 4, body: `<rect width="4" height="1.4" fill="#ffffff" opacity="0.35"/>` };
    case 'knit':
      return {
        tile: 20,
        tileHeight: 24,
        body: `<path d="M2 2 L10 21 M18 2 L10 21" stroke="${p.dark}" stroke-width="4" opacity="0.6" stroke-linecap="round"/><path d="M4 2 L10 16" stroke="${p.light}" stroke-width="1.5" opacity="0.6"/>`,
      };
    case 'corduroy':
      return { tile: 16, body: `<rect width="16" height="16" fill="url(#wale)"/>` };
  }
}

/** A deterministic SVG image of a piece of fabric: weave, motif, grain, and for view 1 drape folds. */
export function renderSwatch({ motif, hex, seed, view }: SwatchSpec): string {
  const p = palette(hex, seed);
  const scale = view === 2 ? 2.4 : 0.9 + (seed % 5) * 0.06;
  const drawing = motifDrawing(motif, p, seed);
  const weaveCell = view === 2 ? 8 : 4;
  const defs: string[] = [
    `<pattern id="weave" width="${weaveCell * 2}" height="${weaveCell * 2}" patternUnits="userSpaceOnUse">` +
      `<rect width="${weaveCell * 2}" height="${weaveCell * 2}" fill="${p.base}"/>` +
      `<rect width="${weaveCell}" height="${weaveCell}" fill="${p.light}" opacity="0.35"/>` +
      `<rect x="${weaveCell}" y="${weaveCell}" width="${weaveCell}" height="${weaveCell}" fill="${p.dark}" opacity="0.25"/></pattern>`,
    `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${view === 2 ? 0.35 : 0.9}" numOctaves="2" seed="${seed}"/>` +
      `<feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.16 0"/></filter>`,
    `<filter id="feather"><feGaussianBlur stdDeviation="1.6 0.4"/></filter>`,
    `<linearGradient id="wale"><stop offset="0" stop-color="${p.dark}"/><stop offset="0.5" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>`,
    `<radialGradient id="light" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></radialGradient>`,
  ];
  let layers = `<rect width="${SIZE}" height="${SIZE}" fill="url(#weave)"/>`;
  if (drawing && 'full' in drawing) layers += `<g transform="scale(${scale})">${drawing.full}</g>`;
  if (drawing && 'tile' in drawing) {
    const height = drawing.tileHeight ?? drawing.tile;
    defs.push(
      `<pattern id="motif" width="${drawing.tile}" height="${height}" patternUnits="userSpaceOnUse" patternTransform="scale(${scale})">${drawing.body}</pattern>`,
    );
    layers += `<rect width="${SIZE}" height="${SIZE}" fill="url(#motif)"/>`;
  }
  layers += `<rect width="${SIZE}" height="${SIZE}" filter="url(#grain)"/>`;
  if (view === 1) {
    defs.push(
      `<filter id="drape"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.012" numOctaves="1" seed="${seed}"/><feDisplacementMap in="SourceGraphic" scale="46"/></filter>`,
      `<linearGradient id="folds" x1="0" y1="0" x2="1" y2="0.25">` +
        [0, 0.18, 0.3, 0.46, 0.62, 0.78, 1]
          .map(
            (offset, i) => `<stop offset="${offset}" stop-color="${i % 2 ? '#ffffff' : '#000000'}" stop-opacity="${i % 2 ? 0.16 : 0.26}"/>`,
          )
          .join('') +
        `</linearGradient>`,
    );
    // Drawn 10% larger so the displaced edges still sample cloth, not the transparent outside.
    layers = `<g filter="url(#drape)"><g transform="translate(-30 -30) scale(1.1)">${layers}<rect width="${SIZE}" height="${SIZE}" fill="url(#folds)"/></g></g>`;
  }
  layers += `<rect width="${SIZE}" height="${SIZE}" fill="url(#light)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}"><defs>${defs.join('')}</defs>${layers}</svg>`;
}
