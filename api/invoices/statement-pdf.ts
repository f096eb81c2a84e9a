import { formatDay } from '../../domain/day.js';
import type { Supplier } from '../../domain/invoice.js';
import { formatRupees, paiseToRupees } from '../../domain/money.js';
import { invoicesNote, type PayTo } from '../../domain/pay-to.js';
import { ADVANCE_LINE, balanceSide, type StatementOfAccount } from '../../domain/statement.js';
import { drawPayTo, payToBlock } from './pay-to-pdf.js';
import { INK, MUTED, pdfLayout, type Column } from './pdf-layout.js';

const COLUMNS: readonly Column[] = [
  { title: 'Date', x: 0, width: 62, align: 'left' },
  { title: 'Type', x: 62, width: 58, align: 'left' },
  { title: 'Reference', x: 120, width: 140, align: 'left' },
  { title: 'Due', x: 260, width: 62, align: 'left' },
  { title: 'Debit', x: 322, width: 62, align: 'right' },
  { title: 'Credit', x: 384, width: 62, align: 'right' },
  { title: 'Balance', x: 446, width: 69, align: 'right' },
];
const OPEN_COLUMNS: readonly Column[] = [
  { title: 'Open today', x: 0, width: 120, align: 'left' },
  { title: 'Invoice', x: 120, width: 140, align: 'left' },
  { title: 'Due', x: 260, width: 124, align: 'left' },
  { title: 'Open', x: 384, width: 131, align: 'right' },
];

const money = (paise: number) => (paise === 0 ? '' : formatRupees(paiseToRupees(paise)));

/**
 * A statement of account as an A4 PDF: who states it to whom (with the company's GSTIN), the balance brought forward,
 * each entry with its due day, the closing balance; then what is open today and where to pay it, with a UPI QR code.
 */
export async function statementPdf(account: StatementOfAccount, supplier: Supplier, payTo: PayTo | null): Promise<Buffer> {
  const { statement, open } = account;
  const company = account.company.name;
  const owed = open.reduce((sum, invoice) => sum + invoice.openPaise, 0);
  const pay = open.length > 0 ? await payToBlock(payTo, owed, invoicesNote(open.map((invoice) => invoice.number))) : null;
  const title = `Statement of account ${formatDay(statement.from)} to ${formatDay(statement.to)}`;
  const { doc, finished, left, width, rule, pair, row: cells, numberPages } = pdfLayout({ Title: title, Author: supplier.name });
  doc.font('bold').fontSize(18).text('Statement of account', left, doc.y);
  doc.moveDown(0.3);
  doc.font('bold').fontSize(11).text(supplier.name);
  doc.font('regular').fontSize(9).text(supplier.address, { width });
  pair('GSTIN', supplier.gstin);
  rule();
  pair('Customer', company);
  pair('GSTIN', account.company.gstin ?? 'Unregistered buyer');
  if (account.company.address) doc.font('regular').fontSize(9).fillColor(INK).text(account.company.address, { width });
  pair('Period', `${formatDay(statement.from)} to ${formatDay(statement.to)}`);
  rule();
  const row = (values: readonly string[], font: 'regular' | 'bold') => cells(COLUMNS, values, font, 8.5);
  row(
    COLUMNS.map((column) => column.title),
    'bold',
  );
  row([formatDay(statement.from), '', 'Opening balance', '', '', '', formatRupees(paiseToRupees(statement.openingPaise))], 'bold');
  for (const line of statement.lines)
    row(
      [
        formatDay(line.day),
        line.kind,
        line.reference,
        line.due ? formatDay(line.due) : '',
        money(line.debitPaise),
        money(line.creditPaise),
        formatRupees(paiseToRupees(line.balancePaise)),
      ],
      'regular',
    );
  rule();
  row(
    [
      formatDay(statement.to),
      '',
      'Closing balance',
      '',
      money(statement.debitsPaise),
      money(statement.creditsPaise),
      formatRupees(paiseToRupees(statement.closingPaise)),
    ],
    'bold',
  );
  if (balanceSide(statement.closingPaise) === 'advance')
    row([formatDay(statement.to), '', ADVANCE_LINE, '', '', '', formatRupees(paiseToRupees(-statement.closingPaise))], 'bold');
  if (pay) {
    rule();
    cells(
      OPEN_COLUMNS,
      OPEN_COLUMNS.map((column) => column.title),
      'bold',
      8.5,
    );
    for (const invoice of open)
      cells(OPEN_COLUMNS, ['', invoice.number, formatDay(invoice.due), formatRupees(paiseToRupees(invoice.openPaise))], 'regular', 8.5);
    cells(OPEN_COLUMNS, ['', '', 'Total open', formatRupees(paiseToRupees(owed))], 'bold', 8.5);
    rule();
    drawPayTo(doc, left, width, pay);
  }
  doc.moveDown(1);
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      'Invoices are on account; payments count from the day FabricMart confirmed them. A positive balance is owed to FabricMart; ' +
        'a negative one is an advance in your favour, applied to your next invoice on account or refunded.',
      left,
      doc.y,
      {
        width,
      },
    );
  numberPages(`Statement of account · ${company}`);
  doc.end();
  return await finished;
}
