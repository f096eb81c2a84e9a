/** SPEC §4, §5, §8, §9 rules and messages of shopping: cart, wishlist, coupons, product detail, reviews. */
import { minimumOrderMessage } from './price-breaks.js';

/**
 * The most one order (a cart's subtotal, before coupon, shipping and tax) may come to: ₹1 crore. Larger orders are
 * arranged with the mill; with tax and shipping an order stays within the 32-bit paise its columns hold.
 */
export const MAX_ORDER_PAISE = 1_000_000_000;
export const ORDER_CEILING_MESSAGE = 'One order may be at most ₹1,00,00,000. For more, please contact us for a quote.';

/** Metres of one colour a cart line may hold (stock limits it first). */
export const MAX_CART_QUANTITY = 100_000;
export const MIN_CART_QUANTITY = 1;
export const MAX_REVIEW_IMAGES = 5;
export const MAX_REVIEW_LENGTH = 2000;
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** The largest upload request: five pictures, the other fields, and the parts' own headers. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_REVIEW_IMAGES * MAX_PICTURE_BYTES + 256 * 1024;
/** Upload bytes one process receives at once (six of the largest requests); more are asked to try again. */
export const UPLOADS_IN_FLIGHT_BYTES = 6 * MAX_UPLOAD_REQUEST_BYTES;
/** Reviews shown at first, and how many more each Load More shows. */
export const REVIEWS_SHOWN_FIRST = 2;
export const REVIEWS_PER_LOAD_MORE = 3;
/** The product gallery moves to its next picture after this long. */
export const GALLERY_ROTATION_MS = 8000;
export const CART_DESCRIPTION_LENGTH = 100;

export const SHOPPING_MESSAGES = {
  addedToCart: 'Added to cart',
  outOfStock: 'Out of Stock',
  fillAllDetails: 'Please Fill All Details',
  addedToWishlist: 'Added to wishlist',
  removedFromWishlist: 'Removed from wishlist',
  wishlistFailed: 'SomeThing Went Wrong',
  somethingWentWrong: 'Something went wrong',
  enterCouponCode: 'Please enter coupon code',
  reviewAdded: 'Review Added Successfully',
  reviewFailed: 'Failed to add review',
  tooManyImages: 'You can only upload 5 images',
} as const;

/** Asking for more metres than a colour has: how many it has (SPEC §8's 'Out of Stock' when none). */
export function stockLeftMessage(stock: number): string {
  return stock > 0 ? `Only ${stock} ${stock === 1 ? 'metre' : 'metres'} in stock` : SHOPPING_MESSAGES.outOfStock;
}

/** More metres of a colour than its stock leaves beside the metres an accepted quote in the cart already holds of it. */
export function quotedShortMessage(color: string, stock: number, quotedMetres: number): string {
  const left = Math.max(0, stock - quotedMetres);
  return `Your cart already holds ${quotedMetres} m of ${color} at a quoted price: ${left > 0 ? `only ${left} m more are` : 'no more metres are'} in stock.`;
}

/** Typed metres that are not a whole number of at least one. */
const WHOLE_METRES_MESSAGE = 'Enter whole metres, at least 1';

/** Why these typed metres of a colour with this stock cannot go in the cart, or null when they can. */
export function metresProblem(quantity: number, stock: number, minimum = MIN_CART_QUANTITY): string | null {
  if (!Number.isInteger(quantity) || quantity < MIN_CART_QUANTITY) return WHOLE_METRES_MESSAGE;
  if (quantity < minimum) return minimumOrderMessage(minimum);
  return quantity > stock ? stockLeftMessage(stock) : null;
}

/** The SPEC §4 rating summary bands, best first. */
export const RATING_BANDS = [
  { stars: 5, label: 'Excellent' },
  { stars: 4, label: 'Good' },
  { stars: 3, label: 'Average' },
  { stars: 2, label: 'Below Average' },
  { stars: 1, label: 'Poor' },
] as const;
