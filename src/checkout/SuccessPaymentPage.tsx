import '../styles/checkout.css';
import { Link } from 'wouter';
import { CHECKOUT_MESSAGES } from '../../domain/checkout.js';
import type { Purchase } from '../graphql/generated.js';
import { paths } from '../config/paths.js';
import { PurchaseSummary } from './PurchaseSummary.js';

/** The purchase Checkout passed in the history entry (it survives a reload of this page); null when visited directly. */
function purchaseFromHistory(): Purchase | null {
  if (typeof window === 'undefined') return null;
  const state = window.history.state as { purchase?: Purchase } | null;
  return state?.purchase && Array.isArray(state.purchase.orders) ? state.purchase : null;
}

/** SPEC §2.8 thank-you screen, with what was bought, its order numbers and the total. */
export function SuccessPaymentPage() {
  const purchase = purchaseFromHistory();
  return (
    <div className="thank-you">
      <span className="thank-you-mark" aria-hidden="true">
        ✓
      </span>
      <h1>{CHECKOUT_MESSAGES.thankYou}</h1>
      {purchase && <PurchaseSummary purchase={purchase} />}
      {purchase && <p className="muted">A confirmation with these order numbers is on its way to your email.</p>}
      <p>
        Follow your orders under{' '}
        <Link href={paths.userProfile.href()} state={{ page: 'orderHistory' }}>
          My Account › Order History
        </Link>
        .
      </p>
      <Link href={paths.products.href()} className="button button-large">
        Continue Shopping
      </Link>
    </div>
  );
}
