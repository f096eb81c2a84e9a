import { gstLabel } from '../../domain/tax-rates.js';
import { formatDay, indianDay } from '../../domain/day.js';
import type { Supplier } from '../../domain/invoice.js';
import { formatRupees } from '../../domain/money.js';
import { quoteTotals } from '../../domain/quotes.js';
import type { RestQuote } from '../../domain/rest/quotes.js';
import { MUTED, pdfLayout, type Column } from '../invoices/pdf-layout.js';

const COLUMNS: readonly Column[] = [
  { title: 'Fabric', x: 0, width: 185, align: 'left' },
  { title: 'Metres', x: 185, width: 55, align: 'right' },
  { title: 'List / m', x: 240, width: 70, align: 'right' },
  { title: 'Quoted / m', x: 310, width: 75, align: 'right' },
  { title: 'Line total', x: 385, width: 130, align: 'right' },
];

const price = (rupees: number | null) => (rupees === null ? '—' : formatRupees(rupees));

/** A quote as an A4 PDF: who offers it to whom, its lines and prices before GST, the totals with GST, its validity. */
export function quotePdf(quote: RestQuote, supplier: Supplier, now: Date): Promise<Buffer> {
  const {
    doc,
    finished,
    left,
    width,
    rule,
    pair,
    row: cells,
    totals: totalsBlock,
  } = pdfLayout({ Title: `Quotation ${quote._id}`, Author: supplier.name });

  doc.font('bold').fontSize(18).text('Quotation', left, doc.y);
  doc.moveDown(0.3);
  doc.font('bold').fontSize(11).text(supplier.name);
  doc.font('regular').fontSize(9).text(supplier.address, { width });
  pair('GSTIN', supplier.gstin);
  rule();
  pair('Quote', `${quote._id} (${quote.status})`);
  pair('Date', formatDay(indianDay(now)));
  if (quote.validUntil) pair('Prices hold until', formatDay(indianDay(new Date(quote.validUntil))));
  pair('For', [quote.buyerCompany, quote.buyerGstin ? `GSTIN ${quote.buyerGstin}` : null, quote.buyerEmail].filter(Boolean).join(' · '));
  if (quote.neededBy) pair('Needed by', formatDay(quote.neededBy));
  if (quote.note) pair('Your note', quote.note);
  rule();

  const row = (values: readonly string[], font: 'regular' | 'bold') => cells(COLUMNS, values, font, 9);
  row(
    COLUMNS.map((column) => column.title),
    'bold',
  );
  for (const line of quote.lines)
    row(
      [
        `${line.name} (${line.color})`,
        String(line.metres),
        price(line.listPrice),
        price(line.quotedPrice),
        line.quotedPrice === null ? 'not priced' : formatRupees(quoteTotals([line]).subtotal),
      ],
      'regular',
    );
  rule();
  const totals = quoteTotals(quote.lines);
  totalsBlock(
    [
      [`Quoted lines${totals.complete ? '' : ' (priced lines only)'}`, formatRupees(totals.subtotal)],
      [gstLabel(totals.taxRates), formatRupees(totals.tax)],
    ],
    ['Total with GST', formatRupees(totals.total)],
    170,
  );
  doc.moveDown(1.2);
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      'Prices are per metre before GST; shipping is added at checkout. A quote is not a tax invoice: the invoice is issued when the order is placed.',
      left,
      doc.y,
      { width },
    );
  doc.end();
  return finished;
}
