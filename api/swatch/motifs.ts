export const MOTIFS = [
  'plain',
  'stripes',
  'checks',
  'floral',
  'block',
  'dots',
  'paisley',
  'geometric',
  'ikat',
  'herringbone',
  'twill',
  'dobby',
  'jacquard',
  'slub',
  'denim',
  'chambray',
  'knit',
  'corduroy',
] as const;
export type Motif = (typeof MOTIFS)[number];

/** Views of one colour: flat swatch, draped cloth, close-up of the weave. */
export const SWATCH_VIEWS = 3;

export interface SwatchSpec {
  motif: Motif;
  hex: string;
  seed: number;
  view: number;
}

const fileName = new RegExp(`^(${MOTIFS.join('|')})-([0-9a-f]{6})-(\\d{1,3})-([0-${SWATCH_VIEWS - 1}])\\.svg$`);
export const SWATCH_FILE_PATTERN = fileName.source;

export function swatchPath(motif: string, hex: string, seed: number, view: number): string {
  return `/api/swatches/${motif}-${hex.replace('#', '')}-${seed}-${view}.svg`;
}

export function parseSwatchFile(file: string): SwatchSpec | null {
  const match = fileName.exec(file);
  if (!match) return null;
  return { motif: match[1] as Motif, hex: `#${match[2]}`, seed: Number(match[3]), view: Number(match[4]) };
}
