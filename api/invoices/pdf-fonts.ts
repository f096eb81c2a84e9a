import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';

// DejaVu Sans has the rupee sign (U+20B9), which the PDF standard fonts lack; pdfkit embeds only the glyphs used.
const require = createRequire(import.meta.url);

/**
 * A font parsed once, which pdfkit takes in place of the file's bytes (its font factory uses any object that lays
 * out text; @types/pdfkit lists only files and bytes). Parsing the file again for each document was two thirds of
 * drawing an invoice.
 */
const parsed = (file: string) => create(readFileSync(require.resolve(file))) as unknown as PDFKit.Mixins.PDFFontSource;
let fonts: { regular: PDFKit.Mixins.PDFFontSource; bold: PDFKit.Mixins.PDFFontSource } | undefined;

/** The fonts every drawn document uses, parsed once per thread. */
export const pdfFonts = () =>
  (fonts ??= {
    regular: parsed('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: parsed('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  });

/** The next document parses the fonts again (bench:pdf's baseline: every document did before). */
export const forgetPdfFonts = (): void => {
  fonts = undefined;
};
