import { useState } from 'react';
import { payableOf } from '../../domain/company-credit.js';
import { formatDay } from '../../domain/day.js';
import { formatRupees, rupeesToPaise } from '../../domain/money.js';
import { PAY_TO_UNSET, payToLines, upiPayLink, type PayTo } from '../../domain/pay-to.js';
import type { Ledger } from '../graphql/generated.js';
import { UpiQr } from '../components/UpiQr.js';

type Invoice = Ledger['invoices'][number];

/**
 * Where to pay: the marketplace's bank account with each detail easy to copy, and for the invoice chosen (the most
 * overdue first) a UPI QR code and link for what is payable of it, with its number as the note.
 */
export function PayToPanel({ payTo, open }: { payTo: PayTo | null | undefined; open: readonly Invoice[] }) {
  const byDue = [...open].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const [chosen, choose] = useState<string | null>(null);
  const invoice = byDue.find((one) => one.id === chosen) ?? byDue[0];
  if (!payTo)
    return (
      <section className="pay-to" aria-labelledby="pay-to-title">
        <h4 id="pay-to-title">Where to pay</h4>
        <p className="field-hint">{PAY_TO_UNSET}</p>
      </section>
    );
  const payable = invoice ? payableOf(invoice) : 0;
  const link = invoice ? upiPayLink(payTo, rupeesToPaise(payable), invoice.number) : null;
  return (
    <section className="pay-to" aria-labelledby="pay-to-title">
      <div className="pay-to-details">
        <h4 id="pay-to-title">Where to pay</h4>
        <p className="field-hint">By NEFT, RTGS or UPI to FabricMart; quote the invoice number so the payment is matched.</p>
        <dl className="pay-to-lines">
          {payToLines(payTo).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <span className="pay-to-value">{value}</span>
                <CopyButton value={value} label={label} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {invoice && link && (
        <div className="pay-to-upi">
          {byDue.length > 1 ? (
            <div className="field">
              <label htmlFor="pay-to-invoice">Pay by UPI</label>
              <select id="pay-to-invoice" value={invoice.id} onChange={(event) => choose(event.target.value)}>
                {byDue.map((one) => (
                  <option key={one.id} value={one.id}>
                    {one.number}: {formatRupees(payableOf(one))}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <h5 className="pay-to-upi-title">Pay by UPI</h5>
          )}
          <UpiQr link={link} label={`UPI QR code: pay ${formatRupees(payable)} for invoice ${invoice.number}`} />
          <p className="field-hint">
            {formatRupees(payable)} for {invoice.number}, due {formatDay(invoice.dueDate)}
          </p>
          <a className="button button-secondary" href={link}>
            Open in a UPI app
          </a>
        </div>
      )}
    </section>
  );
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <button
      type="button"
      className="link-button"
      aria-label={`Copy ${label.toLowerCase()}`}
      onClick={() =>
        void navigator.clipboard.writeText(value).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          },
          () => setCopied(false),
        )
      }
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
