import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { dueText, LEDGER_INVOICE_COLUMNS, PAYMENT_CHANNELS, payableOf, type PaymentChannel } from '../../domain/company-credit.js';
import { COMMAND_FAILED } from '../../domain/command.js';
import { formatDay, indianDay } from '../../domain/day.js';
import { formatRupees } from '../../domain/money.js';
import { companyLedgerMachine } from '../../machines/company-ledger.js';
import { CommandButton, CommandOutcome } from '../components/CommandButton.js';
import { notify } from '../services/notify.js';
import { useScreenActor } from '../services/screen-actor.js';
import { useCommandActors } from '../shop/command-actors.js';
import { useCommand } from '../shop/use-command.js';
import { useApprovalActors } from './approval-actors.js';
import { PayToPanel } from './PayToPanel.js';
import { TableHead } from '../components/TableHead.js';
import { TableScroll } from '../components/TableScroll.js';

/**
 * The company's ledger for its Owner and Accounts: invoices on account with what is open and how late, payments, a
 * form to report a payment against one or several invoices, and the statement of account for a period.
 */
export function LedgerPanel() {
  const actors = useApprovalActors();
  const logic = useMemo(() => companyLedgerMachine.provide({ actors, actions: { notify: (_, notice) => notify(notice) } }), [actors]);
  const actor = useScreenActor(logic);
  const stage = useSelector(actor, (snapshot) => snapshot.value);
  const { ledger, method, reference, amounts } = useSelector(actor, (snapshot) => snapshot.context);
  const commands = useCommandActors();
  const creditNote = useCommand((id) => commands.creditNote(id), COMMAND_FAILED.creditNote);
  const downloadCreditNote = (id: string) => creditNote.run(id);
  const today = indianDay(new Date());
  if (stage === 'loading') return <p className="field-hint">Loading the ledger…</p>;
  if (stage === 'failed')
    return (
      <p role="alert">
        The ledger could not be loaded.{' '}
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'ledger.retry' })}>
          Try again
        </button>
      </p>
    );
  if (!ledger) return null;
  const open = ledger.invoices.filter((invoice) => payableOf(invoice) > 0);
  const overdue = ledger.invoices.filter((invoice) => invoice.daysOverdue > 0).reduce((sum, invoice) => sum + invoice.open, 0);
  return (
    <div className="company-ledger">
      <h3 id="company-ledger-title">Ledger</h3>
      {ledger.invoices.length > 0 && (
        <p className="ledger-summary">
          {overdue > 0 && <strong className="ledger-overdue">Overdue {formatRupees(overdue)}</strong>}
          <span>
            {ledger.outstanding < 0 ? `In advance ${formatRupees(-ledger.outstanding)}` : `Outstanding ${formatRupees(ledger.outstanding)}`}
          </span>
        </p>
      )}
      {open.length > 0 && <PayToPanel payTo={ledger.payTo} open={open} />}
      {ledger.invoices.length === 0 ? (
        <p className="field-hint">No invoices on account yet. Orders paid on account appear here with their due dates.</p>
      ) : (
        // Scrolls sideways on a phone: keyboard users reach it too.
        <TableScroll label="Ledger invoices">
          <table className="ledger-table" aria-labelledby="company-ledger-title">
            <TableHead columns={LEDGER_INVOICE_COLUMNS} />
            <tbody>
              {ledger.invoices.map((invoice) => (
                <tr key={invoice.id} className={invoice.daysOverdue > 0 ? 'overdue' : undefined}>
                  <th scope="row">{invoice.number}</th>
                  <td>{formatDay(invoice.date)}</td>
                  <td>
                    {formatRupees(invoice.issued)}
                    {invoice.creditNotes.map((note) => (
                      <span key={note.id} className="ledger-credit">
                        − {formatRupees(note.amount)} credit note{' '}
                        <button
                          type="button"
                          className="link-button"
                          aria-label={`Download credit note ${note.number}`}
                          onClick={() => void downloadCreditNote(note.id)}
                        >
                          {note.number}
                        </button>
                      </span>
                    ))}
                  </td>
                  <td>
                    {formatRupees(invoice.paid)}
                    {invoice.awaitingConfirmation > 0 && (
                      <span className="field-hint"> (+{formatRupees(invoice.awaitingConfirmation)} reported)</span>
                    )}
                  </td>
                  <td>{formatRupees(invoice.open)}</td>
                  <td>
                    {invoice.open > 0 ? dueText(invoice.dueDate, today) : 'Paid'}
                    {invoice.open > 0 && invoice.mustPayBy && invoice.mustPayBy < invoice.dueDate && (
                      <span className="field-hint"> · by law (MSMED Act) pay by {formatDay(invoice.mustPayBy)}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {creditNote.outcome && !creditNote.outcome.done && <CommandOutcome outcome={creditNote.outcome} />}
      {(ledger.advance > 0 || ledger.advanceMoves.length > 0) && (
        <section className="ledger-advance" aria-labelledby="company-advance-title">
          <h4 id="company-advance-title">Advance {formatRupees(ledger.advance)}</h4>
          <p className="field-hint">
            Paid and not yet applied: it pays your next invoice on account, or FabricMart refunds it to your account.
          </p>
          <ul className="company-list">
            {ledger.advanceMoves.map((move) => (
              <li key={`${move.kind}-${move.date}-${move.reference}-${move.amount}`}>
                {formatDay(indianDay(new Date(move.date)))} ·{' '}
                {move.kind === 'released'
                  ? `${formatRupees(move.amount)} of ${move.reference} no longer owed on ${move.invoiceId} (${move.why})`
                  : `${formatRupees(move.amount)} refunded to you by ${move.reference}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      {open.length > 0 && (
        <form
          className="payment-report"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'payment.report' });
          }}
        >
          <h4>Report a payment</h4>
          <p className="field-hint">
            Enter what you paid against each invoice; the payment counts once FabricMart confirms it has arrived.
          </p>
          {open.map((invoice) => (
            <div className="field" key={invoice.id}>
              <label htmlFor={`pay-${invoice.id}`}>
                {invoice.number}: {formatRupees(payableOf(invoice))} payable (₹)
              </label>
              <input
                id={`pay-${invoice.id}`}
                inputMode="decimal"
                value={amounts[invoice.id] ?? ''}
                onChange={(event) => actor.send({ type: 'payment.amount', invoiceId: invoice.id, value: event.target.value })}
              />
            </div>
          ))}
          <div className="field">
            <label htmlFor="pay-method">Paid by</label>
            <select
              id="pay-method"
              value={method}
              onChange={(event) => actor.send({ type: 'payment.method', method: event.target.value as PaymentChannel })}
            >
              {PAYMENT_CHANNELS.map((channel) => (
                <option key={channel}>{channel}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="pay-reference">UTR or UPI reference</label>
            <input
              id="pay-reference"
              maxLength={40}
              autoComplete="off"
              value={reference}
              onChange={(event) => actor.send({ type: 'payment.reference', value: event.target.value })}
            />
          </div>
          <button type="submit" className="button" disabled={stage !== 'ready'}>
            {stage === 'reporting' ? 'Reporting…' : 'Report payment'}
          </button>
        </form>
      )}
      {ledger.payments.length > 0 && (
        <>
          <h4>Payments</h4>
          <ul className="company-list">
            {ledger.payments.map((payment) => (
              <li key={payment.id}>
                {formatRupees(payment.amount)} by {payment.method} {payment.reference} ·{' '}
                {payment.status === 'confirmed' ? 'confirmed' : payment.status === 'rejected' ? 'not received' : 'awaiting confirmation'} ·{' '}
                {formatDay(indianDay(new Date(payment.date)))}
                {payment.status === 'rejected' && <span className="payment-rejected">: {payment.rejectedReason}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      <Statement />
    </div>
  );
}

/** The statement of account for a period, as PDF or CSV. */
function Statement() {
  const today = indianDay(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const actors = useCommandActors();
  const pdf = useCommand((period) => actors.statement(period), COMMAND_FAILED.statement);
  const csv = useCommand((period) => actors.statement(period), COMMAND_FAILED.statement);
  return (
    <div className="statement">
      <h4>Statement of account</h4>
      <div className="field">
        <label htmlFor="statement-from">From</label>
        <input id="statement-from" type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="statement-to">To</label>
        <input id="statement-to" type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
      </div>
      <div className="company-actions">
        <CommandButton running={pdf.running} label="Download PDF" busyLabel="Preparing PDF…" onRun={() => pdf.run(`${from},${to},pdf`)} />
        <CommandButton running={csv.running} label="Download CSV" busyLabel="Preparing CSV…" onRun={() => csv.run(`${from},${to},csv`)} />
      </div>
      {pdf.outcome && !pdf.outcome.done && <CommandOutcome outcome={pdf.outcome} />}
      {csv.outcome && !csv.outcome.done && <CommandOutcome outcome={csv.outcome} />}
    </div>
  );
}
