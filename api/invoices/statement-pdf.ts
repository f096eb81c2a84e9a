import { formatDay } from '../../domain/day.js';
import type { Supplier } from '../../domain/invoice.js';
import { formatRupees, paiseToRupees } from '../../domain/money.js';
import { ADVANCE_LINE, balanceSide, type Statement } from '../../domain/statement.js';
import { MUTED, pdfLayout, type Column } from './pdf-layout.js';

const COLUMNS: readonly Column[] = [
  { title: 'Date', x: 0, width: 70, align: 'left' },
  { title: 'Type', x: 70, width: 65, align: 'left' },
  { title: 'Reference', x: 135, width: 150, align: 'left' },
  { title: 'Debit', x: 285, width: 75, align: 'right' },
  { title: 'Credit', x: 360, width: 75, align: 'right' },
  { title: 'Balance', x: 435, width: 80, align: 'right' },
];

const money = (paise: number) => (paise === 0 ? '' : formatRupees(paiseToRupees(paise)));

/** A statement of account as an A4 PDF: who states it to whom, the balance brought forward, each entry, the closing balance. */
export function statementPdf(company: string, statement: Statement, supplier: Supplier): Promise<Buffer> {
  const title = `Statement of account ${formatDay(statement.from)} to ${formatDay(statement.to)}`;
  const { doc, finished, left, width, rule, pair, row: cells, numberPages } = pdfLayout({ Title: title, Author: supplier.name });
  doc.font('bold').fontSize(18).text('Statement of account', left, doc.y);
  doc.moveDown(0.3);
  doc.font('bold').fontSize(11).text(supplier.name);
  doc.font('regular').fontSize(9).text(supplier.address, { width });
  pair('GSTIN', supplier.gstin);
  rule();
  pair('Customer', company);
  pair('Period', `${formatDay(statement.from)} to ${formatDay(statement.to)}`);
  rule();
  const row = (values: readonly string[], font: 'regular' | 'bold') => cells(COLUMNS, values, font, 8.5);
  row(
    COLUMNS.map((column) => column.title),
    'bold',
  );
  row([formatDay(statement.from), '', 'Opening balance', '', '', formatRupees(paiseToRupees(statement.openingPaise))], 'bold');
  for (const line of statement.lines)
    row(
      [
        formatDay(line.day),
        line.kind,
        line.reference,
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
      money(statement.debitsPaise),
      money(statement.creditsPaise),
      formatRupees(paiseToRupees(statement.closingPaise)),
    ],
    'bold',
  );
  if (balanceSide(statement.closingPaise) === 'advance')
    row([formatDay(statement.to), '', ADVANCE_LINE, '', '', formatRupees(paiseToRupees(-statement.closingPaise))], 'bold');
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
  return finished;
}
