import { gstLabel } from '../../domain/tax-rates.js';
import { formatRupees } from '../../domain/money.js';
import type { PriceBreakdown } from '../graphql/generated.js';

/** SubTotal, coupon, Estimated Tax, Estimated Shipping & Handling and Total (SPEC §2.10, §9). */
export function PriceRows({ pricing, coupon = null }: { pricing: PriceBreakdown; coupon?: string | null }) {
  return (
    <dl className="summary-rows">
      <div>
        <dt>SubTotal</dt>
        <dd>{formatRupees(pricing.subTotal)}</dd>
      </div>
      {pricing.discount > 0 && (
        <div className="summary-discount">
          <dt>Coupon{coupon ? ` ${coupon}` : ''}</dt>
          <dd>−{formatRupees(pricing.discount)}</dd>
        </div>
      )}
      <div>
        <dt>
          Estimated Tax <span className="tax-rate">({gstLabel(pricing.taxRates)})</span>
        </dt>
        <dd>{formatRupees(pricing.tax)}</dd>
      </div>
      <div>
        <dt>Estimated Shipping &amp; Handling</dt>
        <dd>{formatRupees(pricing.shipping)}</dd>
      </div>
      <div className="summary-total">
        <dt>Total</dt>
        <dd>{formatRupees(pricing.total)}</dd>
      </div>
    </dl>
  );
}
