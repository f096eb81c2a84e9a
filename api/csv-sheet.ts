// CSV sheets (the console's stock sheet, the cart's quick order): a header row, then rows of cells.
import { badRequest } from './errors.js';

/** One line of a CSV split into its cells: commas separate, double quotes may wrap a cell ("" is a quote). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      out.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  out.push(cell.trim());
  return out;
}

/**
 * A sheet's rows with the row number a spreadsheet shows (the header is row 1); blank lines are skipped. The first row
 * must be `header`; more than `maxRows` rows is refused whole.
 */
export function readSheet(text: string, header: string, maxRows: number): { row: number; cells: string[] }[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = cells(lines[0] ?? '').map((cell) => cell.toLowerCase());
  if (first.join(',') !== header.toLowerCase()) throw badRequest(`The first row must be the header ${header}.`);
  const rows = lines
    .map((line, index) => ({ row: index + 1, line }))
    .slice(1)
    .filter(({ line }) => line.trim() !== '');
  if (rows.length === 0) throw badRequest('The sheet has no rows after its header.');
  if (rows.length > maxRows)
    throw badRequest(
      `A sheet may have at most ${maxRows.toLocaleString('en-IN')} rows; this one has ${rows.length.toLocaleString('en-IN')}.`,
    );
  return rows.map(({ row, line }) => ({ row, cells: cells(line) }));
}
