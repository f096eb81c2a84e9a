import type { ReactNode } from 'react';
import { TableHead } from '../components/TableHead.js';
import { TableScroll } from '../components/TableScroll.js';

/** One column of a console table: its heading and what each row shows under it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * The console's list table: a heading per column and a row per record, in a frame that scrolls sideways on a narrow
 * screen (TableScroll). `label` names the table for screen readers; `muted` greys a row (retired, blocked, ended).
 */
export function AdminTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  muted,
}: {
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  muted?: (row: Row) => boolean;
}) {
  return (
    <TableScroll label={label}>
      <table className="admin-table">
        <TableHead columns={columns.map((column) => column.header)} />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={muted?.(row) ? 'row-retired' : undefined}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
