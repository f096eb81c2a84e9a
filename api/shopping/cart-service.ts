import { together } from '../db/pipeline.js';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { paiseToRupees, rupeesToPaise } from '../../domain/money.js';
import { reorderPriceChanged, type ReorderPriceChange } from '../../domain/business.js';
import { ratesOf, taxByRate } from '../../domain/tax-rates.js';
import { MAX_QUICK_ORDER_ROWS, QUICK_ORDER_HEADER } from '../../domain/business.js';
import type { QuickOrderAnswer, ReorderAnswer } from '../../domain/rest/business.js';
import { checkQuickOrderRows } from '../business/quick-order-rows.js';
import { readSheet } from '../csv-sheet.js';
import type { RestCart, CartAnswer } from '../../domain/rest/shopping.js';
import { MAX_ORDER_PAISE, ORDER_CEILING_MESSAGE, SHOPPING_MESSAGES, stockLeftMessage } from '../../domain/shopping.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { metresByFabric, minimumOrderMessage, nextTier, tierFor, type PriceTier } from '../../domain/price-breaks.js';
import { MAX_CART_SAMPLES, SAMPLE_MESSAGES } from '../../domain/samples.js';
import { kinded, type CartHandle, type CartRows, type VarietyForCart } from '../repositories/carts.js';
import { metresByColour, stockProblem, takesCoupon } from '../../domain/cart-lines.js';
import type { Repositories } from '../repositories/index.js';
import { couponDiscounts, couponProblem, couponTerms, type Coupon } from './coupon-rules.js';

const NOT_AVAILABLE = 'That colour of this fabric is not available.';

/** A line's colour: its shown price and the breaks below it, from the product as the cart lists it. */
function lineBreaks(
  product: RestCart['products'][number]['productId'],
  color: string,
  unitPricePaise: number,
): { listPrice: number; tiers: PriceTier[] } {
  const variety = product.productVarieties.find((candidate) => candidate.color === color);
  const listPrice = variety ? (variety.discountedPrice ?? variety.pricepermeter) : paiseToRupees(unitPricePaise);
  const tiers = (variety?.priceTiers ?? [])
    .map((tier) => ({ minMetres: tier.minMetres, price: tier.pricepermeter }))
    .filter((tier) => tier.price < listPrice);
  return { listPrice, tiers };
}

/**
 * The buyer's cart (SPEC §2.7, §4, §7): lines priced from each colour's price now (the client never sends a price),
 * quantities in whole metres within the colour's stock, and at most one coupon, checked again after every change.
 */
/** Thrown inside Order again's transaction to undo it: the price a metre changed since the order. */
class PriceChanged extends Error {
  constructor(readonly change: ReorderPriceChange) {
    super('price changed');
  }
}

export function createCartService(repos: Repositories, now: () => Date = () => new Date()) {
  const subtotalOf = (rows: CartRows) => rows.lines.reduce((sum, line) => sum + line.unit_price_paise * line.quantity, 0);

  /** The cart as the REST answer shows it; a coupon that no longer applies gives no discount, and none to quoted lines. */
  function shape(rows: CartRows, couponApplies: boolean): RestCart {
    const lines = rows.lines.map(kinded);
    const subtotal = subtotalOf(rows);
    const coupon = couponApplies ? rows.coupon : null;
    const discount = couponDiscounts(coupon, lines);
    // GST as Place Order will charge it (api/checkout/price-lines.ts): each line's value after the coupon, at its rate.
    const taxed = rows.lines.map((line, index) => ({
      netPaise: lines[index]!.pricePaise - discount.shares[index]!,
      percent: line.tax_percent,
    }));
    const taxPaise = taxByRate(taxed).reduce((sum, share) => sum + share, 0);
    const byFabric = metresByFabric(
      rows.lines.map((line, index) => ({
        productId: String(line.product_id),
        metres: line.quantity,
        listPrice: lines[index]!.kind === 'list',
      })),
    );
    return {
      products: rows.lines.map((line, index) => {
        const discounted = coupon !== null && takesCoupon(line.kind);
        const product = JSON.parse(line.product_json) as RestCart['products'][number]['productId'];
        const breaks = lineBreaks(product, line.color, line.unit_price_paise);
        const counted = byFabric.get(String(line.product_id)) ?? 0;
        const next = lines[index]!.kind === 'list' ? nextTier(breaks.tiers, counted) : undefined;
        return {
          productId: product,
          quantity: line.quantity,
          productColor: line.color,
          color: line.color,
          unitPrice: paiseToRupees(line.unit_price_paise),
          itemPrice: paiseToRupees(lines[index]!.pricePaise),
          couponDiscountedPrice: discounted ? paiseToRupees(lines[index]!.pricePaise - discount.shares[index]!) : null,
          appliedCoupon: discounted ? { code: coupon.code } : null,
          stock: line.stock,
          isSample: line.is_sample,
          quoteId: line.quote_id === null ? null : String(line.quote_id),
          fabricMetres: counted,
          listPrice: breaks.listPrice,
          appliedBreak: lines[index]!.kind === 'list' ? (tierFor(breaks.tiers, counted) ?? null) : null,
          nextBreak: next ? { ...next.tier, metresMore: next.metresMore } : null,
          taxPercent: line.tax_percent,
        };
      }),
      subTotal: paiseToRupees(subtotal),
      discount: paiseToRupees(discount.total),
      totalPrice: paiseToRupees(subtotal - discount.total),
      tax: paiseToRupees(taxPaise),
      taxRates: ratesOf(taxed),
      totalWithTax: paiseToRupees(subtotal - discount.total + taxPaise),
      coupon: coupon ? { code: coupon.code, description: coupon.description } : null,
    };
  }

  /** Why the cart's coupon cannot be used on its lines now, or null (the buyer's uses of it are read with the cart). */
  const problemWith = (rows: CartRows & { coupon: Coupon }): string | null =>
    couponProblem(rows.coupon, { now: now(), ...couponTerms(rows.lines.map(kinded)), usedByBuyer: rows.couponUsedByBuyer });

  /**
   * After a change: the cart as it now is, its coupon dropped (with a notice saying why) if it no longer applies. A
   * change that takes the cart past one order's ceiling, or a colour it added metres of (`grown`) past its stock over
   * every kind of line, is refused, and the transaction undoes it. A change that left the lines as they were, or read
   * them with the change, passes them in (`current`) rather than have them read again.
   */
  async function settle(cart: CartHandle, msg: string, grown: readonly number[] = [], current?: CartRows): Promise<CartAnswer> {
    const rows = current ?? (await cart.read());
    if (subtotalOf(rows) > MAX_ORDER_PAISE) throw badRequest(ORDER_CEILING_MESSAGE);
    const short = stockProblem(rows.lines.map(kinded), grown);
    if (short) throw conflict(short);
    const problem = rows.coupon ? problemWith({ ...rows, coupon: rows.coupon }) : null;
    if (rows.coupon && problem) {
      await cart.setCoupon(null);
      return { msg, notice: `Coupon ${rows.coupon.code} was removed: ${problem}`, data: shape({ ...rows, coupon: null }, false) };
    }
    return { msg, data: shape(rows, true) };
  }

  async function varietyOf(cart: CartHandle, productId: number, color: string): Promise<VarietyForCart & { in_cart: number }> {
    const variety = await cart.variety(productId, color);
    if (!variety) throw notFound(NOT_AVAILABLE);
    return variety;
  }

  /**
   * A line of `quantity` metres of the colour: at least its fabric's minimum, at most its stock (the cart's other
   * kinds of line of the colour are counted with it by `settle`).
   */
  function checkLine(variety: VarietyForCart, quantity: number): void {
    if (quantity < variety.min_order_metres) throw badRequest(minimumOrderMessage(variety.min_order_metres));
    if (quantity > variety.stock) throw conflict(SHOPPING_MESSAGES.outOfStock);
  }

  /** The metres added to a colour's line (by carts.addMetres) checked against its minimum and stock. */
  function checkAdded(added: { variety: VarietyForCart; metres: number } | undefined): VarietyForCart {
    if (!added) throw notFound(NOT_AVAILABLE);
    checkLine(added.variety, added.metres);
    return added.variety;
  }

  const service = {
    async read(userId: number): Promise<RestCart> {
      const rows = await repos.carts.read(userId);
      return shape(rows, rows.coupon !== null && problemWith({ ...rows, coupon: rows.coupon }) === null);
    },

    /** Adds metres of a colour to its line (a new line if there is none), from the minimum, within its stock. */
    add: (userId: number, productId: number, color: string, quantity: number) =>
      repos.carts.addMetres(userId, productId, color, quantity, async (cart, added, after) =>
        settle(cart, SHOPPING_MESSAGES.addedToCart, [checkAdded(added).id], after),
      ),

    /** Sets a line's quantity (whole metres, from the fabric's minimum, within stock). */
    update: (userId: number, productId: number, color: string, quantity: number) =>
      repos.carts.change(userId, async (cart) => {
        const variety = await varietyOf(cart, productId, color);
        if (variety.in_cart === 0) throw notFound('This colour is not in your cart.');
        checkLine(variety, quantity);
        await cart.setLine(variety, quantity);
        return settle(cart, 'Cart updated', quantity > variety.in_cart ? [variety.id] : []);
      }),

    /**
     * A free sample of a colour: one per colour in the cart, never one of a colour the buyer has had before, at most
     * five in a cart; it takes no stock (its minimum order does not apply).
     */
    addSample: (userId: number, productId: number, color: string) =>
      repos.carts.change(userId, async (cart) => {
        const variety = await varietyOf(cart, productId, color);
        const fabric = await cart.productName(productId);
        if (await cart.sampleOfColour(variety.id)) throw conflict(SAMPLE_MESSAGES.inCart(fabric, variety.color));
        if (await cart.sampleOrdered(variety.id)) throw conflict(SAMPLE_MESSAGES.ordered(fabric, variety.color));
        if ((await cart.sampleCount()) >= MAX_CART_SAMPLES) throw conflict(SAMPLE_MESSAGES.tooMany);
        await cart.addSample(variety);
        return settle(cart, SAMPLE_MESSAGES.added);
      }),

    removeSample: (userId: number, productId: number, color: string) =>
      repos.carts.change(userId, async (cart) => {
        const variety = await varietyOf(cart, productId, color);
        if (!(await cart.removeSample(variety.id))) throw notFound(SAMPLE_MESSAGES.notInCart);
        return settle(cart, SAMPLE_MESSAGES.removed);
      }),

    /** A line out of the cart; with quoteId, that accepted quote's line (the quote stays accepted: asking again prices it anew). */
    remove: (userId: number, productId: number, color: string, quoteId?: number) =>
      repos.carts.change(userId, async (cart) => {
        const variety = await varietyOf(cart, productId, color);
        const removed = quoteId === undefined ? await cart.removeLine(variety.id) : await cart.removeQuoteLine(quoteId, variety.id);
        if (!removed) throw notFound('This colour is not in your cart.');
        return settle(cart, 'Removed from cart');
      }),

    /**
     * POST /wishlist/move-to-cart: into the cart and out of the wishlist, or neither. Two exchanges, as adding: the
     * wishlist entry is deleted with the COMMIT, once the cart is checked.
     */
    moveFromWishlist: (userId: number, productId: number, color: string, quantity: number) =>
      repos.carts.addMetres(userId, productId, color, quantity, async (cart, added, after) => {
        // The wishlist is not the cart: the cart read with the change still holds.
        const answer = await settle(cart, SHOPPING_MESSAGES.addedToCart, [checkAdded(added).id], after);
        await together(cart.trx, [cart.removingWishlistEntry(productId)], { commit: true });
        return answer;
      }),

    /**
     * Order again: the order's fabric and colour at the same metres, at today's price, into the cart; a colour no
     * longer sold, without the metres in stock, or now below its fabric's minimum is skipped, with why. Nothing is
     * skipped silently.
     */
    reorder: (userId: number, orderId: number, confirmPrice?: number) =>
      repos.carts
        .change(userId, async (cart): Promise<ReorderAnswer> => {
          const line = await cart.orderedLine(orderId);
          if (!line) throw notFound('There is no such order in your history.');
          const productId = String(line.product_id);
          const skip = async (reason: string) => ({
            ...(await settle(cart, `${line.name} (${line.color}) was not added to your cart`)),
            added: [],
            skipped: [{ productId, color: line.color, reason }],
          });
          if (line.is_sample) return skip(SAMPLE_MESSAGES.notAgain);
          const variety = await cart.variety(line.product_id, line.color);
          if (!variety) return skip('This fabric or colour is no longer sold.');
          const inCart = variety.in_cart;
          const held = metresByColour((await cart.read()).lines.map(kinded)).get(variety.id) ?? 0;
          if (inCart + line.quantity < variety.min_order_metres) return skip(minimumOrderMessage(variety.min_order_metres));
          if (held + line.quantity > variety.stock) return skip(stockLeftMessage(Math.max(0, variety.stock - held)));
          await cart.setLine(variety, inCart + line.quantity);
          const rows = await cart.read();
          // The price the cart now charges a metre (its price breaks counted), against what the order paid: a change is
          // said, and nothing added, until the buyer accepts that price.
          const now = rows.lines.find((one) => one.kind === 'list' && one.variety_id === variety.id)?.unit_price_paise;
          if (now !== undefined && now !== line.unit_price_paise && rupeesToPaise(confirmPrice ?? -1) !== now)
            throw new PriceChanged({
              was: paiseToRupees(line.unit_price_paise),
              now: paiseToRupees(now),
              quoted: line.quote_id !== null,
            });
          return {
            ...(await settle(cart, `${line.quantity} m of ${line.name} (${line.color}) added to your cart`, [], rows)),
            added: [{ productId, color: line.color, metres: line.quantity }],
            skipped: [],
          };
        })
        .catch(async (error: unknown) => {
          if (!(error instanceof PriceChanged)) throw error;
          return {
            msg: reorderPriceChanged(error.change),
            added: [],
            skipped: [],
            priceChange: error.change,
            data: await service.read(userId),
          };
        }),

    /**
     * Quick order: a sheet of `productId,color,metres` rows checked in one read; a preview (dryRun) changes nothing;
     * otherwise the rows that pass go into the cart in this one transaction and the refused ones change nothing.
     */
    quickOrder: (userId: number, text: string, dryRun: boolean) =>
      repos.carts.change(userId, async (cart): Promise<QuickOrderAnswer> => {
        const rows = readSheet(text, QUICK_ORDER_HEADER, MAX_QUICK_ORDER_ROWS);
        const ids = [...new Set(rows.map((row) => row.cells[0] ?? '').filter((id) => /^[1-9][0-9]{0,8}$/.test(id)))].map(Number);
        const lines = (await cart.read()).lines;
        const inCart = new Map(lines.filter((line) => line.kind === 'list').map((line) => [line.variety_id, line.quantity]));
        const checked = checkQuickOrderRows(rows, await cart.varieties(ids), inCart, metresByColour(lines.map(kinded)));
        const ok = checked.rows.filter((row) => row.status === 'ok').length;
        if (!dryRun) for (const { variety, quantity } of checked.quantities.values()) await cart.setLine(variety, quantity);
        const msg = dryRun ? `${ok} of ${rows.length} rows can go into your cart` : `${ok} of ${rows.length} rows added to your cart`;
        return { ...(await settle(cart, msg)), dryRun, rows: checked.rows };
      }),

    /** Two exchanges: (BEGIN,) the cart's lock with the cart and the coupon read; the coupon set with the COMMIT. */
    async applyCoupon(userId: number, code: string) {
      if (code.trim() === '') throw badRequest(SHOPPING_MESSAGES.enterCouponCode);
      return repos.carts.change(
        userId,
        async (cart, [{ asked, ...held }]) => {
          if (!asked) throw notFound(`${code.trim().toUpperCase()} is not a coupon we know.`);
          const { coupon } = asked;
          const rows = { ...held, coupon, couponUsedByBuyer: asked.usedByBuyer };
          const problem = problemWith(rows);
          if (problem) throw badRequest(problem);
          // Checked before anything is written (the coupon applies, so settle writes nothing): the write commits.
          const answer = await settle(cart, `Coupon ${coupon.code} applied`, [], rows);
          await together(cart.trx, [cart.settingCoupon(coupon.id)], { commit: true });
          return answer;
        },
        (trx: Transaction<DB>) => [repos.carts.asking(trx, userId, code)] as const,
      );
    },

    removeCoupon: (userId: number, code: string) =>
      repos.carts.change(userId, async (cart) => {
        if (code.trim() === '') throw badRequest(SHOPPING_MESSAGES.enterCouponCode);
        const rows = await cart.read();
        if (!rows.coupon || rows.coupon.code !== code.trim().toUpperCase())
          throw notFound(`${code.trim().toUpperCase()} is not applied to your cart.`);
        await cart.setCoupon(null);
        return settle(cart, `Coupon ${rows.coupon.code} removed`, [], { ...rows, coupon: null, couponUsedByBuyer: 0 });
      }),
  };
  return service;
}

export type CartService = ReturnType<typeof createCartService>;
