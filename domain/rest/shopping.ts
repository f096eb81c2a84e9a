// The shopping calls of SPEC §7: wishlist, cart, coupons and reviews. Money is in rupees with two decimals here.
import { Type, type Static } from '@sinclair/typebox';
import { MAX_CART_QUANTITY } from '../shopping.js';
import { Product, RestReview } from './catalogue.js';
import { errors, Id, Nullable, PlainText } from './shared.js';

const signedInErrors = errors(400, 401, 404, 409);

/** A colour is named as the product shows it (SPEC §7 `color`). */
export const Color = PlainText(60, { minLength: 1 });
const Quantity = Type.Integer({ minimum: 1, maximum: MAX_CART_QUANTITY, description: 'Whole metres' });

export const WishlistEntry = Type.Object({ productId: Product, color: Nullable(Type.String()) });
export type WishlistEntry = Static<typeof WishlistEntry>;
const WishlistAnswer = Type.Object({
  message: Type.Optional(Type.String()),
  data: Type.Object({ products: Type.Array(WishlistEntry) }),
});
type WishlistAnswer = Static<typeof WishlistAnswer>;

export const wishlistSchema = { response: { 200: WishlistAnswer, ...signedInErrors } };
export const addToWishlistSchema = {
  body: Type.Object({ productId: Id, color: Type.Optional(Color) }, { additionalProperties: false }),
  response: { 200: WishlistAnswer, ...signedInErrors },
};
export const removeFromWishlistSchema = {
  querystring: Type.Object({ id: Id }),
  response: { 200: Type.Object({ msg: Type.String(), data: Type.Object({ products: Type.Array(WishlistEntry) }) }), ...signedInErrors },
};

export const RestCartLine = Type.Object({
  productId: Product,
  quantity: Type.Integer(),
  productColor: Type.String(),
  color: Type.String(),
  /** Rupees per metre now: the colour's discounted price if any, else its list price. */
  unitPrice: Type.Number(),
  /** unitPrice × quantity. */
  itemPrice: Type.Number(),
  /** The line's share of the cart after the coupon, when one is applied. */
  couponDiscountedPrice: Nullable(Type.Number()),
  appliedCoupon: Nullable(Type.Object({ code: Type.String() })),
  /** Metres of this colour in stock now. */
  stock: Type.Integer(),
  /** A free sample: one cutting, price 0, quantity 1, no stock taken. */
  isSample: Type.Boolean(),
  /** The accepted quote this line comes from: its metres are fixed, its price the quoted one; else null. */
  quoteId: Nullable(Type.String()),
  /** Metres of this fabric at list prices in the cart, over all its colours: what its price breaks count. */
  fabricMetres: Type.Integer(),
  /** The colour's price per metre before any break (rupees). */
  listPrice: Type.Number(),
  /** The break the fabric's metres reach, and the next one with the metres more it needs (none on quoted lines and samples). */
  appliedBreak: Nullable(Type.Object({ minMetres: Type.Integer(), price: Type.Number() })),
  nextBreak: Nullable(Type.Object({ minMetres: Type.Integer(), price: Type.Number(), metresMore: Type.Integer() })),
  /** The GST rate of the fabric's HSN heading, in percent (set in the console). */
  taxPercent: Type.Integer(),
});
export type RestCartLine = Static<typeof RestCartLine>;

export const RestCart = Type.Object({
  products: Type.Array(RestCartLine),
  subTotal: Type.Number(),
  discount: Type.Number(),
  totalPrice: Type.Number(),
  /** GST the invoice will charge on these lines (each at its heading's rate, after the coupon), before shipping. */
  tax: Type.Number(),
  /** The rates it is at, lowest first: those of lines with a value. */
  taxRates: Type.Array(Type.Integer()),
  /** totalPrice + tax: what the lines cost with GST, shipping chosen at checkout on top. */
  totalWithTax: Type.Number(),
  coupon: Nullable(Type.Object({ code: Type.String(), description: Type.String() })),
});
export type RestCart = Static<typeof RestCart>;

/** Every cart change answers the whole cart, and a notice when the change made a coupon fall off. */
export const CartAnswer = Type.Object({ msg: Type.String(), notice: Type.Optional(Type.String()), data: RestCart });
export type CartAnswer = Static<typeof CartAnswer>;

export const cartSchema = { response: { 200: Type.Object({ data: RestCart }), ...signedInErrors } };
export const totalPriceSchema = { response: { 200: Type.Object({ totalPrice: Type.Number() }), ...signedInErrors } };

const LineBody = Type.Object({ productId: Id, color: Color, quantity: Quantity }, { additionalProperties: false });
export const addToCartSchema = {
  body: LineBody,
  // SPEC §7: data is the cart's products; the totals come beside them.
  response: {
    200: Type.Object({ msg: Type.String(), notice: Type.Optional(Type.String()), data: Type.Array(RestCartLine), cart: RestCart }),
    ...signedInErrors,
  },
};
export const updateCartSchema = { body: LineBody, response: { 200: CartAnswer, ...signedInErrors } };
export const removeFromCartSchema = {
  /** quoteId names a line from an accepted quote: its metres cannot change, but it can be removed. */
  body: Type.Object({ productId: Id, color: Color, quoteId: Type.Optional(Id) }, { additionalProperties: false }),
  response: { 200: CartAnswer, ...signedInErrors },
};
export const moveToCartSchema = addToCartSchema;

export const couponSchema = {
  body: Type.Object({ couponCode: PlainText(40) }, { additionalProperties: false }),
  response: { 200: CartAnswer, ...signedInErrors },
};

/** POST /product/addReview is multipart; its answer is the review as the product shows it. */
export const addReviewSchema = {
  response: { 200: Type.Object({ message: Type.String(), data: RestReview }), ...errors(400, 401, 404, 413) },
};

// 'Tell me when it is back': POST /api/user/stock-alert { productId, color } for a sold-out colour.
export const stockAlertSchema = {
  body: Type.Object({ productId: Id, color: Color }, { additionalProperties: false }),
  response: { 200: Type.Object({ msg: Type.String() }), ...signedInErrors },
};
