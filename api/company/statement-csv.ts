import { formatDay } from '../../domain/day.js';
import { ADVANCE_LINE, balanceSide, type Statement } from '../../domain/statement.js';
import { csvText } from '../csv-text.js';

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** A statement of account as a sheet: the balance brought forward, each entry with the running balance, the closing balance. */
export function statementCsv(company: string, statement: Statement): string {
  return csvText([
    [`Statement of account: ${company}`, '', '', '', '', ''],
    [`From ${formatDay(statement.from)} to ${formatDay(statement.to)}`, '', '', '', '', ''],
    ['Date', 'Type', 'Reference', 'Debit', 'Credit', 'Balance'],
    [statement.from, 'Opening balance', '', '', '', rupees(statement.openingPaise)],
    ...statement.lines.map((line) => [
      line.day,
      line.kind,
      line.reference,
      line.debitPaise ? rupees(line.debitPaise) : '',
      line.creditPaise ? rupees(line.creditPaise) : '',
      rupees(line.balancePaise),
    ]),
    [statement.to, 'Closing balance', '', rupees(statement.debitsPaise), rupees(statement.creditsPaise), rupees(statement.closingPaise)],
    // Below zero the company is in credit: what it paid beyond its invoices, applied to the next one or refunded.
    ...(balanceSide(statement.closingPaise) === 'advance'
      ? [[statement.to, ADVANCE_LINE, '', '', '', rupees(-statement.closingPaise)]]
      : []),
  ]);
}
