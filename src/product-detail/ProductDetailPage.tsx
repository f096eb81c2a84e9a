import { MetrePrice } from '../components/MetrePrice.js';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { ProductSummary } from '../../domain/product.js';
import { REVIEWS_SHOWN_FIRST } from '../../domain/shopping.js';
import { productDetailMachine } from '../../machines/product-detail.js';
import { ColourSwatches } from '../components/ColourSwatches.js';
import { Loader } from '../components/Loader.js';
import { Stars } from '../components/Stars.js';
import { paths } from '../config/paths.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useInitialData } from '../lib/initial-data.js';
import { AddToCartButton } from '../shop/AddToCartButton.js';
import { FreeSample } from '../shop/FreeSample.js';
import { TellMeWhenBack } from '../shop/TellMeWhenBack.js';
import { RequestQuote } from '../quotes/RequestQuote.js';
import { PriceLadder } from '../components/PriceLadder.js';
import { useShopEffects } from '../shop/use-shop-effects.js';
import { useSignedInAction } from '../shop/use-signed-in-action.js';
import { WishlistHeart } from '../shop/WishlistHeart.js';
import { Gallery } from './Gallery.js';
import { RatingSummary } from './RatingSummary.js';
import { ReviewList } from './ReviewList.js';

const ReviewPopup = lazy(() => import('./ReviewPopup.js').then((module) => ({ default: module.ReviewPopup })));

/** The card the buyer came from, if the grid passed it (SPEC §2.1: the product arrives through navigation state). */
function cardFromHistory(id: string): ProductSummary | null {
  if (typeof window === 'undefined') return null;
  const state = window.history.state as { product?: ProductSummary } | null;
  return state?.product?.id === id ? state.product : null;
}

export function ProductDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <ProductDetail key={id} id={id} />;
}

function ProductDetail({ id }: { id: string }) {
  const effects = useShopEffects();
  const logic = useMemo(
    () =>
      productDetailMachine.provide({
        actors: { loadProduct: effects.actors.loadProduct, loadReviews: effects.actors.loadReviews },
      }),
    [effects],
  );
  // The product the server drew this page with comes first, so the browser's first render matches it.
  const drawn = useInitialData()?.product;
  // It is whole (not a list card): it can be bought from before the browser's own load, so a click on Add to Cart
  // made before the scripts ran is replayed. The server checks price and stock anyway.
  const drawnWhole = drawn?.id === id;
  const first = drawnWhole ? drawn : cardFromHistory(id);
  const [snapshot, send] = useScreenMachine(logic, { input: { productId: id, summary: first } });
  const [reviewing, setReviewing] = useState(false);
  const signedIn = useSignedInAction();
  const closeReview = useCallback(() => setReviewing(false), []);
  const reload = useCallback(() => send({ type: 'product.reload' }), [send]);
  const { product, summary, colorIndex, imageIndex, reviews, shownReviews, reviewPages, loadedReviewPages } = snapshot.context;
  usePageTitle(snapshot.matches('failed') ? 'Fabric not found' : (product?.name ?? summary?.name ?? 'Fabric'));

  if (snapshot.matches('failed')) {
    return (
      <section className="empty-state">
        <h1>We could not find this fabric</h1>
        <p>It may have been removed, or the link is not complete.</p>
        <div className="placeholder-actions">
          <button type="button" className="button" onClick={() => send({ type: 'product.retry' })}>
            Try again
          </button>
          <Link href={paths.products.href()} className="button button-outline">
            Explore fabrics
          </Link>
        </div>
      </section>
    );
  }
  const shown = product ?? summary;
  if (!shown) return <Loader label="Loading the fabric" />;
  const variety = shown.varieties[colorIndex];
  const inStock = (variety?.stock ?? 0) > 0;
  const moreToShow = shownReviews < reviews.length || loadedReviewPages < reviewPages;
  return (
    <article className="product-detail">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link href={paths.products.href()}>Explore</Link> <span aria-hidden="true">/</span> <span>{shown.category}</span>
      </nav>
      <div className="product-detail-grid">
        <Gallery
          name={shown.name}
          variety={variety}
          imageIndex={product ? imageIndex : 0}
          onShow={(index) => send({ type: 'gallery.show', index })}
        />
        <div className="product-detail-info">
          <h1>{shown.name}</h1>
          <Stars rating={shown.averageRating} count={shown.reviewCount} />
          {variety && <MetrePrice variety={variety} className="price price-large" />}
          {variety && <PriceLadder price={variety.price} tiers={variety.priceTiers} minOrderMetres={shown.minOrderMetres} />}
          <p className="product-detail-description">{shown.description}</p>
          <ColourSwatches
            name="detail-colour"
            varieties={shown.varieties}
            chosen={colorIndex}
            disabled={!product}
            onChoose={(index) => send({ type: 'color.choose', index })}
          />
          {product ? (
            <dl className="fabric-facts">
              <div>
                <dt>Category</dt>
                <dd>
                  {product.category}
                  {product.subCategory ? ` · ${product.subCategory}` : ''}
                </dd>
              </div>
              <div>
                <dt>Pattern</dt>
                <dd>{product.pattern}</dd>
              </div>
              <div>
                <dt>Count</dt>
                <dd>{product.count}</dd>
              </div>
              <div>
                <dt>Construction</dt>
                <dd>{product.construction}</dd>
              </div>
              {product.endUse && (
                <div>
                  <dt>End use</dt>
                  <dd>{product.endUse}</dd>
                </div>
              )}
              <div>
                <dt>Weight</dt>
                <dd>{product.weight} GSM</dd>
              </div>
              <div>
                <dt>Width</dt>
                <dd>{product.widthInches} inches</dd>
              </div>
            </dl>
          ) : (
            <Loader label="Loading the fabric's details" />
          )}
          <ul className="product-notes">
            <li>Free Delivery</li>
            <li className={inStock ? 'in-stock' : 'out-of-stock'}>{inStock ? 'In Stock' : 'Out Of Stock'}</li>
          </ul>
          <div className="product-actions">
            <WishlistHeart product={shown} color={variety?.color ?? null} label="text" />
            {/* On a phone, a bar kept above the bottom navigation: the price and Add to Cart without scrolling. */}
            <div className="buy-bar">
              {variety && <MetrePrice variety={variety} className="price buy-bar-price" />}
              <AddToCartButton
                product={shown}
                colorIndex={colorIndex}
                className="button"
                label={inStock ? 'Add to Cart' : 'Out Of Stock'}
                disabled={!inStock || !(product || drawnWhole)}
              />
            </div>
            {variety && !inStock && product && <TellMeWhenBack productId={shown.id} color={variety.color} />}
            <FreeSample productId={shown.id} color={variety?.color ?? null} disabled={!product} />
            <RequestQuote product={{ productId: shown.id, color: variety?.color ?? null, minOrderMetres: shown.minOrderMetres }} />
            <button type="button" className="button button-outline" disabled={!product} onClick={() => signedIn(() => setReviewing(true))}>
              Review Your Purchase
            </button>
          </div>
        </div>
      </div>

      <section className="reviews" aria-labelledby="reviews-title">
        <h2 id="reviews-title">Ratings &amp; Reviews</h2>
        {product && (
          <>
            <RatingSummary
              averageRating={product.averageRating}
              reviewCount={product.reviewCount}
              reviews={reviews}
              partial={reviewPages > 1}
            />
            {reviews.length === 0 ? (
              <p className="muted">No reviews yet. Bought this fabric? Be the first to review it.</p>
            ) : (
              <ReviewList reviews={reviews.slice(0, shownReviews)} />
            )}
            <div className="reviews-more">
              {moreToShow && (
                <button
                  type="button"
                  className="button button-outline"
                  disabled={snapshot.matches({ ready: { reviews: 'loadingMore' } })}
                  onClick={() => send({ type: 'reviews.more' })}
                >
                  Load More
                </button>
              )}
              {shownReviews > REVIEWS_SHOWN_FIRST && (
                <button type="button" className="link-button" onClick={() => send({ type: 'reviews.less' })}>
                  View Less
                </button>
              )}
            </div>
          </>
        )}
      </section>
      {reviewing && product && (
        <Suspense fallback={null}>
          <ReviewPopup productId={product.id} productName={product.name} onAdded={reload} onClose={closeReview} />
        </Suspense>
      )}
    </article>
  );
}
