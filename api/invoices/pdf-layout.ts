import PDFDocument from 'pdfkit';
import { pdfFonts } from './pdf-fonts.js';

export const INK = '#1d1d1f';
export const MUTED = '#555555';
const RULE = '#c8c8c8';

/** A table column: x offset from the left margin, width, alignment. */
export interface Column {
  title: string;
  x: number;
  width: number;
  align: 'left' | 'right';
}

/**
 * An A4 document with the shop's fonts (the ₹ sign included) and the few drawing moves every document shares: a rule
 * across the page, a "Label: value" line, a row of table cells. `finished` is the PDF once `doc.end()` is called.
 */
export function pdfLayout(info: { Title: string; Author: string; Subject?: string }) {
  const { regular, bold } = pdfFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 40, info, bufferPages: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  return {
    doc,
    finished,
    left,
    width,
    rule: () => {
      doc.moveDown(0.4);
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .strokeColor(RULE)
        .lineWidth(0.7)
        .stroke();
      doc.moveDown(0.6);
    },
    pair: (label: string, value: string) => {
      doc.font('bold').fontSize(9).fillColor(MUTED).text(`${label}: `, { continued: true });
      doc.font('regular').fillColor(INK).text(value);
    },
    row: (columns: readonly Column[], cells: readonly string[], font: 'regular' | 'bold', size = 8.5) => {
      const y = doc.y;
      let bottom = y;
      columns.forEach((column, index) => {
        doc
          .font(font)
          .fontSize(size)
          .fillColor(INK)
          .text(cells[index] ?? '', left + column.x, y, { width: column.width - 4, align: column.align });
        bottom = Math.max(bottom, doc.y);
      });
      doc.y = bottom + 4;
      doc.x = left;
    },
    /**
     * The totals at the right: each row's label and amount, then the grand total in bold. `labelWidth`: how wide the
     * labels run (a tax invoice's rate rows are shorter than a quote's).
     */
    totals: (rows: readonly (readonly [string, string])[], grand: readonly [string, string], labelWidth: number) => {
      const labelX = left + width - 90 - labelWidth;
      for (const [label, value] of rows) {
        const y = doc.y;
        doc.font('regular').fontSize(9).fillColor(INK).text(label, labelX, y, { width: labelWidth });
        doc.text(value, left + width - 90, y, { width: 90, align: 'right' });
      }
      const y = doc.y + 2;
      doc.font('bold').fontSize(11).text(grand[0], labelX, y, { width: labelWidth });
      doc.text(grand[1], left + width - 110, y, { width: 110, align: 'right' });
      doc.x = left;
    },
    /** On a document of several pages, "<what> · page 2 of 3" at the foot of each, so a loose page says where it belongs. */
    numberPages: (what: string) => {
      const { start, count } = doc.bufferedPageRange();
      if (count < 2) return;
      for (let index = start; index < start + count; index += 1) {
        doc.switchToPage(index);
        const bottom = doc.page.margins.bottom;
        // Written inside the bottom margin, which pdfkit would otherwise take as the end of the page.
        doc.page.margins.bottom = 0;
        doc
          .font('regular')
          .fontSize(7.5)
          .fillColor(MUTED)
          .text(`${what} · page ${index - start + 1} of ${count}`, left, doc.page.height - bottom + 12, {
            width,
            align: 'right',
            lineBreak: false,
          });
        doc.page.margins.bottom = bottom;
      }
    },
  };
}
