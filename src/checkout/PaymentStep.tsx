import type { InputHTMLAttributes } from 'react';
import { formatRupees } from '../../domain/money.js';
import { addressLine } from '../../domain/order.js';
import type { CheckoutSummary } from '../graphql/generated.js';
import { formatDay } from '../../domain/day.js';
import type { PaymentField, PaymentProblems } from '../../domain/payment-details.js';
import { indianDay } from '../../domain/day.js';
import { REQUESTED_DELIVERY_DAYS, type PurchaseOrderInput, type PurchaseOrderProblems } from '../../domain/purchase-order.js';
import { offeredTabs, type CardFields, type PaymentTab } from '../../machines/checkout.js';
import { PaymentTabs, panelId, tabId } from './PaymentTabs.js';
import { PriceRows } from './PriceRows.js';

/** One payment detail with its problem said under it, tied to the input for screen readers. */
function PaymentInput({
  field,
  label,
  className = 'field',
  problems,
  onChange,
  ...input
}: {
  field: PaymentField | keyof PurchaseOrderInput;
  label: string;
  className?: string;
  problems: PaymentProblems & PurchaseOrderProblems;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'>) {
  const problem = problems[field];
  return (
    <label className={className}>
      <span>{label}</span>
      <input
        {...input}
        name={field}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `payment-${field}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <span id={`payment-${field}-problem`} className="field-error">
          {problem}
        </span>
      )}
    </label>
  );
}

/** SPEC §2.8 payment step: the summary of each product, address, shipping and price, then the payment tabs. */
export function PaymentStep({
  summary,
  loading,
  failed,
  busy,
  tab,
  card,
  upiId,
  reference,
  problems,
  testCards,
  scheduledDay,
  onTab,
  onCard,
  onUpi,
  onReference,
  onRetry,
}: {
  summary: CheckoutSummary | null;
  loading: boolean;
  failed: boolean;
  busy: boolean;
  tab: PaymentTab;
  card: CardFields;
  upiId: string;
  /** The buyer's own PO number and requested delivery day, as typed. */
  reference: PurchaseOrderInput;
  /** The problems to show next to their fields (none until Place Order was pressed). */
  problems: PaymentProblems & PurchaseOrderProblems;
  /** The simulated payment provider is in use: its test cards are worth showing. */
  testCards: boolean;
  /** The day chosen for a scheduled delivery (YYYY-MM-DD), or ''. */
  scheduledDay: string;
  onTab: (tab: PaymentTab) => void;
  onCard: (field: keyof CardFields, value: string) => void;
  onUpi: (value: string) => void;
  onReference: (field: keyof PurchaseOrderInput, value: string) => void;
  onRetry: () => void;
}) {
  if (loading) return <p role="status">Loading...</p>;
  if (failed || !summary)
    return (
      <p role="alert">
        The summary could not be loaded.{' '}
        <button type="button" className="link-button" onClick={onRetry}>
          Try again
        </button>
      </p>
    );
  const option = summary.shippingOptions.find((candidate) => candidate.id === summary.shipping);
  return (
    <section aria-labelledby="payment-step-title" className="payment-step">
      <div className="payment-summary">
        <h2 id="payment-step-title" tabIndex={-1}>
          Summary
        </h2>
        <ul className="summary-lines">
          {summary.cart.lines.map((line) => {
            const variety = line.product.varieties.find((candidate) => candidate.color === line.color) ?? line.product.varieties[0];
            return (
              <li key={`${line.product.id}:${line.color}`} className="summary-line">
                {variety && <img src={variety.images[0]} alt="" width="56" height="56" loading="lazy" />}
                <span>
                  <strong>{line.product.name}</strong>
                  <span className="muted">
                    {line.color} · {line.quantity} m
                    {line.appliedCoupon && line.discountedLinePrice != null && ` · coupon ${line.appliedCoupon}`}
                    {line.quoteId && ` · quoted price${summary.cart.discount > 0 ? ', no coupon' : ''}`}
                  </span>
                </span>
                <span>{formatRupees(line.discountedLinePrice ?? line.linePrice)}</span>
              </li>
            );
          })}
        </ul>
        {summary.address && (
          <p className="summary-address">
            <strong>Deliver to</strong> {addressLine(summary.address.name, summary.address)}
          </p>
        )}
        {option && (
          <p>
            <strong>Shipment</strong> {option.name} ·{' '}
            {option.requiresDateSelection && scheduledDay ? `On ${formatDay(scheduledDay)}` : option.estimatedDelivery}
          </p>
        )}
        <PriceRows pricing={summary.pricing} coupon={summary.cart.coupon?.code ?? null} />
        <fieldset className="purchase-order-fields">
          <legend>Your purchase order (optional)</legend>
          <PaymentInput
            field="poNumber"
            label="PO number"
            problems={problems}
            value={reference.poNumber}
            autoComplete="off"
            disabled={busy}
            onChange={(value) => onReference('poNumber', value)}
          />
          <PaymentInput
            field="requestedDelivery"
            label="Needed by"
            type="date"
            problems={problems}
            value={reference.requestedDelivery}
            min={indianDay(new Date())}
            max={indianDay(new Date(), REQUESTED_DELIVERY_DAYS)}
            disabled={busy}
            onChange={(value) => onReference('requestedDelivery', value)}
          />
          <p className="muted">Printed on your tax invoice and in the confirmation email.</p>
        </fieldset>
      </div>
      <div className="payment-methods">
        <h2>Payment</h2>
        {summary.approval && (
          <p className="approval-ahead" role="note">
            {summary.approval.message}
          </p>
        )}
        <PaymentTabs tab={tab} busy={busy} offered={offeredTabs(summary)} onTab={onTab} />
        {tab === 'Credit Card' && (
          <div className="card-fields" role="tabpanel" id={panelId('Credit Card')} aria-labelledby={tabId('Credit Card')}>
            <PaymentInput
              field="number"
              label="Card number"
              className="field field-wide"
              problems={problems}
              value={card.number}
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={23}
              placeholder="4111 1111 1111 1111"
              disabled={busy}
              onChange={(value) => onCard('number', value)}
            />
            <PaymentInput
              field="expiry"
              label="Expiry (MM/YY)"
              problems={problems}
              value={card.expiry}
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={5}
              placeholder="MM/YY"
              disabled={busy}
              onChange={(value) => onCard('expiry', value)}
            />
            <PaymentInput
              field="cvv"
              label="CVV"
              problems={problems}
              value={card.cvv}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              disabled={busy}
              onChange={(value) => onCard('cvv', value)}
            />
            <PaymentInput
              field="name"
              label="Name on card"
              className="field field-wide"
              problems={problems}
              value={card.name}
              autoComplete="cc-name"
              maxLength={100}
              disabled={busy}
              onChange={(value) => onCard('name', value)}
            />
            {testCards && <p className="muted">Test cards: 4111 1111 1111 1111 is accepted; 4000 0000 0000 0002 is declined.</p>}
          </div>
        )}
        {tab === 'Paypal' && (
          <div role="tabpanel" id={panelId('Paypal')} aria-labelledby={tabId('Paypal')}>
            <PaymentInput
              field="upiId"
              label="UPI ID"
              className="field field-wide"
              problems={problems}
              value={upiId}
              placeholder="name@bank"
              autoComplete="off"
              maxLength={100}
              disabled={busy}
              onChange={onUpi}
            />
          </div>
        )}
        {tab === 'Cash on Delivery' && (
          <p role="tabpanel" id={panelId('Cash on Delivery')} aria-labelledby={tabId('Cash on Delivery')} tabIndex={0}>
            Pay {formatRupees(summary.pricing.total)} when the fabric arrives.
          </p>
        )}
        {tab === 'Pay on account' && summary.onAccount && (
          <div role="tabpanel" id={panelId('Pay on account')} aria-labelledby={tabId('Pay on account')} tabIndex={0} className="on-account">
            {summary.onAccount.holdReason ? (
              <p role="alert">
                {summary.onAccount.company} is on credit hold ({summary.onAccount.holdReason}): Pay on account is paused. Pay another way,
                or pay the overdue invoices first.
              </p>
            ) : (
              <p>
                {summary.onAccount.company} pays on {summary.onAccount.terms} terms: nothing is paid now, and the invoice of{' '}
                {formatRupees(summary.pricing.total)} falls due on {formatDay(summary.onAccount.dueDate)}.{' '}
                {formatRupees(summary.onAccount.available)} of credit is available.
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
