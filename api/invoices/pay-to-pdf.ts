import QRCode from 'qrcode';
import { formatRupees, paiseToRupees } from '../../domain/money.js';
import { PAY_TO_UNSET, payToLines, upiPayLink, type PayTo } from '../../domain/pay-to.js';
import { INK, MUTED } from './pdf-layout.js';

/** What a document's "How to pay" block draws: the bank details and, with a UPI ID and an amount, its QR code. */
export interface PayToBlock {
  payTo: PayTo | null;
  paise: number;
  note: string;
  qr: Buffer | null;
}

const QR_SIZE = 92;

/** The block for paying `paise` with `note` (the invoice number), its QR code drawn ahead (drawing it is async). */
export async function payToBlock(payTo: PayTo | null, paise: number, note: string): Promise<PayToBlock> {
  const link = payTo ? upiPayLink(payTo, paise, note) : null;
  const qr = link ? await QRCode.toBuffer(link, { errorCorrectionLevel: 'M', margin: 1, width: 276 }) : null;
  return { payTo, paise, note, qr };
}

/** Draws "How to pay" at the page's current line: the details on the left, the UPI QR code on the right. */
export function drawPayTo(doc: PDFKit.PDFDocument, left: number, width: number, block: PayToBlock, heading = 'How to pay'): void {
  if (doc.y + QR_SIZE + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  const textWidth = block.qr ? width - QR_SIZE - 16 : width;
  doc.font('bold').fontSize(10).fillColor(INK).text(heading, left, top, { width: textWidth });
  if (!block.payTo) {
    doc.font('regular').fontSize(9).text(PAY_TO_UNSET, { width: textWidth });
    return;
  }
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`By NEFT, RTGS or UPI; quote ${block.note} so the payment is matched.`, { width: textWidth });
  for (const [label, value] of payToLines(block.payTo)) {
    doc.font('bold').fontSize(9).fillColor(MUTED).text(`${label}: `, left, doc.y, { continued: true, width: textWidth });
    doc.font('regular').fillColor(INK).text(value);
  }
  if (block.qr) {
    doc.image(block.qr, left + width - QR_SIZE, top, { width: QR_SIZE });
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(`Scan to pay ${formatRupees(paiseToRupees(block.paise))} by UPI`, left + width - QR_SIZE - 10, top + QR_SIZE + 2, {
        width: QR_SIZE + 10,
        align: 'center',
      });
    doc.y = Math.max(doc.y, top + QR_SIZE + 14);
  }
  doc.x = left;
  doc.fillColor(INK);
}
