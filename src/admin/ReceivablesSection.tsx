import { TableScroll } from '../components/TableScroll.js';
import { Link } from 'wouter';
import { formatRupees } from '../../domain/money.js';
import { ActionButton } from './ActionButton.js';
import { adminPath } from './admin-paths.js';
import { ListFrame, listState } from './ListFrame.js';
import { useReceivablesDesk } from './desks.js';

const BUCKETS = [
  ['notDue', 'Not due'],
  ['d1_30', '1-30 days'],
  ['d31_60', '31-60 days'],
  ['d61_90', '61-90 days'],
  ['d90plus', 'Over 90 days'],
  ['total', 'Total'],
] as const;

/** Receivables: what each company owes on account, by how many days past due, largest first, with the totals. */
export function ReceivablesSection() {
  const { snapshot, send, rows, totals, sendReminders, saveSheet, hold } = useReceivablesDesk();
  return (
    <>
      <div className="admin-toolbar">
        <p className="admin-hint">
          Reminders go to each company’s Owner and Accounts on an invoice’s due day and every 7 days after, each once; the shop sends them
          every hour.
        </p>
        <ActionButton label="Send due reminders now" perform={sendReminders} />
        <ActionButton label="Download CSV (as on today)" tone="plain" perform={saveSheet} />
      </div>
      <ListFrame
        state={listState(snapshot)}
        send={send}
        noun="companies owing"
        one="company owing"
        emptyText="No company owes anything on account."
      >
        <TableScroll label="Receivables by age">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Company</th>
                {BUCKETS.map(([key, label]) => (
                  <th scope="col" key={key}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.companyId}>
                  <td>
                    <Link href={adminPath('companies', row.companyId)}>{row.name}</Link>
                    <br />
                    {row.onHold ? (
                      <small className="admin-hold">On hold</small>
                    ) : (
                      <ActionButton
                        label="Put on hold"
                        tone="plain"
                        question={`Put ${row.name} on credit hold? Pay on account is refused until you take it off; other methods still work. Its Owner and Accounts are mailed why.`}
                        message={{ label: 'Why (the company reads it)', required: true }}
                        perform={(reason) => hold(row, reason)}
                      />
                    )}
                  </td>
                  {BUCKETS.map(([key]) => (
                    <td key={key}>{row[key] > 0 ? formatRupees(row[key]) : '—'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            {totals && (
              <tfoot>
                <tr>
                  <th scope="row">All companies</th>
                  {BUCKETS.map(([key]) => (
                    <td key={key}>{formatRupees(totals[key])}</td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </TableScroll>
      </ListFrame>
    </>
  );
}
