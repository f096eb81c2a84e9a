import { useMemo } from 'react';
import { Link } from 'wouter';
import { appliedCouponOf } from '../../domain/cart.js';
import type { CartLine } from '../graphql/generated.js';
import { COUPON_LINE_MESSAGES } from '../../domain/cart-lines.js';
import { formatRupees } from '../../domain/money.js';
import { CART_DESCRIPTION_LENGTH } from '../../domain/shopping.js';
import { cartMachine } from '../../machines/cart.js';
import { Loader } from '../components/Loader.js';
import { MetresField } from '../components/MetresField.js';
import { BreakHint } from '../components/PriceLadder.js';
import { paths } from '../config/paths.js';
import { truncate } from '../lib/truncate.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { OrderSummary } from '../shop/OrderSummary.js';
import { QuickOrder } from '../shop/QuickOrder.js';
import { ShopContext } from '../shop/shop-context.js';
import { SignInFirst } from '../shop/SignInFirst.js';
import { useShopEffects } from '../shop/use-shop-effects.js';
import { quotesState } from '../config/quotes-state.js';
import { RequestQuote } from '../quotes/RequestQuote.js';

/** Which lines a coupon applied to (domain/cart-lines.ts): its share on a list-price line, none on a quoted one. */
function CouponNote({ line, coupon }: { line: CartLine; coupon: string | null }) {
  if (!coupon || line.isSample) return null;
  if (line.quoteId) return <p className="muted coupon-note">{COUPON_LINE_MESSAGES.notOnQuoted}</p>;
  if (line.discountedLinePrice == null) return null;
  return (
    <p className="coupon-note" data-testid="coupon-note">
      Coupon {coupon}: −{formatRupees(line.linePrice - line.discountedLinePrice)}, {formatRupees(line.discountedLinePrice)} after it
    </p>
  );
}

function LineRow({
  line,
  coupon,
  busy,
  canLess,
  canMore,
  problem,
  onStep,
  onType,
  onRemove,
}: {
  line: CartLine;
  coupon: string | null;
  busy: boolean;
  canLess: boolean;
  canMore: boolean;
  problem: string | null;
  onStep: (delta: 1 | -1) => void;
  onType: (quantity: number) => void;
  onRemove: () => void;
}) {
  const variety = line.product.varieties.find((candidate) => candidate.color === line.color) ?? line.product.varieties[0];
  return (
    <li className="cart-line" data-testid="cart-line">
      <Link href={paths.product.href(line.product.id)} className="cart-line-image">
        {variety && <img src={variety.images[0]} alt={`${line.product.name} in ${line.color}`} width="96" height="96" loading="lazy" />}
      </Link>
      <div className="cart-line-body">
        <h2 className="cart-line-name">
          <Link href={paths.product.href(line.product.id)}>{line.product.name}</Link>
        </h2>
        {line.isSample ? (
          <p className="muted">
            {line.color} · <span className="sample-chip">Free sample</span> one cutting
          </p>
        ) : (
          <>
            <p className="muted">
              {line.color} · {formatRupees(line.unitPrice)} / metre
              {line.quoteId && <span className="sample-chip">Quoted price, quote {line.quoteId}</span>}
            </p>
            {!line.quoteId && <BreakHint listPrice={line.listPrice ?? line.unitPrice} applied={line.appliedBreak} next={line.nextBreak} />}
          </>
        )}
        <p className="cart-line-description">{truncate(line.product.description, CART_DESCRIPTION_LENGTH)}</p>
        <CouponNote line={line} coupon={coupon} />
        {line.quoteId ? (
          <div className="cart-line-controls">
            <span>{line.quantity} m, as quoted</span>
            <strong className="cart-line-price">{formatRupees(line.linePrice)}</strong>
            <Link href={paths.userProfile.href()} state={quotesState(line.quoteId)}>
              See quote {line.quoteId}
            </Link>
            <button type="button" className="link-button" disabled={busy} onClick={onRemove}>
              Remove
            </button>
          </div>
        ) : line.isSample ? (
          <div className="cart-line-controls">
            <strong className="cart-line-price">{formatRupees(0)}</strong>
            <button type="button" className="link-button" disabled={busy} onClick={onRemove}>
              Remove
            </button>
          </div>
        ) : (
          <div className="cart-line-controls">
            <MetresField
              id={`metres-${line.product.id}-${line.color.replace(/\W+/g, '-')}`}
              label={`Metres of ${line.product.name} in ${line.color}`}
              fieldLabel="Metres"
              quantity={line.quantity}
              stock={line.stock}
              min={line.product.minOrderMetres}
              canLess={canLess}
              canMore={canMore}
              busy={busy}
              problem={problem}
              commit="leaving"
              onStep={onStep}
              onType={onType}
            />
            <strong className="cart-line-price">{formatRupees(line.linePrice)}</strong>
            <button type="button" className="link-button" disabled={busy} onClick={onRemove}>
              Remove
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

export function CartPage() {
  return (
    <SignInFirst title="Shopping Cart">
      <Cart />
    </SignInFirst>
  );
}

function Cart() {
  const effects = useShopEffects();
  const logic = useMemo(
    () =>
      cartMachine.provide({
        actors: { changeCart: effects.actors.changeCart },
        actions: { notify: effects.notify, notifyChanges: effects.notifyChanges },
      }),
    [effects],
  );
  const [snapshot, send] = useScreenMachine(logic);
  const cart = ShopContext.useSelector((shop) => shop.context.cart);
  const loading = ShopContext.useSelector((shop) => shop.matches('loading') || shop.matches('signedOut'));
  const busy = snapshot.matches('changing');
  const coupon = appliedCouponOf(cart);
  if (loading && cart.lines.length === 0) return <Loader label="Loading your cart" />;
  return (
    <div className="cart-page">
      <section className="cart-lines" aria-labelledby="cart-title" aria-busy={busy}>
        <h1 id="cart-title">Shopping Cart</h1>
        {cart.lines.length === 0 ? (
          <div className="empty-state">
            <h2>Your cart is empty</h2>
            <p>Find a fabric you like and add the metres you need.</p>
            <Link href={paths.products.href()} className="button">
              Explore fabrics
            </Link>
          </div>
        ) : (
          <ul aria-label="Cart lines">
            {cart.lines.map((line) => {
              const ref = {
                productId: line.product.id,
                color: line.color,
                quantity: line.quantity,
                stock: line.stock,
                minOrderMetres: line.product.minOrderMetres,
                sample: line.isSample ?? false,
                quoteId: line.quoteId ?? null,
              };
              const { problem } = snapshot.context;
              return (
                <LineRow
                  key={`${line.product.id}:${line.color}:${line.isSample ? 'sample' : (line.quoteId ?? 'metres')}`}
                  line={line}
                  coupon={coupon}
                  busy={busy}
                  canLess={snapshot.can({ type: 'line.decrease', line: ref })}
                  canMore={snapshot.can({ type: 'line.increase', line: ref })}
                  problem={problem && problem.productId === ref.productId && problem.color === ref.color ? problem.message : null}
                  onStep={(delta) => send({ type: delta > 0 ? 'line.increase' : 'line.decrease', line: ref })}
                  onType={(quantity) => send({ type: 'line.set', line: ref, quantity })}
                  onRemove={() => send({ type: 'line.remove', line: ref })}
                />
              );
            })}
          </ul>
        )}
        {cart.lines.some((line) => !line.isSample && !line.quoteId) && <RequestQuote />}
        <QuickOrder />
      </section>
      {cart.lines.length > 0 && <OrderSummary cart={cart} />}
    </div>
  );
}
