import { TableHead } from '../components/TableHead.js';
import { TableScroll } from '../components/TableScroll.js';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  allocationsOf,
  dueText,
  LEDGER_INVOICE_COLUMNS,
  PAYMENT_CHANNELS,
  paymentFormProblem,
  owedText,
  payableOf,
  refundFormProblem,
  type PaymentChannel,
} from '../../domain/company-credit.js';
import { formatDay, indianDay } from '../../domain/day.js';
import { formatRupees } from '../../domain/money.js';
import type { PaymentBody, RefundBody, RestLedger } from '../../domain/rest/ledger.js';
import { ActionButton } from './ActionButton.js';
import { adminPath } from './admin-paths.js';
import { LoadFailed } from './LoadFailed.js';
import { useLedgerDesk } from './ledger-desk.js';

/**
 * One company's ledger for operators: invoices on account, payments (a reported one confirmed once it has arrived), a
 * payment recorded against one or several invoices, and the statement of account for a period.
 */
export function CompanyLedgerDesk({ id }: { id: string }) {
  const record = useLedgerDesk(id);
  const ledger = record.data;
  const today = indianDay(new Date());
  if (record.error) return <LoadFailed error={record.error} retry={record.reload} />;
  if (!ledger) return <p className="admin-hint">Loading the ledger…</p>;
  return (
    <div className="admin-form" aria-labelledby="ledger-title">
      <p>
        <Link href={adminPath('companies')}>← Companies</Link>
      </p>
      <h2 id="ledger-title">{ledger.name}</h2>
      <p className="admin-hint">
        Outstanding {owedText(ledger.outstanding)} of a {formatRupees(ledger.creditLimit)} limit · {formatRupees(ledger.available)}{' '}
        available{ledger.holdReason ? ` · on credit hold (${ledger.holdReason})` : ''}
      </p>
      <AdvanceMoves ledger={ledger} />
      <TableScroll label="Invoices on account">
        <table className="admin-table" aria-label="Invoices on account">
          <TableHead columns={LEDGER_INVOICE_COLUMNS} />
          <tbody>
            {ledger.invoices.map((invoice) => (
              <tr key={invoice._id}>
                <th scope="row">{invoice.number}</th>
                <td>{formatDay(invoice.date)}</td>
                <td>{formatRupees(invoice.total)}</td>
                <td>
                  {formatRupees(invoice.paid)}
                  {invoice.awaitingConfirmation > 0 && <small> (+{formatRupees(invoice.awaitingConfirmation)} reported)</small>}
                </td>
                <td>{formatRupees(invoice.open)}</td>
                <td>{invoice.open > 0 ? dueText(invoice.dueDate, today) : 'Paid'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {ledger.invoices.length === 0 && <p className="admin-hint">No invoices on account.</p>}
      <h3>Payments</h3>
      {ledger.payments.length === 0 ? (
        <p className="admin-hint">No payments yet.</p>
      ) : (
        <ul className="admin-plain-list">
          {ledger.payments.map((payment) => (
            <li key={payment._id}>
              {formatRupees(payment.amount)} by {payment.method} {payment.reference}{' '}
              {payment.allocations.length > 0
                ? `(${payment.allocations.map((one) => one.invoiceId).join(', ')})`
                : '(released to the advance)'}{' '}
              ·{' '}
              {payment.status === 'confirmed' ? (
                'confirmed'
              ) : payment.status === 'rejected' ? (
                `rejected: ${payment.rejectedReason ?? ''}`
              ) : (
                <span className="admin-actions">
                  <ActionButton
                    label={`Confirm ${payment.reference}`}
                    tone="primary"
                    question={`Confirm ${formatRupees(payment.amount)} by ${payment.method} ${payment.reference} has arrived? It then counts against its invoices.`}
                    perform={() => record.confirm(payment._id)}
                  />
                  <ActionButton
                    label={`Reject ${payment.reference}`}
                    tone="danger"
                    question={`Reject ${formatRupees(payment.amount)} by ${payment.method} ${payment.reference}? It stops counting against its invoices and the company is mailed why.`}
                    message={{ label: 'Why (the company reads it)', required: true }}
                    perform={(reason) => record.reject(payment._id, reason)}
                  />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <RecordPayment ledger={ledger} record={record.recordPayment} />
      <RefundAdvance ledger={ledger} refund={record.refund} />
      <Statement save={record.saveStatement} />
    </div>
  );
}

function RecordPayment({ ledger, record }: { ledger: RestLedger; record: (body: PaymentBody) => Promise<string> }) {
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [method, setMethod] = useState<PaymentChannel>('NEFT');
  const [reference, setReference] = useState('');
  const payable = ledger.invoices.map((invoice) => ({ ...invoice, id: invoice._id })).filter((invoice) => payableOf(invoice) > 0);
  if (payable.length === 0) return null;
  return (
    <fieldset className="admin-fieldset">
      <legend>Record a payment received</legend>
      {payable.map((invoice) => (
        <label className="field" key={invoice.id}>
          <span>
            {invoice.number}: {formatRupees(payableOf(invoice))} payable (₹)
          </span>
          <input
            inputMode="decimal"
            value={amounts[invoice.id] ?? ''}
            onChange={(event) => setAmounts({ ...amounts, [invoice.id]: event.target.value })}
          />
        </label>
      ))}
      <label className="field">
        <span>Received by</span>
        <select value={method} onChange={(event) => setMethod(event.target.value as PaymentChannel)}>
          {PAYMENT_CHANNELS.map((channel) => (
            <option key={channel}>{channel}</option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>UTR or UPI reference</span>
        <input value={reference} maxLength={40} onChange={(event) => setReference(event.target.value)} />
      </label>
      <ActionButton
        label="Record payment"
        tone="primary"
        problem={() => paymentFormProblem({ reference, amounts }, payable)}
        perform={async () => {
          const sentence = await record({ ...allocationsOf(amounts), method, reference: reference.trim() });
          setAmounts({});
          setReference('');
          return sentence;
        }}
      />
    </fieldset>
  );
}

/** The company's advance, and where it came from and went: released from invoices, refunded. */
function AdvanceMoves({ ledger }: { ledger: RestLedger }) {
  if (ledger.advanceMoves.length === 0 && ledger.advance === 0) return null;
  return (
    <section aria-labelledby="advance-title">
      <h3 id="advance-title">Advance {formatRupees(ledger.advance)}</h3>
      <p className="admin-hint">Paid and not yet applied: it pays the company's next invoice on account, or is refunded below.</p>
      <ul className="admin-plain-list">
        {ledger.advanceMoves.map((move) => (
          <li key={`${move.kind}-${move.date}-${move.reference}-${move.amount}`}>
            {formatDay(indianDay(new Date(move.date)))} ·{' '}
            {move.kind === 'released'
              ? `${formatRupees(move.amount)} of ${move.reference} released from ${move.invoiceId} (${move.why})`
              : `${formatRupees(move.amount)} refunded by ${move.reference}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Part or all of the advance paid back to the company, with the transfer's reference. */
function RefundAdvance({ ledger, refund }: { ledger: RestLedger; refund: (body: RefundBody) => Promise<string> }) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentChannel>('NEFT');
  const [reference, setReference] = useState('');
  if (ledger.advance <= 0) return null;
  return (
    <fieldset className="admin-fieldset">
      <legend>Refund the advance</legend>
      <label className="field">
        <span>Amount, at most {formatRupees(ledger.advance)} (₹)</span>
        <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <label className="field">
        <span>Paid back by</span>
        <select value={method} onChange={(event) => setMethod(event.target.value as PaymentChannel)}>
          {PAYMENT_CHANNELS.map((channel) => (
            <option key={channel}>{channel}</option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>UTR of the refund</span>
        <input value={reference} maxLength={40} onChange={(event) => setReference(event.target.value)} />
      </label>
      <ActionButton
        label="Record refund"
        tone="primary"
        problem={() => refundFormProblem({ amount, reference }, ledger.advance)}
        question={`Record ${formatRupees(Number(amount.replace(/,/g, '')))} paid back to ${ledger.name} by ${method} ${reference.trim()}?`}
        perform={async () => {
          const sentence = await refund({ amount: Number(amount.replace(/,/g, '')), method, reference: reference.trim() });
          setAmount('');
          setReference('');
          return sentence;
        }}
      />
    </fieldset>
  );
}

function Statement({ save }: { save: (kind: 'pdf' | 'csv', from: string, to: string) => Promise<string> }) {
  const today = indianDay(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  return (
    <fieldset className="admin-fieldset">
      <legend>Statement of account</legend>
      <label className="field">
        <span>From</span>
        <input type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
      </label>
      <label className="field">
        <span>To</span>
        <input type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
      </label>
      <div className="admin-actions">
        <ActionButton label="Download PDF" perform={() => save('pdf', from, to)} />
        <ActionButton label="Download CSV" perform={() => save('csv', from, to)} />
      </div>
    </fieldset>
  );
}
