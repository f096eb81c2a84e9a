type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function mix(a: string, b: string, amount: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as Rgb);
}

export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const ACCENTS = ['#f4ecd8', '#c9a44c', '#7b1e2b', '#1f2a4d', '#1e5631', '#d6336c', '#ffffff'];

/** A contrasting print or yarn colour for this base, chosen by seed. */
export function accentFor(base: string, seed: number): string {
  const light = luminance(base) > 0.62;
  const candidates = ACCENTS.filter((accent) => Math.abs(luminance(accent) - luminance(base)) > 0.3);
  const pick = candidates[seed % candidates.length] ?? (light ? '#2b2b2b' : '#f4ecd8');
  return pick;
}
