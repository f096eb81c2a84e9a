import { Link } from 'wouter';
import { CHECKOUT_MESSAGES } from '../../domain/checkout.js';
import { paths } from '../config/paths.js';

/** SPEC §2.8 thank-you screen. */
export function SuccessPaymentPage() {
  return (
    <div className="thank-you">
      <span className="thank-you-mark" aria-hidden="true">✓</span>
      <h1>{CHECKOUT_MESSAGES.thankYou}</h1>
      <p>Follow your orders under <Link href={paths.userProfile.href()} state={{ page: 'orderHistory' }}>My Account › Order History</Link>.</p>
      <Link href={paths.products.href()} className="button button-large">Continue Shopping</Link>
    </div>
  );
}
