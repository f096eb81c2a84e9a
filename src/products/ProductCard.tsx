import { Link, useLocation } from 'wouter';
import { paths } from '../config/paths.js';
import { Stars } from '../components/Stars.js';
import { formatRupees } from '../../domain/money.js';
import { truncate } from '../lib/truncate.js';
import { SessionContext } from '../session/session-context.js';
import type { ProductCard as Product } from '../../machines/product-list.js';

export function ProductCard({ product }: { product: Product }) {
  const [, navigate] = useLocation();
  const variety = product.varieties[0];
  const href = paths.product.href(product.id);
  const signedIn = SessionContext.useSelector((snapshot) => snapshot.context.user !== null);
  // Wishlist and cart need an account; signed-out buyers go to sign in (SPEC §2.2).
  const openWishlist = () => navigate(signedIn ? paths.wishlist.href() : paths.login.href());
  const openCart = () => navigate(signedIn ? paths.cart.href() : paths.login.href());
  return (
    <article className="product-card" data-testid="product-card">
      <Link href={href} state={{ product }} className="product-card-image">
        {variety && <img src={variety.images[0]} alt={`${product.name} in ${variety.color}`} loading="lazy" width="300" height="300" />}
        {variety?.discountedPrice != null && <span className="badge">Deal</span>}
      </Link>
      <button type="button" className="icon-button product-card-heart" aria-label={`Add ${product.name} to wishlist`} onClick={openWishlist}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M12 20 C5 15 3 12 3 8.5 A4.5 4.5 0 0 1 12 6 A4.5 4.5 0 0 1 21 8.5 C21 12 19 15 12 20 Z" fill="none" stroke="currentColor" strokeWidth="1.8" /></svg>
      </button>
      <div className="product-card-body">
        <p className="product-card-category">{product.category}</p>
        <h3 className="product-card-name"><Link href={href} state={{ product }}>{product.name}</Link></h3>
        <Stars rating={product.averageRating} count={product.reviewCount} />
        <p className="product-card-description">{truncate(product.description, 70)}</p>
        {variety && (
          <p className="price">
            <span className="price-now">{formatRupees(variety.price)}</span>
            {variety.discountedPrice != null && <s className="price-was">{formatRupees(variety.pricePerMetre)}</s>}
            <span className="price-unit">/ metre</span>
          </p>
        )}
        <button type="button" className="button button-block" onClick={openCart}>Add to Cart</button>
      </div>
    </article>
  );
}
