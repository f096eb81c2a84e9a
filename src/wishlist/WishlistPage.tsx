import { Link } from 'wouter';
import { Loader } from '../components/Loader.js';
import { paths } from '../config/paths.js';
import { ProductCard } from '../products/ProductCard.js';
import { ShopContext } from '../shop/shop-context.js';
import { SignInFirst } from '../shop/SignInFirst.js';

export function WishlistPage() {
  return (
    <SignInFirst title="My Wishlist">
      <Wishlist />
    </SignInFirst>
  );
}

function Wishlist() {
  const wishlist = ShopContext.useSelector((shop) => shop.context.wishlist);
  const loading = ShopContext.useSelector((shop) => shop.matches('loading') || shop.matches('signedOut'));
  if (loading && wishlist.length === 0) return <Loader label="Loading your wishlist" />;
  return (
    <section className="wishlist-page" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title">My Wishlist</h1>
      {wishlist.length === 0 ? (
        <div className="empty-state">
          <h2>Let’s Grab Something</h2>
          <p>Tap the heart on any fabric to keep it here.</p>
          <Link href={paths.products.href()} className="button">
            Explore fabrics
          </Link>
        </div>
      ) : (
        <div className="product-grid">
          <h2 className="visually-hidden">Saved fabrics</h2>
          {wishlist.map((item) => (
            <ProductCard key={item.product.id} product={item.product} inWishlist />
          ))}
        </div>
      )}
    </section>
  );
}
