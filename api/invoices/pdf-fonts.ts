import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// DejaVu Sans has the rupee sign (U+20B9), which the PDF standard fonts lack; pdfkit embeds only the glyphs used.
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The fonts every drawn document uses, read once per thread. */
export const pdfFonts = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });
