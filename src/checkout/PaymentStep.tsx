import { PAYMENT_TABS } from '../../domain/checkout.js';
import { formatRupees } from '../../domain/money.js';
import type { CheckoutSummary } from '../../domain/order.js';
import type { CardFields, PaymentTab } from '../../machines/checkout.js';
import { PriceRows } from './PriceRows.js';

/** SPEC §2.8 payment step: the summary of each product, address, shipping and price, then the payment tabs. */
export function PaymentStep({ summary, loading, failed, busy, tab, card, upiId, onTab, onCard, onUpi, onRetry }: {
  summary: CheckoutSummary | null;
  loading: boolean;
  failed: boolean;
  busy: boolean;
  tab: PaymentTab;
  card: CardFields;
  upiId: string;
  onTab: (tab: PaymentTab) => void;
  onCard: (field: keyof CardFields, value: string) => void;
  onUpi: (value: string) => void;
  onRetry: () => void;
}) {
  if (loading) return <p role="status">Loading...</p>;
  if (failed || !summary) return <p role="alert">The summary could not be loaded. <button type="button" className="link-button" onClick={onRetry}>Try again</button></p>;
  const option = summary.shippingOptions.find((candidate) => candidate.id === summary.shipping);
  return (
    <section aria-labelledby="payment-step-title" className="payment-step">
      <div className="payment-summary">
        <h2 id="payment-step-title">Summary</h2>
        <ul className="summary-lines">
          {summary.cart.lines.map((line) => {
            const variety = line.product.varieties.find((candidate) => candidate.color === line.color) ?? line.product.varieties[0];
            return (
              <li key={`${line.product.id}:${line.color}`} className="summary-line">
                {variety && <img src={variety.images[0]} alt="" width="56" height="56" loading="lazy" />}
                <span><strong>{line.product.name}</strong><span className="muted">{line.color} · {line.quantity} m</span></span>
                <span>{formatRupees(line.discountedLinePrice ?? line.linePrice)}</span>
              </li>
            );
          })}
        </ul>
        {summary.address && (
          <p className="summary-address"><strong>Deliver to</strong> {summary.address.name}, {summary.address.address}, {summary.address.city}, {summary.address.state}{summary.address.pinCode ? ` ${summary.address.pinCode}` : ''}</p>
        )}
        {option && <p><strong>Shipment</strong> {option.name} · {option.estimatedDelivery}</p>}
        <PriceRows pricing={summary.pricing} coupon={summary.cart.coupon?.code ?? null} />
      </div>
      <div className="payment-methods">
        <h2>Payment</h2>
        <div className="tabs" role="tablist" aria-label="Payment method">
          {PAYMENT_TABS.map(({ tab: name }) => (
            <button key={name} type="button" role="tab" aria-selected={tab === name} className={tab === name ? 'tab tab-active' : 'tab'} disabled={busy} onClick={() => onTab(name)}>{name}</button>
          ))}
        </div>
        {tab === 'Credit Card' && (
          <div className="card-fields" role="tabpanel" aria-label="Credit Card">
            <label className="field field-wide"><span>Card number</span><input value={card.number} inputMode="numeric" autoComplete="cc-number" maxLength={23} placeholder="4111 1111 1111 1111" disabled={busy} onChange={(event) => onCard('number', event.target.value)} /></label>
            <label className="field"><span>Expiry (MM/YY)</span><input value={card.expiry} inputMode="numeric" autoComplete="cc-exp" maxLength={5} placeholder="MM/YY" disabled={busy} onChange={(event) => onCard('expiry', event.target.value)} /></label>
            <label className="field"><span>CVV</span><input value={card.cvv} inputMode="numeric" autoComplete="cc-csc" maxLength={4} disabled={busy} onChange={(event) => onCard('cvv', event.target.value)} /></label>
            <label className="field field-wide"><span>Name on card</span><input value={card.name} autoComplete="cc-name" maxLength={100} disabled={busy} onChange={(event) => onCard('name', event.target.value)} /></label>
            <p className="muted">Test cards: 4111 1111 1111 1111 is accepted; 4000 0000 0000 0002 is declined.</p>
          </div>
        )}
        {tab === 'Paypal' && (
          <div role="tabpanel" aria-label="Paypal">
            <label className="field field-wide"><span>UPI ID</span><input value={upiId} placeholder="name@bank" autoComplete="off" maxLength={100} disabled={busy} onChange={(event) => onUpi(event.target.value)} /></label>
          </div>
        )}
        {tab === 'Cash on Delivery' && <p role="tabpanel" aria-label="Cash on Delivery">Pay {formatRupees(summary.pricing.total)} when the fabric arrives.</p>}
      </div>
    </section>
  );
}
