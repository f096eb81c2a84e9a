import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../config/paths.js';
import { SessionContext } from '../session/session-context.js';
import { ShopContext } from '../shop/shop-context.js';

const icon = (d: string): ReactNode => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
  </svg>
);

/** The header's right side: Sign Up and Login, or the signed-in icons and location (SPEC §2.2, §1). */
export function HeaderAccount() {
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  const location = SessionContext.useSelector((snapshot) => snapshot.context.location);
  // SPEC §2.2: the badge counts the cart's products, shown when above 0.
  const cartCount = ShopContext.useSelector((snapshot) => snapshot.context.cart.count);
  if (!user) {
    return (
      <div className="header-actions">
        <Link href={paths.register.href()} className="button button-outline">
          Sign Up
        </Link>
        <Link href={paths.login.href()} className="button">
          Login
        </Link>
      </div>
    );
  }
  const place = location
    ? [location.city, location.postal].filter(Boolean).join(' ') + (location.country ? `, ${location.country}` : '')
    : null;
  return (
    <div className="header-actions header-signed-in">
      {user.operator && (
        <Link href={paths.admin.href()} className="icon-button header-icon header-admin-link" aria-label="Admin" title="Operators' console">
          {icon('M4 4 H10 V10 H4 Z M14 4 H20 V10 H14 Z M4 14 H10 V20 H4 Z M14 14 H20 V20 H14 Z')}
          <span className="header-admin-text" aria-hidden="true">
            Admin
          </span>
        </Link>
      )}
      {place && (
        <span className="header-location" data-testid="header-location" title="Your approximate location">
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path
              d="M12 22 C12 22 5 14.5 5 9.5 A7 7 0 0 1 19 9.5 C19 14.5 12 22 12 22 Z M12 12 A2.5 2.5 0 1 0 12 7 A2.5 2.5 0 1 0 12 12 Z"
              fill="currentColor"
            />
          </svg>
          {place}
        </span>
      )}
      <Link href={paths.userProfile.href()} state={{ page: 'orderHistory' }} className="icon-button header-icon" aria-label="My orders">
        {icon('M6 3 H18 V21 L15 19 L12 21 L9 19 L6 21 Z M9 8 H15 M9 12 H15')}
      </Link>
      <Link href={paths.wishlist.href()} className="icon-button header-icon" aria-label="My wishlist">
        {icon('M12 20 C5 15 3 12 3 8.5 A4.5 4.5 0 0 1 12 6 A4.5 4.5 0 0 1 21 8.5 C21 12 19 15 12 20 Z')}
      </Link>
      <Link
        href={paths.cart.href()}
        className="icon-button header-icon"
        aria-label={cartCount > 0 ? `My cart, ${cartCount} products` : 'My cart'}
      >
        {icon('M3 4 H6 L8 16 H19 L21 7 H7 M9 20 A1 1 0 1 0 9 19 M18 20 A1 1 0 1 0 18 19')}
        {cartCount > 0 && <span className="cart-badge">{cartCount}</span>}
      </Link>
      <Link href={paths.userProfile.href()} className="icon-button header-icon header-account" aria-label={`My account (${user.name})`}>
        {user.profilePicture ? (
          <img src={user.profilePicture} alt="" width="30" height="30" />
        ) : (
          icon('M12 12 A4 4 0 1 0 12 4 A4 4 0 1 0 12 12 Z M4 21 C5 16 19 16 20 21')
        )}
      </Link>
    </div>
  );
}
