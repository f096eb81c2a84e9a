import { formatRupees } from '../../domain/money.js';
import type { MinimumOrder } from '../../domain/product.js';
import { BREAKS_ACROSS_COLOURS, nextTier, priceLadder, shortRupees, tierFor, type PriceTier } from '../../domain/price-breaks.js';

/**
 * A colour's price by quantity: the fabric's minimum, the ladder of price breaks, and, for a quantity,
 * the break it reaches with the saving, and how many more metres reach the next one.
 */
export function PriceLadder({
  price,
  tiers = [],
  minOrderMetres,
  quantity,
  inCart = 0,
}: MinimumOrder & {
  /** The colour's shown price per metre (discounted if any). */
  price: number;
  tiers?: readonly PriceTier[] | undefined;
  quantity?: number;
  /** Metres of this fabric (any colour) at list prices in the cart already: they count towards the breaks too. */
  inCart?: number;
}) {
  const breaks = tiers.filter((tier) => tier.price < price);
  if (breaks.length === 0 && minOrderMetres <= 1) return null;
  const counted = quantity === undefined ? undefined : quantity + inCart;
  const reached = counted === undefined ? undefined : tierFor(breaks, counted);
  const next = counted === undefined ? undefined : nextTier(breaks, counted);
  return (
    <div className="price-ladder">
      {minOrderMetres > 1 && <p className="price-ladder-minimum">Minimum order {minOrderMetres} metres</p>}
      {breaks.length > 0 && (
        <p className="price-ladder-steps">
          <span className="price-ladder-label">Bulk prices per metre: </span>
          {priceLadder(price, breaks, minOrderMetres)}
          <span className="price-ladder-across"> {BREAKS_ACROSS_COLOURS}</span>
        </p>
      )}
      {inCart > 0 && breaks.length > 0 && <p className="price-ladder-in-cart">{inCart} m of this fabric already in your cart count.</p>}
      {reached && quantity !== undefined && (
        <p className="price-ladder-saving">
          {shortRupees(reached.price)}/m from {reached.minMetres} m: you save {formatRupees((price - reached.price) * quantity)} on{' '}
          {quantity} m
        </p>
      )}
      {next && (
        <p className="price-ladder-next">
          {next.metresMore} m more for {shortRupees(next.tier.price)}/m
        </p>
      )}
    </div>
  );
}

/** A cart line's break: which applies (against the colour's price) and how many more metres reach the next. */
export function BreakHint({
  listPrice,
  applied,
  next,
}: {
  listPrice: number;
  applied?: PriceTier | null | undefined;
  next?: (PriceTier & { metresMore: number }) | null | undefined;
}) {
  if (!applied && !next) return null;
  return (
    <p className="break-hint">
      {applied && (
        <span className="break-hint-reached">
          Bulk price from {applied.minMetres} m (was {shortRupees(listPrice)}/m).{' '}
        </span>
      )}
      {next && (
        <span>
          {next.metresMore} m more of this fabric (any colour) for {shortRupees(next.price)}/m.
        </span>
      )}
    </p>
  );
}
