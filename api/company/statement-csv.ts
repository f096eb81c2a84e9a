import { formatDay } from '../../domain/day.js';
import { payToText, PAY_TO_UNSET, type PayTo } from '../../domain/pay-to.js';
import { ADVANCE_LINE, balanceSide, type StatementOfAccount } from '../../domain/statement.js';
import { csvText } from '../csv-text.js';

const rupees = (paise: number) => (paise / 100).toFixed(2);
const COLUMNS = 7;
const line = (...cells: string[]) => [...cells, ...Array<string>(Math.max(0, COLUMNS - cells.length)).fill('')];

/**
 * A statement of account as a sheet: to whom (with the company's GSTIN), the balance brought forward, each entry with
 * its due day and the running balance, the closing balance; then what is open today and where to pay it.
 */
export function statementCsv({ company, statement, open }: StatementOfAccount, payTo: PayTo | null): string {
  return csvText([
    line(`Statement of account: ${company.name}`),
    line(`GSTIN: ${company.gstin ?? 'Unregistered'}`),
    line(company.address),
    line(`From ${formatDay(statement.from)} to ${formatDay(statement.to)}`),
    line('Date', 'Type', 'Reference', 'Due', 'Debit', 'Credit', 'Balance'),
    line(statement.from, 'Opening balance', '', '', '', '', rupees(statement.openingPaise)),
    ...statement.lines.map((entry) =>
      line(
        entry.day,
        entry.kind,
        entry.reference,
        entry.due ?? '',
        entry.debitPaise ? rupees(entry.debitPaise) : '',
        entry.creditPaise ? rupees(entry.creditPaise) : '',
        rupees(entry.balancePaise),
      ),
    ),
    line(
      statement.to,
      'Closing balance',
      '',
      '',
      rupees(statement.debitsPaise),
      rupees(statement.creditsPaise),
      rupees(statement.closingPaise),
    ),
    // Below zero the company is in credit: what it paid beyond its invoices, applied to the next one or refunded.
    ...(balanceSide(statement.closingPaise) === 'advance'
      ? [line(statement.to, ADVANCE_LINE, '', '', '', '', rupees(-statement.closingPaise))]
      : []),
    ...(open.length > 0
      ? [
          line(),
          line('Open today', 'Invoice number', 'Due', 'Open'),
          ...open.map((invoice) => line('', invoice.number, invoice.due, rupees(invoice.openPaise))),
          line(),
          ...(payTo ? ['Pay to', ...payToText(payTo)] : [PAY_TO_UNSET]).map((text) => line(text)),
        ]
      : []),
  ]);
}
