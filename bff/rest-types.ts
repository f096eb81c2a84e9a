/** The REST backend's answers (SPEC §3, §7) as the BFF reads them: the types derived from the contract's schemas. */
import type { SignedIn, User } from '../domain/rest/accounts.js';
import type { RestBusinessProfile } from '../domain/rest/business.js';
import type { RestQuote } from '../domain/rest/quotes.js';
import type { RestClaim } from '../domain/rest/claims.js';
import type { RestCategory, RestProductDetail, ProductListResponse, RestReview, Variety } from '../domain/rest/catalogue.js';
import type { RestCart, CartAnswer, RestCartLine, WishlistEntry } from '../domain/rest/shopping.js';
import type {
  RestAddress,
  AddressList,
  BuyAnswer,
  RestCheckoutSummary,
  RestOrder,
  OrderChange,
  OrderPage,
  Pricing,
  ShippingOptionAnswer,
} from '../domain/rest/checkout.js';

export type {
  RestAddress,
  RestBusinessProfile,
  RestCart,
  RestCartLine,
  RestCategory,
  RestCheckoutSummary,
  RestClaim,
  RestOrder,
  RestQuote,
  RestReview,
};

export type RestVariety = Variety;
/** A product from the list, or from GET /product/{id} with its reviews in `rating`. */
export type RestProduct = Omit<RestProductDetail, 'rating' | 'reviewPages'> & { rating?: RestReview[]; reviewPages?: number };
export type RestProductPage = ProductListResponse;
export type RestUser = User;
export type RestSession = SignedIn;
export type RestCartChange = CartAnswer;
export type RestWishlistEntry = WishlistEntry;
export interface RestReviewPage {
  reviews: RestReview[];
  pages: number;
}
export type RestAddressList = AddressList;
export type RestShippingOption = ShippingOptionAnswer;
export type RestPricing = Pricing;
export type RestOrderPage = OrderPage;
export type RestPurchase = BuyAnswer;
export type RestOrderChange = OrderChange;
