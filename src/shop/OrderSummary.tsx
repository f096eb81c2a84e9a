import { useMemo } from 'react';
import { Link } from 'wouter';
import { appliedCouponOf } from '../../domain/cart.js';
import type { Cart } from '../graphql/generated.js';
import { couponMachine } from '../../machines/coupon.js';
import { paths } from '../config/paths.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { formatRupees } from '../../domain/money.js';
import { gstLabel } from '../../domain/tax-rates.js';
import { useShopEffects } from './use-shop-effects.js';

/** SPEC §2.7 Order Summary with the SPEC §4 coupon states, and the GST the lines will be charged once any is priced. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const effects = useShopEffects();
  const logic = useMemo(
    () =>
      couponMachine.provide({
        actors: { applyCoupon: effects.actors.applyCoupon, removeCoupon: effects.actors.removeCoupon },
        actions: { notify: effects.notify, notifyChanges: effects.notifyChanges },
      }),
    [effects],
  );
  const applied = appliedCouponOf(cart);
  const [snapshot, send] = useScreenMachine(logic, { input: { applied } });
  const { code } = snapshot.context;
  const isApplied = snapshot.matches('applied') || snapshot.matches('removing');
  const working = snapshot.matches('applying') || snapshot.matches('removing');
  const priced = cart.totalPrice > 0;
  return (
    <aside className="order-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">Order Summary</h2>
      <dl className="summary-rows">
        <div>
          <dt>SubTotal</dt>
          <dd>{formatRupees(cart.subTotal)}</dd>
        </div>
        {cart.discount > 0 && (
          <div className="summary-discount">
            <dt>
              Coupon {applied}
              {cart.lines.some((line) => line.quoteId) && <span className="muted"> (list-price lines)</span>}
            </dt>
            <dd>−{formatRupees(cart.discount)}</dd>
          </div>
        )}
        <div>
          <dt>Estimated Tax{priced && <span className="muted"> ({gstLabel(cart.taxRates)})</span>}</dt>
          {/* SPEC's dash while nothing is priced; then the GST the invoice will charge. */}
          <dd>{priced ? formatRupees(cart.tax) : '—'}</dd>
        </div>
        <div>
          <dt>Estimated shipping &amp; Handling</dt>
          <dd>—</dd>
        </div>
        <div className="summary-total">
          <dt>Total</dt>
          <dd>{formatRupees(cart.totalPrice)}</dd>
        </div>
        {priced && (
          <div className="summary-with-tax">
            <dt>Total with GST</dt>
            <dd>{formatRupees(cart.totalWithTax)}</dd>
          </div>
        )}
      </dl>
      <form
        className="coupon"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'coupon.apply' });
        }}
      >
        <label className="field">
          <span>Promo code</span>
          <div className="coupon-row">
            {isApplied ? (
              <span className="coupon-chip" data-testid="coupon-chip">
                {applied}
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove coupon ${applied}`}
                  disabled={working}
                  onClick={() => send({ type: 'coupon.remove' })}
                >
                  ✕
                </button>
              </span>
            ) : (
              <input
                value={code}
                maxLength={32}
                placeholder="Enter promo code"
                disabled={working}
                onChange={(event) => send({ type: 'coupon.type', code: event.target.value })}
              />
            )}
            <button type="submit" className="button" disabled={isApplied || working}>
              {isApplied ? 'Applied' : snapshot.matches('applying') ? 'Applying…' : 'Apply'}
            </button>
          </div>
        </label>
        {cart.coupon && <p className="muted coupon-description">{cart.coupon.description}</p>}
      </form>
      <Link href={paths.checkout.href()} className="button button-large button-block">
        Checkout
      </Link>
    </aside>
  );
}
