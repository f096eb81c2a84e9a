import { formatDay } from '../../domain/day.js';
import type { ReceivableRow } from '../../domain/rest/ledger.js';
import { csvText } from '../csv-text.js';

/** At most this many companies in one sheet (largest first); a line says when there are more. */
export const RECEIVABLES_SHEET_MAX = 5_000;

type Buckets = Pick<ReceivableRow, 'notDue' | 'd1_30' | 'd31_60' | 'd61_90' | 'd90plus' | 'total'>;
const amounts = (row: Buckets) => [row.notDue, row.d1_30, row.d31_60, row.d61_90, row.d90plus, row.total].map((value) => value.toFixed(2));

/** Receivables as a sheet, as on `today`: what each company owes by days past due, largest first, and the totals. */
export function receivablesCsv(today: string, answer: { data: ReceivableRow[]; totals: Buckets; totalItems: number }): string {
  return csvText([
    [`Receivables as on ${formatDay(today)}`],
    ...(answer.totalItems > answer.data.length ? [[`The ${answer.data.length} largest of ${answer.totalItems} companies owing`]] : []),
    ['Company', 'GSTIN', 'Not due', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days', 'Total', 'On hold'],
    ...answer.data.map((row) => [row.name, row.gstin ?? '', ...amounts(row), row.onHold ? 'yes' : '']),
    ['All companies', '', ...amounts(answer.totals), ''],
  ]);
}
