import QRCode from 'qrcode';
import { formatRupees, paiseToRupees } from '../../domain/money.js';
import { INK, MUTED, pdfLayout, type Column } from './pdf-layout.js';
import type { CreditNote } from './credit-note.js';
import type { TaxInvoice } from './tax-invoice.js';
import { drawPayTo, payToBlock } from './pay-to-pdf.js';

const money = (paise: number) => formatRupees(paiseToRupees(paise));
const CANCELLED = '#b3261e';

/** Columns of the goods table. */
const COLUMNS: readonly Column[] = [
  { title: 'Description', x: 0, width: 125, align: 'left' },
  { title: 'HSN', x: 125, width: 35, align: 'left' },
  { title: 'Qty', x: 160, width: 50, align: 'right' },
  { title: 'Rate', x: 210, width: 60, align: 'right' },
  { title: 'Amount', x: 270, width: 65, align: 'right' },
  { title: 'Discount', x: 335, width: 55, align: 'right' },
  { title: 'Taxable value', x: 390, width: 65, align: 'right' },
  { title: 'GST', x: 455, width: 60, align: 'right' },
];

/** Which copy to draw: the invoice as issued, or the same invoice carrying its order's later cancellation. */
export type InvoiceCopy = { kind: 'issued' } | { kind: 'cancelled'; day: string; reason: string; irnCancelled?: boolean };

/** What a cancelled order's copy says under the title; the invoice itself stays as issued. */
export const cancelledNotice = (day: string, reason: string) =>
  `Order cancelled on ${day}${reason ? `: ${reason.replace(/[.\s]+$/, '')}` : ''}. This invoice is kept as issued; nothing on it is payable, and its value is to be reversed by a credit note.`;

/** What the copy of an invoice whose IRN was cancelled at the portal says: void, with nothing to reverse. */
export const irnCancelledNotice = (day: string, reason: string) =>
  `IRN cancelled on ${day}: ${reason.replace(/[.\s]+$/, '')}. This e-invoice is void, with every order on it; nothing on it is payable and no credit note is needed.`;

/** The invoice, or a credit note against one, as an A4 PDF. */
export async function invoicePdf(invoice: TaxInvoice | CreditNote, copy: InvoiceCopy = { kind: 'issued' }): Promise<Buffer> {
  // An e-invoice carries the portal's signed QR code (its JWT, as the portal prints it).
  const qr = invoice.einvoice
    ? await QRCode.toBuffer(invoice.einvoice.signedQrCode, { errorCorrectionLevel: 'L', margin: 1, width: 300 })
    : null;
  const credit = 'creditFor' in invoice ? invoice.creditFor : null;
  // On account: where to pay it, with a UPI QR code for its total and its number as the note.
  const onAccount = !credit && 'onAccount' in invoice ? invoice.onAccount : undefined;
  const payTo = onAccount ? await payToBlock(onAccount.payTo, invoice.totalPaise, invoice.number) : null;
  const challan = 'challan' in invoice ? invoice.challan : undefined;
  const kind = credit ? 'Credit note' : challan ? 'Delivery challan' : 'Tax invoice';
  const {
    doc,
    finished,
    left,
    width,
    rule,
    pair,
    row: cells,
    totals: totalsBlock,
    numberPages,
  } = pdfLayout({
    Title: `${kind} ${invoice.number}`,
    Author: invoice.supplier.name,
    Subject: `Order ${invoice.orderNumber}`,
  });

  doc
    .font('bold')
    .fontSize(18)
    .fillColor(INK)
    .text(credit ? 'Credit Note' : challan ? 'Delivery Challan' : 'Tax Invoice', left, doc.y);
  if (challan) doc.font('regular').fontSize(9).fillColor(MUTED).text(challan.reason, left, doc.y, { width }).fillColor(INK);
  if (copy.kind === 'cancelled') {
    doc.moveDown(0.2);
    doc.font('bold').fontSize(12).fillColor(CANCELLED).text('CANCELLED', left, doc.y);
    const notice = copy.irnCancelled ? irnCancelledNotice(copy.day, copy.reason) : cancelledNotice(copy.day, copy.reason);
    doc.font('regular').fontSize(9).text(notice, left, doc.y, { width });
    doc.fillColor(INK);
  }
  if (invoice.einvoice && qr) {
    const at = doc.y + 4;
    doc.image(qr, left + width - 100, at, { width: 100 });
    doc
      .font('bold')
      .fontSize(8)
      .fillColor(MUTED)
      .text('IRN: ', left, at, { continued: true, width: width - 120 });
    doc.font('regular').fillColor(INK).text(invoice.einvoice.irn);
    doc
      .font('bold')
      .fillColor(MUTED)
      .text('Ack No: ', { continued: true, width: width - 120 });
    doc.font('regular').fillColor(INK).text(`${invoice.einvoice.ackNo}, Ack date: ${invoice.einvoice.ackDate}`);
    doc.y = Math.max(doc.y, at + 104);
  }
  doc.moveDown(0.3);
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(11)
    .text(invoice.supplier.name, left, top, { width: width / 2 });
  doc
    .font('regular')
    .fontSize(9)
    .text(invoice.supplier.address, { width: width / 2 - 10 });
  pair('GSTIN', invoice.supplier.gstin);
  pair('State', `${invoice.supplier.state} (${invoice.supplier.stateCode})`);
  const supplierBottom = doc.y;
  doc.y = top;
  for (const [label, value] of [
    ...(credit
      ? ([
          ['Credit note number', invoice.number],
          ['Date', invoice.date],
          ['Against invoice', `${credit.invoiceNumber} of ${credit.invoiceDate}`],
          ['Reason', credit.reason],
        ] as const)
      : challan
        ? ([
            ['Challan number', invoice.number],
            ['Challan date', invoice.date],
          ] as const)
        : ([
            ['Invoice number', invoice.number],
            ['Invoice date', invoice.date],
          ] as const)),
    ...(invoice.purchaseNumber && invoice.lines.length > 1
      ? [['Purchase', invoice.purchaseNumber] as const]
      : [['Order', invoice.orderNumber] as const]),
    ...(invoice.buyerOrder?.number ? [['Buyer’s order no.', invoice.buyerOrder.number] as const] : []),
    ...(invoice.buyerOrder?.requestedDelivery ? [['Delivery requested', invoice.buyerOrder.requestedDelivery] as const] : []),
    [
      'Place of supply',
      invoice.placeOfSupply.code ? `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})` : invoice.placeOfSupply.name,
    ],
  ] as const) {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${label}: `, left + width / 2, doc.y, { continued: true, width: width / 2 });
    doc.font('regular').fillColor(INK).text(value);
  }
  doc.y = Math.max(doc.y, supplierBottom);
  doc.x = left;
  rule();

  const partiesTop = doc.y;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text('Bill to', left, partiesTop, { width: width / 2 - 10 });
  doc
    .font('regular')
    .fontSize(9)
    .text(invoice.buyer.name, { width: width / 2 - 10 });
  if (invoice.buyer.billingAddress) doc.text(invoice.buyer.billingAddress, { width: width / 2 - 10 });
  pair('GSTIN', invoice.buyer.gstin ?? 'Unregistered buyer');
  doc.text(invoice.buyer.email, { width: width / 2 - 10 });
  const billBottom = doc.y;
  doc
    .font('bold')
    .fontSize(10)
    .text('Ship to', left + width / 2, partiesTop, { width: width / 2 });
  doc
    .font('regular')
    .fontSize(9)
    .text(invoice.shipTo.name, { width: width / 2 });
  doc.text(invoice.shipTo.address, { width: width / 2 });
  doc.y = Math.max(doc.y, billBottom);
  doc.x = left;
  rule();

  const row = (values: readonly string[], font: 'regular' | 'bold') => cells(COLUMNS, values, font);
  const header = () =>
    row(
      COLUMNS.map((column) => column.title),
      'bold',
    );
  header();
  // An invoice issued per order before had no tax per line: its one line's tax is the invoice's.
  const totalTax = invoice.tax.kind === 'intra' ? invoice.tax.cgstPaise + invoice.tax.sgstPaise : invoice.tax.igstPaise;
  for (const line of invoice.lines) {
    // A row that would not fit starts a new page, under the table's header again.
    if (doc.y + 40 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      header();
    }
    row(
      [
        line.description,
        line.taxPercent === undefined ? line.hsn : `${line.hsn} ${line.taxPercent}%`,
        `${line.quantity} ${line.unit}`,
        money(line.ratePaise),
        money(line.grossPaise),
        money(line.discountPaise),
        money(line.taxablePaise),
        money(line.taxPaise ?? totalTax),
      ],
      'regular',
    );
  }
  rule();

  // The totals, words and signature stay together on one page.
  if (doc.y + 200 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const totals: [string, string][] = [['Taxable value', money(invoice.taxablePaise)]];
  // Each rate's tax on a row of its own; invoices issued before rates by HSN had one rate.
  for (const { percent, tax } of invoice.taxes ?? [{ percent: invoice.taxPercent, tax: invoice.tax }]) {
    if (tax.kind === 'intra') {
      totals.push([`CGST @ ${percent / 2}%`, money(tax.cgstPaise)]);
      totals.push([`SGST @ ${percent / 2}%`, money(tax.sgstPaise)]);
    } else totals.push([`IGST @ ${percent}%`, money(tax.igstPaise)]);
  }
  totals.push(['Shipping', money(invoice.shippingPaise)]);
  totalsBlock(totals, [credit ? 'Credit note total' : 'Invoice total', money(invoice.totalPaise)], 150);
  doc.moveDown(0.8);
  doc.font('regular').fontSize(9).text(`Amount in words: ${invoice.totalInWords}`, left, doc.y, { width });
  doc.moveDown(0.4);
  doc.text(invoice.reverseCharge, { width });
  if (onAccount && payTo && copy.kind === 'issued') {
    rule();
    drawPayTo(doc, left, width, payTo, `On account: due by ${onAccount.due}. How to pay`);
  }
  doc.moveDown(2);
  doc.font('bold').text(`For ${invoice.supplier.name}`, { width, align: 'right' });
  doc.font('regular').fillColor(MUTED).text('Authorised signatory', { width, align: 'right' });
  doc.moveDown(1.5);
  doc
    .fontSize(8)
    .text(`This is a computer-generated ${kind.toLowerCase()} and needs no signature.`, left, doc.y, { width, align: 'center' });
  numberPages(`${kind} ${invoice.number}`);
  doc.end();
  return finished;
}
