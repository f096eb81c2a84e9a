/** The REST backend's answers (SPEC §3, §7) as the BFF reads them: the types derived from the contract's schemas. */
import type { SignedIn, User } from '../domain/rest/accounts.js';
import type { Category, ProductDetail, ProductListResponse, Review, Variety } from '../domain/rest/catalogue.js';
import type { Cart, CartAnswer, CartLine, WishlistEntry } from '../domain/rest/shopping.js';
import type {
  Address,
  AddressList,
  BuyAnswer,
  CheckoutSummary,
  Order,
  OrderChange,
  OrderPage,
  Pricing,
  ShippingOptionAnswer,
} from '../domain/rest/checkout.js';

export type RestVariety = Variety;
export type RestReview = Review;
/** A product from the list, or from GET /product/{id} with its reviews in `rating`. */
export type RestProduct = Omit<ProductDetail, 'rating' | 'reviewPages'> & { rating?: Review[]; reviewPages?: number };
export type RestProductPage = ProductListResponse;
export type RestCategory = Category;
export type RestUser = User;
export type RestSession = SignedIn;
export type RestCart = Cart;
export type RestCartLine = CartLine;
export type RestCartChange = CartAnswer;
export type RestWishlistEntry = WishlistEntry;
export interface RestReviewPage {
  reviews: Review[];
  pages: number;
}
export type RestAddress = Address;
export type RestAddressList = AddressList;
export type RestShippingOption = ShippingOptionAnswer;
export type RestPricing = Pricing;
export type RestCheckoutSummary = CheckoutSummary;
export type RestOrder = Order;
export type RestOrderPage = OrderPage;
export type RestPurchase = BuyAnswer;
export type RestOrderChange = OrderChange;
