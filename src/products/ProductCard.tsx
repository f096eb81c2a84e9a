import { Link } from 'wouter';
import { MetrePrice } from '../components/MetrePrice.js';
import { paths } from '../config/paths.js';
import { Stars } from '../components/Stars.js';
import { truncate } from '../lib/truncate.js';
import { AddToCartButton } from '../shop/AddToCartButton.js';
import { TellMeWhenBack } from '../shop/TellMeWhenBack.js';
import { WishlistHeart } from '../shop/WishlistHeart.js';
import { SHOPPING_MESSAGES } from '../../domain/shopping.js';
import { soldOut } from '../../domain/stock-alerts.js';
import { listedVariety, pricedFrom } from '../../domain/product.js';
import type { ProductCard as Product } from '../../machines/product-list.js';

/** What a buyer compares first: GSM, width and the minimum order, e.g. '150 GSM · 58″ wide · Min. 50 m'. */
function FabricFacts({ product }: { product: Product }) {
  const facts = [
    product.weight ? `${product.weight} GSM` : null,
    product.widthInches ? `${product.widthInches}″ wide` : null,
    product.minOrderMetres > 1 ? `Min. ${product.minOrderMetres} m` : null,
  ].filter(Boolean);
  return facts.length === 0 ? null : <p className="product-card-facts">{facts.join(' · ')}</p>;
}

/**
 * A product in a grid; in the wishlist, Add to Cart moves it to the cart and failures of the heart are silent. `first`:
 * a card of the first row, whose picture is the page's largest paint: fetched at once, before the scripts.
 */
export function ProductCard({ product, inWishlist = false, first = false }: { product: Product; inWishlist?: boolean; first?: boolean }) {
  const listed = listedVariety(product.varieties);
  const variety = product.varieties[listed];
  const gone = product.varieties.length > 0 && soldOut(product.varieties);
  const href = paths.product.href(product.id);
  return (
    <article className="product-card" data-testid="product-card">
      <Link href={href} state={{ product }} className="product-card-image">
        {variety && (
          <img
            src={variety.images[0]}
            alt={`${product.name} in ${variety.color}`}
            width="300"
            height="300"
            {...(first ? { fetchPriority: 'high' } : { loading: 'lazy' })}
          />
        )}
        {variety?.discountedPrice != null && <span className="badge">Deal</span>}
      </Link>
      <WishlistHeart product={product} color={variety?.color ?? null} className="product-card-heart" silentFailures={inWishlist} />
      <div className="product-card-body">
        <p className="product-card-category">{product.category}</p>
        <h3 className="product-card-name">
          <Link href={href} state={{ product }}>
            {product.name}
          </Link>
        </h3>
        <Stars rating={product.averageRating} count={product.reviewCount} />
        <FabricFacts product={product} />
        <p className="product-card-description">{truncate(product.description, 70)}</p>
        {variety && <MetrePrice variety={variety} from={pricedFrom(product.varieties)} />}
        {gone ? (
          <>
            <p className="product-card-sold-out">{SHOPPING_MESSAGES.outOfStock}</p>
            <TellMeWhenBack productId={product.id} color={variety!.color} />
          </>
        ) : (
          <AddToCartButton product={product} colorIndex={listed} fromWishlist={inWishlist} disabled={product.varieties.length === 0} />
        )}
      </div>
    </article>
  );
}
