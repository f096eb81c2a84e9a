import type {
  GraphQLResolveInfo,
  GraphQLScalarType,
  GraphQLScalarTypeConfig,
} from "graphql";
import type {
  RestProduct,
  RestVariety,
  RestReview,
  RestCategory,
  RestProductPage,
  RestUser,
  RestCart,
  RestCartLine,
  RestCartChange,
  RestWishlistEntry,
  RestReviewPage,
  RestAddress,
  RestAddressList,
  RestShippingOption,
  RestPricing,
  RestCheckoutSummary,
  RestOrder,
  RestOrderPage,
  RestPurchase,
  RestOrderChange,
  RestQuote,
  RestClaim,
} from "./rest-types.js";
import type { MercuriusContext } from "mercurius";
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = {
  [K in keyof T]: T[K];
};
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & {
  [SubKey in K]?: Maybe<T[SubKey]>;
};
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & {
  [SubKey in K]: Maybe<T[SubKey]>;
};
export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) =>
  | Promise<import("mercurius-codegen").DeepPartial<TResult>>
  | import("mercurius-codegen").DeepPartial<TResult>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & {
  [P in K]-?: NonNullable<T[P]>;
};
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: string;
  String: string;
  Boolean: boolean;
  Int: number;
  Float: number;
  /** The `Upload` scalar type represents a file upload. */
  Upload: any;
  _FieldSet: any;
};

export type User = {
  __typename?: "User";
  id: Scalars["ID"];
  name: Scalars["String"];
  email: Scalars["String"];
  phone?: Maybe<Scalars["String"]>;
  /** YYYY-MM-DD */
  dob?: Maybe<Scalars["String"]>;
  profilePicture?: Maybe<Scalars["String"]>;
  /** The account is an operator's (listed in the server's ADMIN_EMAILS): the storefront links to the console. */
  operator: Scalars["Boolean"];
  business: BusinessProfile;
  addresses: Array<Address>;
  orders: OrderPage;
  claim?: Maybe<Claim>;
  /** The buyer's company account; null when they are in none. */
  company?: Maybe<Company>;
  /** The buyer's quotes, newest first. */
  quotes: QuotePage;
  quote?: Maybe<Quote>;
  cart: Cart;
  wishlist: Array<WishlistItem>;
};

export type UserordersArgs = {
  page?: InputMaybe<Scalars["Int"]>;
  limit?: InputMaybe<Scalars["Int"]>;
};

export type UserclaimArgs = {
  id: Scalars["ID"];
};

export type UserquotesArgs = {
  page?: InputMaybe<Scalars["Int"]>;
  limit?: InputMaybe<Scalars["Int"]>;
};

export type UserquoteArgs = {
  id: Scalars["ID"];
};

/** A signed-in session: the token goes in the authorization header of later requests, without a Bearer prefix. */
export type Session = {
  __typename?: "Session";
  token: Scalars["String"];
  user: User;
  message: Scalars["String"];
};

/** The same answer whether or not the email has an account. */
export type CodeSent = {
  __typename?: "CodeSent";
  message: Scalars["String"];
  /** Send it back with the code: the code can only be tried with the challenge its request was given. */
  challenge: Scalars["String"];
  /** The code itself, only where the server is set to show it (OTP_IN_RESPONSE, never in production). */
  otp?: Maybe<Scalars["String"]>;
};

export type Location = {
  __typename?: "Location";
  postal?: Maybe<Scalars["String"]>;
  city?: Maybe<Scalars["String"]>;
  country?: Maybe<Scalars["String"]>;
};

export type Mutation = {
  __typename?: "Mutation";
  requestSignupCode: CodeSent;
  requestLoginCode: CodeSent;
  verifySignupCode: Session;
  verifyLoginCode: Session;
  signIn: Session;
  googleSignIn: Session;
  facebookSignIn: Session;
  /** The picture is an image file (JPEG, PNG or WebP, at most 5 MB), sent as a multipart upload. */
  updateProfile: User;
  logout: Scalars["Boolean"];
  saveBusinessProfile: BusinessProfileChange;
  /** The order's fabric and colour at the same metres into the cart (another buyer's order is NOT_FOUND); at a changed price only with confirmPrice. */
  reorder: Reorder;
  /** A productId,color,metres sheet (header row, at most 200 rows) into the cart; dryRun previews and changes nothing. */
  quickOrder: QuickOrder;
  /** A free sample of a colour into the cart: one per colour, once ever per buyer and colour, at most 5 in a cart. */
  addSample: CartChange;
  removeSample: CartChange;
  addAddress: AddressBookChange;
  editAddress: AddressBookChange;
  selectAddress: AddressBookChange;
  deleteAddress: AddressBookChange;
  /** 'UPI', 'Credit Card' or 'Cash on Delivery'. The same idempotencyKey within 24 h answers the first result again. */
  placeOrder: Purchase;
  cancelOrder: OrderChange;
  /** Report a problem with a delivered order's uncut fabric: kind, metres, roll or lot, a note and up to 5 photos (multipart upload). */
  openClaim: ClaimChange;
  writeClaimMessage: ClaimChange;
  /** The buyer's business profile becomes a company, with them as its Owner. */
  createCompany: CompanyChange;
  /** The Owner invites an email as a role; the link mailed works once, for 7 days. */
  inviteToCompany: CompanyChange;
  /** The signed-in buyer joins the company whose invitation the token is. */
  acceptCompanyInvitation: CompanyChange;
  /** The Owner withdraws a waiting invitation: its link stops working. */
  withdrawCompanyInvitation: CompanyChange;
  /** The Owner mails a waiting invitation again, with a new link for 7 days; the earlier link stops working. */
  resendCompanyInvitation: CompanyChange;
  /** The Owner changes a member's role or limits (null clears a limit; a field left out is kept). */
  updateCompanyMember: CompanyChange;
  removeCompanyMember: CompanyChange;
  approveOrder: ApprovalChange;
  rejectOrder: ApprovalChange;
  /** The buyer who asked takes back their own order while it awaits approval: it is never placed. */
  withdrawApproval: ApprovalChange;
  /** A payment the company made (UPI, NEFT or RTGS with its reference), against one or several invoices; it counts once FabricMart confirms it. */
  reportPayment: LedgerChange;
  /** Ask for a price: lines of fabric, colour and metres (from the fabric's minimum), with a note and a date. */
  requestQuote: QuoteChange;
  /** Ask for a price of the cart's metre lines. */
  requestQuoteFromCart: QuoteChange;
  writeQuoteMessage: QuoteChange;
  /** Accept a priced quote: its priced lines go into the cart at the quoted prices. */
  acceptQuote: QuoteChange;
  rejectQuote: QuoteChange;
  /** Ask again with changed lines: back to Requested. */
  reviseQuote: QuoteChange;
  addToCart: CartChange;
  updateCartLine: CartChange;
  /** A line from an accepted quote names its quote. */
  removeFromCart: CartChange;
  applyCoupon: CartChange;
  removeCoupon: CartChange;
  addToWishlist: Array<WishlistItem>;
  removeFromWishlist: Array<WishlistItem>;
  /** Into the cart and out of the wishlist, or neither. */
  moveToCart: CartChange;
  /** A rating of 1-5 stars, the review's text, a free-text order id and up to 5 photos (multipart upload). */
  addReview: Review;
  /** 'Tell me when it is back' for a sold-out colour: what the shop will do, in a sentence. */
  askWhenBack: Scalars["String"];
  /** The support and contact forms (SPEC §7 POST /user/support); open to signed-out senders. Answers the server's message. */
  submitSupport: Scalars["String"];
};

export type MutationrequestSignupCodeArgs = {
  email: Scalars["String"];
};

export type MutationrequestLoginCodeArgs = {
  email: Scalars["String"];
};

export type MutationverifySignupCodeArgs = {
  email: Scalars["String"];
  otp: Scalars["String"];
  challenge?: InputMaybe<Scalars["String"]>;
  name: Scalars["String"];
  phone: Scalars["String"];
  password: Scalars["String"];
};

export type MutationverifyLoginCodeArgs = {
  email: Scalars["String"];
  otp: Scalars["String"];
  challenge?: InputMaybe<Scalars["String"]>;
};

export type MutationsignInArgs = {
  email: Scalars["String"];
  password: Scalars["String"];
};

export type MutationgoogleSignInArgs = {
  accessToken: Scalars["String"];
};

export type MutationfacebookSignInArgs = {
  accessToken: Scalars["String"];
};

export type MutationupdateProfileArgs = {
  name: Scalars["String"];
  dob?: InputMaybe<Scalars["String"]>;
  picture?: InputMaybe<Scalars["Upload"]>;
};

export type MutationsaveBusinessProfileArgs = {
  profile: BusinessProfileInput;
};

export type MutationreorderArgs = {
  orderId: Scalars["ID"];
  confirmPrice?: InputMaybe<Scalars["Float"]>;
};

export type MutationquickOrderArgs = {
  csv: Scalars["String"];
  dryRun: Scalars["Boolean"];
};

export type MutationaddSampleArgs = {
  productId: Scalars["ID"];
  color: Scalars["String"];
};

export type MutationremoveSampleArgs = {
  productId: Scalars["ID"];
  color: Scalars["String"];
};

export type MutationaddAddressArgs = {
  address: AddressInput;
};

export type MutationeditAddressArgs = {
  id: Scalars["ID"];
  address: AddressInput;
};

export type MutationselectAddressArgs = {
  id: Scalars["ID"];
};

export type MutationdeleteAddressArgs = {
  id: Scalars["ID"];
};

export type MutationplaceOrderArgs = {
  paymentMethod: Scalars["String"];
  shipping?: InputMaybe<ShippingInput>;
  card?: InputMaybe<CardInput>;
  upiId?: InputMaybe<Scalars["String"]>;
  expectedTotal?: InputMaybe<Scalars["Float"]>;
  idempotencyKey: Scalars["String"];
  poNumber?: InputMaybe<Scalars["String"]>;
  requestedDelivery?: InputMaybe<Scalars["String"]>;
};

export type MutationcancelOrderArgs = {
  id: Scalars["ID"];
  message?: InputMaybe<Scalars["String"]>;
};

export type MutationopenClaimArgs = {
  orderId: Scalars["ID"];
  kind: Scalars["String"];
  metres: Scalars["Int"];
  lot?: InputMaybe<Scalars["String"]>;
  note: Scalars["String"];
  uncut: Scalars["Boolean"];
  photos?: InputMaybe<Array<Scalars["Upload"]>>;
};

export type MutationwriteClaimMessageArgs = {
  id: Scalars["ID"];
  text: Scalars["String"];
};

export type MutationinviteToCompanyArgs = {
  email: Scalars["String"];
  role: Scalars["String"];
};

export type MutationacceptCompanyInvitationArgs = {
  token: Scalars["String"];
};

export type MutationwithdrawCompanyInvitationArgs = {
  id: Scalars["ID"];
};

export type MutationresendCompanyInvitationArgs = {
  id: Scalars["ID"];
};

export type MutationupdateCompanyMemberArgs = {
  userId: Scalars["ID"];
  role?: InputMaybe<Scalars["String"]>;
  orderLimit?: InputMaybe<Scalars["Float"]>;
  monthlyLimit?: InputMaybe<Scalars["Float"]>;
};

export type MutationremoveCompanyMemberArgs = {
  userId: Scalars["ID"];
};

export type MutationapproveOrderArgs = {
  id: Scalars["ID"];
};

export type MutationrejectOrderArgs = {
  id: Scalars["ID"];
  reason: Scalars["String"];
};

export type MutationwithdrawApprovalArgs = {
  id: Scalars["ID"];
};

export type MutationreportPaymentArgs = {
  amount: Scalars["Float"];
  method: Scalars["String"];
  reference: Scalars["String"];
  allocations: Array<PaymentAllocationInput>;
};

export type MutationrequestQuoteArgs = {
  lines: Array<QuoteLineInput>;
  note?: InputMaybe<Scalars["String"]>;
  neededBy?: InputMaybe<Scalars["String"]>;
};

export type MutationrequestQuoteFromCartArgs = {
  note?: InputMaybe<Scalars["String"]>;
  neededBy?: InputMaybe<Scalars["String"]>;
};

export type MutationwriteQuoteMessageArgs = {
  id: Scalars["ID"];
  text: Scalars["String"];
};

export type MutationacceptQuoteArgs = {
  id: Scalars["ID"];
};

export type MutationrejectQuoteArgs = {
  id: Scalars["ID"];
};

export type MutationreviseQuoteArgs = {
  id: Scalars["ID"];
  lines: Array<QuoteLineInput>;
};

export type MutationaddToCartArgs = {
  productId: Scalars["ID"];
  color: Scalars["String"];
  quantity: Scalars["Int"];
};

export type MutationupdateCartLineArgs = {
  productId: Scalars["ID"];
  color: Scalars["String"];
  quantity: Scalars["Int"];
};

export type MutationremoveFromCartArgs = {
  productId: Scalars["ID"];
  color: Scalars["String"];
  quoteId?: InputMaybe<Scalars["ID"]>;
};

export type MutationapplyCouponArgs = {
  code: Scalars["String"];
};

export type MutationremoveCouponArgs = {
  code: Scalars["String"];
};

export type MutationaddToWishlistArgs = {
  productId: Scalars["ID"];
  color?: InputMaybe<Scalars["String"]>;
};

export type MutationremoveFromWishlistArgs = {
  productId: Scalars["ID"];
};

export type MutationmoveToCartArgs = {
  productId: Scalars["ID"];
  color: Scalars["String"];
  quantity: Scalars["Int"];
};

export type MutationaddReviewArgs = {
  productId: Scalars["ID"];
  rating: Scalars["Int"];
  review: Scalars["String"];
  orderId?: InputMaybe<Scalars["String"]>;
  images?: InputMaybe<Array<Scalars["Upload"]>>;
};

export type MutationaskWhenBackArgs = {
  productId: Scalars["ID"];
  color: Scalars["String"];
};

export type MutationsubmitSupportArgs = {
  name: Scalars["String"];
  contactDetails: Scalars["String"];
  message: Scalars["String"];
};

/** A buyer's business: company, GSTIN and billing address, for the tax invoice. Every field is null until saved. */
export type BusinessProfile = {
  __typename?: "BusinessProfile";
  companyName?: Maybe<Scalars["String"]>;
  /** The 15-character GSTIN in capitals; null for a business not registered for GST. */
  gstin?: Maybe<Scalars["String"]>;
  address?: Maybe<Scalars["String"]>;
  city?: Maybe<Scalars["String"]>;
  /** The state's name, as the GST state list spells it. */
  state?: Maybe<Scalars["String"]>;
  /** The state's two-digit GST code. */
  stateCode?: Maybe<Scalars["String"]>;
  pinCode?: Maybe<Scalars["String"]>;
};

/** A GSTIN, when given, must pass its checksum and be registered in the billing state. */
export type BusinessProfileInput = {
  companyName: Scalars["String"];
  gstin?: InputMaybe<Scalars["String"]>;
  address: Scalars["String"];
  city: Scalars["String"];
  state: Scalars["String"];
  pinCode: Scalars["String"];
};

export type BusinessProfileChange = {
  __typename?: "BusinessProfileChange";
  message: Scalars["String"];
  profile: BusinessProfile;
};

export type ReorderedLine = {
  __typename?: "ReorderedLine";
  productId: Scalars["ID"];
  color: Scalars["String"];
  metres: Scalars["Int"];
};

export type SkippedLine = {
  __typename?: "SkippedLine";
  productId: Scalars["ID"];
  color: Scalars["String"];
  /** Why it was left out: no longer sold, or not enough metres in stock. */
  reason: Scalars["String"];
};

/** Order again: what went into the cart at today's prices, what did not and why, and the cart now. */
export type Reorder = {
  __typename?: "Reorder";
  message: Scalars["String"];
  notice?: Maybe<Scalars["String"]>;
  added: Array<ReorderedLine>;
  skipped: Array<SkippedLine>;
  /** The price a metre differs from the order's: nothing was added; reorder again with confirmPrice: now to add at it. */
  priceChange?: Maybe<ReorderPriceChange>;
  cart: Cart;
};

/** Rupees a metre: what the order paid, and the cart's price now (its price breaks counted). */
export type ReorderPriceChange = {
  __typename?: "ReorderPriceChange";
  was: Scalars["Float"];
  now: Scalars["Float"];
  /** The order was bought at a quote's price. */
  quoted: Scalars["Boolean"];
};

/** One row of a quick order sheet: 'ok', or 'refused' with why. */
export type QuickOrderRow = {
  __typename?: "QuickOrderRow";
  /** The row number a spreadsheet shows (the header is row 1). */
  row: Scalars["Int"];
  productId: Scalars["String"];
  /** The fabric's name, when the row names a fabric on sale. */
  name?: Maybe<Scalars["String"]>;
  /** The colour as the catalogue names it when the row matched one (ignoring case), else as typed. */
  color: Scalars["String"];
  metres: Scalars["String"];
  status: Scalars["String"];
  reason?: Maybe<Scalars["String"]>;
};

export type QuickOrder = {
  __typename?: "QuickOrder";
  message: Scalars["String"];
  dryRun: Scalars["Boolean"];
  rows: Array<QuickOrderRow>;
  cart: Cart;
};

export type Query = {
  __typename?: "Query";
  /** One page of products matching every given filter, newest first. */
  products: ProductPage;
  product?: Maybe<Product>;
  categories: Array<Category>;
  categoryNames: Array<Scalars["String"]>;
  /** The signed-in user, or null without a token; an expired or revoked token is an UNAUTHENTICATED error. */
  viewer?: Maybe<User>;
  /** Approximate location of a signed-in buyer; null when signed out or when the lookup fails. */
  location?: Maybe<Location>;
  checkoutSummary: CheckoutSummary;
  mapSettings: MapSettings;
  /** The address at a point, for a signed-in buyer; null when the service does not know or cannot be reached. */
  reverseGeocode?: Maybe<GeocodedAddress>;
  /** An invitation's link, read before signing in; null for a token that names none. */
  companyInvitation?: Maybe<InvitationPreview>;
  /** A page of a product's reviews, newest first (the product itself carries the first page). */
  productReviews: ReviewPage;
};

export type QueryproductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<Scalars["Int"]>;
  limit?: InputMaybe<Scalars["Int"]>;
};

export type QueryproductArgs = {
  id: Scalars["ID"];
};

export type QuerycheckoutSummaryArgs = {
  shipping?: InputMaybe<Scalars["ID"]>;
};

export type QueryreverseGeocodeArgs = {
  latitude: Scalars["Float"];
  longitude: Scalars["Float"];
};

export type QuerycompanyInvitationArgs = {
  token: Scalars["String"];
};

export type QueryproductReviewsArgs = {
  productId: Scalars["ID"];
  page?: InputMaybe<Scalars["Int"]>;
  limit?: InputMaybe<Scalars["Int"]>;
};

/** Filters of SPEC §3. Empty or missing values do not filter. */
export type ProductFilter = {
  /** A price range in rupees as min-max, or min- for 'and above'. */
  price?: InputMaybe<Scalars["String"]>;
  /** Minimum average rating, 1 to 5; 0 means any. */
  rating?: InputMaybe<Scalars["Int"]>;
  todaysDeals?: InputMaybe<Scalars["Boolean"]>;
  categories?: InputMaybe<Array<Scalars["String"]>>;
  subCategories?: InputMaybe<Array<Scalars["String"]>>;
  /** Heaviest GSM wanted, 50 to 400. */
  weight?: InputMaybe<Scalars["Int"]>;
  count?: InputMaybe<Scalars["String"]>;
  construction?: InputMaybe<Scalars["String"]>;
  endUse?: InputMaybe<Array<Scalars["String"]>>;
  search?: InputMaybe<Scalars["String"]>;
  /** The order: newest (the default), price-asc, price-desc or rating (best rated first). */
  sort?: InputMaybe<Scalars["String"]>;
};

export type ProductPage = {
  __typename?: "ProductPage";
  data: Array<Product>;
  totalProducts: Scalars["Int"];
  totalPage: Scalars["Int"];
};

export type Product = {
  __typename?: "Product";
  id: Scalars["ID"];
  name: Scalars["String"];
  description: Scalars["String"];
  category: Scalars["String"];
  subCategory?: Maybe<Scalars["String"]>;
  fabricType: Scalars["String"];
  pattern: Scalars["String"];
  count: Scalars["String"];
  construction: Scalars["String"];
  endUse?: Maybe<Scalars["String"]>;
  /** GSM */
  weight: Scalars["Int"];
  widthInches: Scalars["Int"];
  averageRating: Scalars["Float"];
  reviewCount: Scalars["Int"];
  /** The fewest metres a cart line of this fabric may hold; samples are exempt. */
  minOrderMetres: Scalars["Int"];
  varieties: Array<ProductVariety>;
  /** The newest reviews (on the product's own page, its first page of reviews). */
  reviews: Array<Review>;
  /** Pages of reviews there are (on the product's own page). */
  reviewPages?: Maybe<Scalars["Int"]>;
};

export type ProductVariety = {
  __typename?: "ProductVariety";
  id: Scalars["ID"];
  color: Scalars["String"];
  colorCode: Scalars["String"];
  images: Array<Scalars["String"]>;
  stock: Scalars["Int"];
  /** Rupees per metre. */
  pricePerMetre: Scalars["Float"];
  discountedPrice?: Maybe<Scalars["Float"]>;
  /** What the buyer pays per metre: the discounted price if any, else the list price. */
  price: Scalars["Float"];
  /** Price breaks: from minMetres up, a metre costs price; ascending, each cheaper than the one before. */
  priceTiers: Array<PriceTier>;
};

export type PriceTier = {
  __typename?: "PriceTier";
  minMetres: Scalars["Int"];
  /** Rupees per metre from minMetres up. */
  price: Scalars["Float"];
};

export type Review = {
  __typename?: "Review";
  id: Scalars["ID"];
  rating: Scalars["Int"];
  review: Scalars["String"];
  date: Scalars["String"];
  images: Array<Scalars["String"]>;
  userName: Scalars["String"];
  userPicture?: Maybe<Scalars["String"]>;
  /** The order id given with it is one of the reviewer's orders of this product. */
  verifiedPurchase: Scalars["Boolean"];
};

export type Category = {
  __typename?: "Category";
  id: Scalars["ID"];
  name: Scalars["String"];
  subCategories: Array<Scalars["String"]>;
};

/** A delivery address (SPEC §3); the selected one is where Place Order delivers. */
export type Address = {
  __typename?: "Address";
  id: Scalars["ID"];
  name: Scalars["String"];
  tag?: Maybe<Scalars["String"]>;
  address: Scalars["String"];
  city: Scalars["String"];
  state: Scalars["String"];
  pinCode?: Maybe<Scalars["String"]>;
  /** The 10-digit phone number for this address (SPEC alternativePhoneNumber). */
  phone: Scalars["String"];
  country: Scalars["String"];
  selected: Scalars["Boolean"];
};

export type AddressInput = {
  /** Empty: the buyer's name. */
  name?: InputMaybe<Scalars["String"]>;
  tag?: InputMaybe<Scalars["String"]>;
  address: Scalars["String"];
  city: Scalars["String"];
  state: Scalars["String"];
  pinCode?: InputMaybe<Scalars["String"]>;
  phone: Scalars["String"];
  country: Scalars["String"];
};

/** What a change to the address book answers: the server's message and the whole book. */
export type AddressBookChange = {
  __typename?: "AddressBookChange";
  message: Scalars["String"];
  addresses: Array<Address>;
};

/** A shipping option as the server prices it (SPEC §9). */
export type ShippingOption = {
  __typename?: "ShippingOption";
  id: Scalars["ID"];
  name: Scalars["String"];
  description: Scalars["String"];
  price: Scalars["Float"];
  estimatedDelivery: Scalars["String"];
  requiresDateSelection: Scalars["Boolean"];
};

/** Rupees: subtotal, coupon discount, shipping, GST at each line's HSN rate and the total (SPEC §9). */
export type PriceBreakdown = {
  __typename?: "PriceBreakdown";
  subTotal: Scalars["Float"];
  discount: Scalars["Float"];
  shipping: Scalars["Float"];
  tax: Scalars["Float"];
  total: Scalars["Float"];
  /** The GST rates the tax is at, in percent, lowest first (by each line's HSN heading). */
  taxRates: Array<Scalars["Int"]>;
};

/** The payment step in one round trip: the cart, the selected address, the shipping options and the price. */
export type CheckoutSummary = {
  __typename?: "CheckoutSummary";
  cart: Cart;
  address?: Maybe<Address>;
  shippingOptions: Array<ShippingOption>;
  shipping: Scalars["ID"];
  pricing: PriceBreakdown;
  /** Pay on account, offered to a member of a company on Net terms; null otherwise. */
  onAccount?: Maybe<OnAccountOffer>;
  /** Said before Place Order: the order is above the Buyer's limits and goes to an Approver; null when it is not. */
  approval?: Maybe<ApprovalAhead>;
};

/** An order that will wait for approval: why, the sentence to show, and the payment methods that fit it. */
export type ApprovalAhead = {
  __typename?: "ApprovalAhead";
  why: Scalars["String"];
  message: Scalars["String"];
  methods: Array<Scalars["String"]>;
};

/** Pay on account for this order: the company's terms, the credit available now, any hold, the day it would fall due. */
export type OnAccountOffer = {
  __typename?: "OnAccountOffer";
  company: Scalars["String"];
  terms: Scalars["String"];
  available: Scalars["Float"];
  holdReason?: Maybe<Scalars["String"]>;
  dueDate: Scalars["String"];
};

/** How an order left the mill: its consignment's transporter or courier, LR or AWB number, vehicle and day. */
export type Dispatch = {
  __typename?: "Dispatch";
  transporter: Scalars["String"];
  lrNumber: Scalars["String"];
  vehicleNumber?: Maybe<Scalars["String"]>;
  /** YYYY-MM-DD */
  date: Scalars["String"];
  /** A consignment worth more than ₹50,000 moves with an e-way bill: its number, and when it stops being valid (ISO). */
  ewayBillNumber?: Maybe<Scalars["String"]>;
  ewayBillValidUntil?: Maybe<Scalars["String"]>;
  /** The transporter's page that follows it, when one is configured for that transporter. */
  trackingUrl?: Maybe<Scalars["String"]>;
  /** Photos of the consignment as it left (the bales, the loaded truck, the LR copy). */
  photos: Array<Scalars["String"]>;
};

export type TrackingEntry = {
  __typename?: "TrackingEntry";
  status: Scalars["String"];
  message: Scalars["String"];
  time: Scalars["String"];
  isError: Scalars["Boolean"];
  isActive: Scalars["Boolean"];
};

export type OrderItem = {
  __typename?: "OrderItem";
  name: Scalars["String"];
  description: Scalars["String"];
  quantity: Scalars["Int"];
  price: Scalars["Float"];
  color: Scalars["String"];
  image?: Maybe<Scalars["String"]>;
  /** A free sample cutting (price 0). */
  isSample: Scalars["Boolean"];
};

export type ShippingAddress = {
  __typename?: "ShippingAddress";
  fullName: Scalars["String"];
  phone: Scalars["String"];
  address: Scalars["String"];
  city: Scalars["String"];
  state: Scalars["String"];
  pinCode?: Maybe<Scalars["String"]>;
  country: Scalars["String"];
};

/** One cart line, placed (SPEC §3 Order). */
export type Order = {
  __typename?: "Order";
  id: Scalars["ID"];
  orderId: Scalars["String"];
  purchaseId: Scalars["String"];
  /** The GST tax invoice's number, FM/2627/000123 (the PDF is GET /api/order/{id}/invoice.pdf). */
  invoiceNumber: Scalars["String"];
  /** The GST credit note its cancellation issued, CN/2627/000001 (the PDF is GET /api/credit-note/{creditNoteId}.pdf). */
  creditNoteNumber?: Maybe<Scalars["String"]>;
  creditNoteId?: Maybe<Scalars["ID"]>;
  /** The invoice's IRN (64 hex) once the registration portal registered it (a B2B invoice of an e-invoicing supplier). */
  irn?: Maybe<Scalars["String"]>;
  /** The signed QR code the portal returned with the IRN (a JWT, RS256), verifiable with GET /api/einvoice/public-key. */
  signedQrCode?: Maybe<Scalars["String"]>;
  /** Its IRN was cancelled at the portal with the whole purchase: the invoice is void. */
  irnCancelled: Scalars["Boolean"];
  productId: Scalars["ID"];
  item: OrderItem;
  /** The latest tracking entry's status, or Pending. */
  status: Scalars["String"];
  delayed: Scalars["Boolean"];
  cancellable: Scalars["Boolean"];
  tracking: Array<TrackingEntry>;
  shipmentDate: Scalars["String"];
  estimatedDelivery: Scalars["String"];
  shippingOption: Scalars["String"];
  shippingAddress: ShippingAddress;
  paymentMethod: Scalars["String"];
  /** The coupon that discounted this line: coupons apply to list-price lines only, so never to a quoted line. */
  couponCode?: Maybe<Scalars["String"]>;
  /** The accepted quote whose negotiated price this line was bought at. */
  quoteId?: Maybe<Scalars["ID"]>;
  /** The buyer's purchase order number and the day (YYYY-MM-DD) they asked for delivery, when given at checkout. */
  poNumber?: Maybe<Scalars["String"]>;
  requestedDelivery?: Maybe<Scalars["String"]>;
  pricing: PriceBreakdown;
  createdAt: Scalars["String"];
  /** From Shipped on: how it left the mill. */
  dispatch?: Maybe<Dispatch>;
  /** Its latest fabric claim, if any. */
  claim?: Maybe<OrderClaim>;
  /** Until when a claim may be opened on it (delivered, not a sample, within the claim window, metres left to claim); else null. */
  claimUntil?: Maybe<Scalars["String"]>;
  /** The metres a claim may still be about: the order's less what earlier claims made good (refunded, credited, replaced). */
  claimableMetres: Scalars["Int"];
};

export type OrderPage = {
  __typename?: "OrderPage";
  orders: Array<Order>;
  totalPages: Scalars["Int"];
  totalItems: Scalars["Int"];
};

/** What Place Order answers: one order per cart line, and the purchase's price. */
export type Purchase = {
  __typename?: "Purchase";
  message: Scalars["String"];
  purchaseId: Scalars["ID"];
  orders: Array<Order>;
  pricing: PriceBreakdown;
  /** Set when the order is above the buyer's limits and waits for their company's approval: nothing is placed (purchaseId is empty, orders are none, pricing is zero) and message says why. */
  approvalId?: Maybe<Scalars["ID"]>;
};

export type OrderChange = {
  __typename?: "OrderChange";
  message: Scalars["String"];
  order: Order;
};

export type CardInput = {
  number: Scalars["String"];
  /** MM/YY */
  expiry: Scalars["String"];
  cvv: Scalars["String"];
  name: Scalars["String"];
};

export type ShippingInput = {
  id: Scalars["ID"];
  /** YYYY-MM-DD, for scheduled shipping. */
  selectedDate?: InputMaybe<Scalars["String"]>;
};

/** Where the address popup's map tab gets its tiles (MAP_TILE_URL); {z}, {x}, {y} and {s} are Leaflet's placeholders. */
export type MapSettings = {
  __typename?: "MapSettings";
  tileUrl: Scalars["String"];
  attribution: Scalars["String"];
};

/** The address at a point picked on the map (any part may be unknown). */
export type GeocodedAddress = {
  __typename?: "GeocodedAddress";
  address?: Maybe<Scalars["String"]>;
  city?: Maybe<Scalars["String"]>;
  state?: Maybe<Scalars["String"]>;
  pinCode?: Maybe<Scalars["String"]>;
  country?: Maybe<Scalars["String"]>;
};

/** A fabric claim on a delivered order. Its status follows the transition table of domain/claims.ts. */
export type Claim = {
  __typename?: "Claim";
  id: Scalars["ID"];
  /** Open, Settled or Rejected. */
  status: Scalars["String"];
  /** Shade variation, Defect, Short length or Wrong item. */
  kind: Scalars["String"];
  metres: Scalars["Int"];
  /** The roll or lot number, when the buyer knew it. */
  lot?: Maybe<Scalars["String"]>;
  note: Scalars["String"];
  /** The buyer's photos (URLs). */
  photos: Array<Scalars["String"]>;
  createdAt: Scalars["String"];
  /** How it was settled: replace, credit, refund or reject; null while it is open. */
  outcome?: Maybe<Scalars["String"]>;
  /** The reason the operator gave. */
  reason?: Maybe<Scalars["String"]>;
  settledAt?: Maybe<Scalars["String"]>;
  /** The GST credit note a credit or refund issued (the PDF is GET /api/credit-note/{id}.pdf). */
  creditNote?: Maybe<ClaimCreditNote>;
  /** The ₹0 order a replacement placed. */
  replacementOrderId?: Maybe<Scalars["ID"]>;
  messages: Array<QuoteMessage>;
};

export type ClaimCreditNote = {
  __typename?: "ClaimCreditNote";
  id: Scalars["ID"];
  number: Scalars["String"];
  total: Scalars["Float"];
};

export type ClaimChange = {
  __typename?: "ClaimChange";
  message: Scalars["String"];
  claim: Claim;
};

/** An order's latest claim. */
export type OrderClaim = {
  __typename?: "OrderClaim";
  id: Scalars["ID"];
  status: Scalars["String"];
};

/** A member of a company account. Limits are in rupees; null is no limit. */
export type CompanyMember = {
  __typename?: "CompanyMember";
  userId: Scalars["ID"];
  email: Scalars["String"];
  name: Scalars["String"];
  /** owner, buyer, approver, accounts or viewer. */
  role: Scalars["String"];
  /** Rupees one order may come to before it needs approval. */
  orderLimit?: Maybe<Scalars["Float"]>;
  /** Rupees a calendar month's orders may come to before they need approval. */
  monthlyLimit?: Maybe<Scalars["Float"]>;
  joinedAt: Scalars["String"];
};

/** An invitation mailed and not yet accepted (the Owner's view). */
export type CompanyInvitation = {
  __typename?: "CompanyInvitation";
  id: Scalars["ID"];
  email: Scalars["String"];
  role: Scalars["String"];
  expiresAt: Scalars["String"];
};

/** One change to the company: who made it and what it was (the Owner's view). */
export type CompanyActivity = {
  __typename?: "CompanyActivity";
  id: Scalars["ID"];
  by: Scalars["String"];
  kind: Scalars["String"];
  summary: Scalars["String"];
  createdAt: Scalars["String"];
};

/** A business buying as a team: its members, and the terms and credit the operators give it. */
export type Company = {
  __typename?: "Company";
  id: Scalars["ID"];
  name: Scalars["String"];
  gstin?: Maybe<Scalars["String"]>;
  /** The signed-in member's role. */
  role: Scalars["String"];
  members: Array<CompanyMember>;
  invitations: Array<CompanyInvitation>;
  activity: Array<CompanyActivity>;
  /** advance, cod, net15, net30, net45, net60 or net90. */
  terms: Scalars["String"];
  creditLimit: Scalars["Float"];
  outstanding: Scalars["Float"];
  available: Scalars["Float"];
  onHold: Scalars["Boolean"];
  /** The Approvers' and Owner's list of orders above limits; a Buyer sees their own. */
  approvals: Array<Approval>;
  /** The ledger on account, for the Owner and Accounts; null for other roles. */
  ledger?: Maybe<Ledger>;
  holdReason?: Maybe<Scalars["String"]>;
};

export type CompanyChange = {
  __typename?: "CompanyChange";
  message: Scalars["String"];
  company: Company;
};

/** What an invitation's link shows to a reader not signed in. */
export type InvitationPreview = {
  __typename?: "InvitationPreview";
  company: Scalars["String"];
  /** The Owner who invited, by name; null when their account is gone. */
  invitedBy?: Maybe<Scalars["String"]>;
  role: Scalars["String"];
  /** The invited address, masked (a***@mill.in). */
  email: Scalars["String"];
  expiresAt: Scalars["String"];
  /** open, used, expired, withdrawn or closed. */
  status: Scalars["String"];
  /** Why the link no longer works; null while it does. */
  message?: Maybe<Scalars["String"]>;
};

export type ApprovalLine = {
  __typename?: "ApprovalLine";
  name: Scalars["String"];
  color: Scalars["String"];
  metres: Scalars["Float"];
  /** The quote the line is priced from; null at the list price. */
  quoteId?: Maybe<Scalars["ID"]>;
};

/** An order above a Buyer's limits: waiting, approved (then placed as purchaseId) or rejected with a reason. */
export type Approval = {
  __typename?: "Approval";
  id: Scalars["ID"];
  /** waiting, approved, rejected or withdrawn. */
  status: Scalars["String"];
  buyerName: Scalars["String"];
  buyerEmail: Scalars["String"];
  total: Scalars["Float"];
  paymentMethod: Scalars["String"];
  /** Why it needs approval: to the buyer 'your order limit', to the Approvers naming whose limit it is. */
  why: Scalars["String"];
  lines: Array<ApprovalLine>;
  /** The buyer's purchase order number and the day they need it by (YYYY-MM-DD), as asked. */
  poNumber?: Maybe<Scalars["String"]>;
  requestedDelivery?: Maybe<Scalars["String"]>;
  /** Where it is to be delivered, as the address read when it was asked for. */
  deliverTo?: Maybe<Scalars["String"]>;
  createdAt: Scalars["String"];
  decidedBy?: Maybe<Scalars["String"]>;
  decidedAt?: Maybe<Scalars["String"]>;
  rejectReason?: Maybe<Scalars["String"]>;
  purchaseId?: Maybe<Scalars["String"]>;
};

export type ApprovalChange = {
  __typename?: "ApprovalChange";
  message: Scalars["String"];
  approval: Approval;
};

/** An invoice on account: its total less credit notes, what confirmed payments paid, what is open and how late. */
export type LedgerInvoice = {
  __typename?: "LedgerInvoice";
  id: Scalars["ID"];
  number: Scalars["String"];
  date: Scalars["String"];
  dueDate: Scalars["String"];
  /** The day the law wants a micro or small supplier paid by (the sooner of 45 days and the due date); null otherwise. */
  mustPayBy?: Maybe<Scalars["String"]>;
  /** The invoice as issued. */
  issued: Scalars["Float"];
  /** The invoice less its credit notes. */
  total: Scalars["Float"];
  paid: Scalars["Float"];
  open: Scalars["Float"];
  awaitingConfirmation: Scalars["Float"];
  daysOverdue: Scalars["Int"];
  /** The credit notes that took the total below the invoice as issued, oldest first. */
  creditNotes: Array<LedgerCreditNote>;
};

export type LedgerCreditNote = {
  __typename?: "LedgerCreditNote";
  /** For the credit note's PDF. */
  id: Scalars["ID"];
  number: Scalars["String"];
  /** Rupees, GST included. */
  amount: Scalars["Float"];
};

/** The marketplace's bank account and UPI ID that companies on account pay into. */
export type PayToAccount = {
  __typename?: "PayToAccount";
  accountName: Scalars["String"];
  accountNumber: Scalars["String"];
  ifsc: Scalars["String"];
  bank: Scalars["String"];
  branch: Scalars["String"];
  upiId?: Maybe<Scalars["String"]>;
};

export type LedgerPayment = {
  __typename?: "LedgerPayment";
  id: Scalars["ID"];
  amount: Scalars["Float"];
  /** UPI, NEFT or RTGS. */
  method: Scalars["String"];
  reference: Scalars["String"];
  /** reported (awaiting FabricMart's confirmation), confirmed, or rejected (it never arrived: rejectedReason says why). */
  status: Scalars["String"];
  rejectedReason?: Maybe<Scalars["String"]>;
  date: Scalars["String"];
};

/** Money moved into or out of the company's advance. */
export type AdvanceMove = {
  __typename?: "AdvanceMove";
  /** released (from an invoice a credit note reduced, or whose IRN was cancelled) or refunded (paid back by FabricMart). */
  kind: Scalars["String"];
  date: Scalars["String"];
  amount: Scalars["Float"];
  /** Released: the invoice it came from, and why. */
  invoiceId?: Maybe<Scalars["String"]>;
  why?: Maybe<Scalars["String"]>;
  /** The transfer: the payment it came from, or the refund's. */
  reference: Scalars["String"];
};

export type Ledger = {
  __typename?: "Ledger";
  invoices: Array<LedgerInvoice>;
  payments: Array<LedgerPayment>;
  /** What the company owes: its open invoices less its advance; below zero when the advance is the greater. */
  outstanding: Scalars["Float"];
  /** Paid and not yet applied: applied to the company's next invoice on account, or refunded by FabricMart. */
  advance: Scalars["Float"];
  advanceMoves: Array<AdvanceMove>;
  creditLimit: Scalars["Float"];
  available: Scalars["Float"];
  onHold: Scalars["Boolean"];
  holdReason?: Maybe<Scalars["String"]>;
  /** Where to pay; null when the marketplace has not set its bank details. */
  payTo?: Maybe<PayToAccount>;
};

export type LedgerChange = {
  __typename?: "LedgerChange";
  message: Scalars["String"];
  ledger: Ledger;
};

export type PaymentAllocationInput = {
  invoiceId: Scalars["ID"];
  amount: Scalars["Float"];
};

/** A quote for a bulk order. Its status follows the transition table of domain/quotes.ts. */
export type Quote = {
  __typename?: "Quote";
  id: Scalars["ID"];
  /** Requested, Quoted, Accepted, Ordered, Declined, Rejected or Expired (a Quoted quote past validUntil). */
  status: Scalars["String"];
  /** Who the quote waits for: operator (Requested), buyer (Quoted), or nobody. */
  waitingFor?: Maybe<Scalars["String"]>;
  note: Scalars["String"];
  neededBy?: Maybe<Scalars["String"]>;
  /** Until when the quoted prices hold (ISO time). */
  validUntil?: Maybe<Scalars["String"]>;
  createdAt: Scalars["String"];
  updatedAt: Scalars["String"];
  lines: Array<QuoteLine>;
  messages: Array<QuoteMessage>;
};

export type QuoteLine = {
  __typename?: "QuoteLine";
  productId: Scalars["ID"];
  name: Scalars["String"];
  color: Scalars["String"];
  metres: Scalars["Int"];
  /** The buyer's hoped-for price per metre. */
  targetPrice?: Maybe<Scalars["Float"]>;
  /** The operator's price per metre, once priced. */
  quotedPrice?: Maybe<Scalars["Float"]>;
  /** What the buyer would pay per metre today for these metres: the colour's price after the breaks they reach. */
  listPrice: Scalars["Float"];
  /** The GST rate of the fabric's HSN heading, in percent. */
  taxPercent: Scalars["Int"];
};

export type QuoteMessage = {
  __typename?: "QuoteMessage";
  /** buyer or operator. */
  author: Scalars["String"];
  text: Scalars["String"];
  createdAt: Scalars["String"];
};

export type QuotePage = {
  __typename?: "QuotePage";
  quotes: Array<Quote>;
  totalItems: Scalars["Int"];
  totalPages: Scalars["Int"];
};

export type QuoteChange = {
  __typename?: "QuoteChange";
  message: Scalars["String"];
  quote: Quote;
};

export type QuoteLineInput = {
  productId: Scalars["ID"];
  color: Scalars["String"];
  metres: Scalars["Int"];
  targetPrice?: InputMaybe<Scalars["Float"]>;
};

/** One line of the cart: metres of one colour of a product, priced as that colour is priced now (rupees). */
export type CartLine = {
  __typename?: "CartLine";
  product: Product;
  color: Scalars["String"];
  /** Whole metres. */
  quantity: Scalars["Int"];
  unitPrice: Scalars["Float"];
  linePrice: Scalars["Float"];
  /** The line's share of the cart after the coupon, when one is applied. */
  discountedLinePrice?: Maybe<Scalars["Float"]>;
  appliedCoupon?: Maybe<Scalars["String"]>;
  /** Metres of this colour in stock now. */
  stock: Scalars["Int"];
  /** A free sample: one cutting, price 0, quantity 1, no stock taken. */
  isSample: Scalars["Boolean"];
  /** The colour's price per metre before any price break (its discounted price if any). */
  listPrice: Scalars["Float"];
  /** The price break this line's metres reach, if any: it sets unitPrice. */
  appliedBreak?: Maybe<PriceTier>;
  /** The next price break above this line's metres, and how many more metres reach it. */
  nextBreak?: Maybe<NextPriceBreak>;
  /** The accepted quote this line comes from: its metres are fixed and its price is the quoted one. */
  quoteId?: Maybe<Scalars["ID"]>;
};

export type NextPriceBreak = {
  __typename?: "NextPriceBreak";
  minMetres: Scalars["Int"];
  price: Scalars["Float"];
  metresMore: Scalars["Int"];
};

export type AppliedCoupon = {
  __typename?: "AppliedCoupon";
  code: Scalars["String"];
  description: Scalars["String"];
};

export type Cart = {
  __typename?: "Cart";
  lines: Array<CartLine>;
  /** How many products (lines) the cart holds: the header's badge. */
  count: Scalars["Int"];
  subTotal: Scalars["Float"];
  discount: Scalars["Float"];
  totalPrice: Scalars["Float"];
  /** GST the invoice will charge on these lines (each at its heading's rate, after the coupon), before shipping. */
  tax: Scalars["Float"];
  /** The rates it is at, lowest first. */
  taxRates: Array<Scalars["Int"]>;
  /** totalPrice + tax; shipping is chosen at checkout. */
  totalWithTax: Scalars["Float"];
  coupon?: Maybe<AppliedCoupon>;
};

/** What a change to the cart answers: the server's message, a notice when the change made a coupon fall off, the cart. */
export type CartChange = {
  __typename?: "CartChange";
  message: Scalars["String"];
  notice?: Maybe<Scalars["String"]>;
  cart: Cart;
};

export type WishlistItem = {
  __typename?: "WishlistItem";
  product: Product;
  /** The colour chosen when it was added. */
  color?: Maybe<Scalars["String"]>;
};

export type ReviewPage = {
  __typename?: "ReviewPage";
  reviews: Array<Review>;
  pages: Scalars["Int"];
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = {}, TContext = {}, TArgs = {}> =
  | ResolverFn<TResult, TParent, TContext, TArgs>
  | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> {
  subscribe: SubscriptionSubscribeFn<
    { [key in TKey]: TResult },
    TParent,
    TContext,
    TArgs
  >;
  resolve?: SubscriptionResolveFn<
    TResult,
    { [key in TKey]: TResult },
    TContext,
    TArgs
  >;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = {},
  TContext = {},
  TArgs = {},
> =
  | ((
      ...args: any[]
    ) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = {}, TContext = {}> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = {}, TContext = {}> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = {},
  TParent = {},
  TContext = {},
  TArgs = {},
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  User: ResolverTypeWrapper<RestUser>;
  ID: ResolverTypeWrapper<Scalars["ID"]>;
  String: ResolverTypeWrapper<Scalars["String"]>;
  Boolean: ResolverTypeWrapper<Scalars["Boolean"]>;
  Int: ResolverTypeWrapper<Scalars["Int"]>;
  Session: ResolverTypeWrapper<
    Omit<Session, "user"> & { user: ResolversTypes["User"] }
  >;
  CodeSent: ResolverTypeWrapper<CodeSent>;
  Location: ResolverTypeWrapper<Location>;
  Upload: ResolverTypeWrapper<Scalars["Upload"]>;
  Mutation: ResolverTypeWrapper<{}>;
  Float: ResolverTypeWrapper<Scalars["Float"]>;
  BusinessProfile: ResolverTypeWrapper<BusinessProfile>;
  BusinessProfileInput: BusinessProfileInput;
  BusinessProfileChange: ResolverTypeWrapper<BusinessProfileChange>;
  ReorderedLine: ResolverTypeWrapper<ReorderedLine>;
  SkippedLine: ResolverTypeWrapper<SkippedLine>;
  Reorder: ResolverTypeWrapper<
    Omit<Reorder, "cart"> & { cart: ResolversTypes["Cart"] }
  >;
  ReorderPriceChange: ResolverTypeWrapper<ReorderPriceChange>;
  QuickOrderRow: ResolverTypeWrapper<QuickOrderRow>;
  QuickOrder: ResolverTypeWrapper<
    Omit<QuickOrder, "cart"> & { cart: ResolversTypes["Cart"] }
  >;
  Query: ResolverTypeWrapper<{}>;
  ProductFilter: ProductFilter;
  ProductPage: ResolverTypeWrapper<RestProductPage>;
  Product: ResolverTypeWrapper<RestProduct>;
  ProductVariety: ResolverTypeWrapper<RestVariety>;
  PriceTier: ResolverTypeWrapper<PriceTier>;
  Review: ResolverTypeWrapper<RestReview>;
  Category: ResolverTypeWrapper<RestCategory>;
  Address: ResolverTypeWrapper<RestAddress>;
  AddressInput: AddressInput;
  AddressBookChange: ResolverTypeWrapper<RestAddressList>;
  ShippingOption: ResolverTypeWrapper<RestShippingOption>;
  PriceBreakdown: ResolverTypeWrapper<RestPricing>;
  CheckoutSummary: ResolverTypeWrapper<RestCheckoutSummary>;
  ApprovalAhead: ResolverTypeWrapper<ApprovalAhead>;
  OnAccountOffer: ResolverTypeWrapper<OnAccountOffer>;
  Dispatch: ResolverTypeWrapper<Dispatch>;
  TrackingEntry: ResolverTypeWrapper<TrackingEntry>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  ShippingAddress: ResolverTypeWrapper<ShippingAddress>;
  Order: ResolverTypeWrapper<RestOrder>;
  OrderPage: ResolverTypeWrapper<RestOrderPage>;
  Purchase: ResolverTypeWrapper<RestPurchase>;
  OrderChange: ResolverTypeWrapper<RestOrderChange>;
  CardInput: CardInput;
  ShippingInput: ShippingInput;
  MapSettings: ResolverTypeWrapper<MapSettings>;
  GeocodedAddress: ResolverTypeWrapper<GeocodedAddress>;
  Claim: ResolverTypeWrapper<RestClaim>;
  ClaimCreditNote: ResolverTypeWrapper<ClaimCreditNote>;
  ClaimChange: ResolverTypeWrapper<
    Omit<ClaimChange, "claim"> & { claim: ResolversTypes["Claim"] }
  >;
  OrderClaim: ResolverTypeWrapper<OrderClaim>;
  CompanyMember: ResolverTypeWrapper<CompanyMember>;
  CompanyInvitation: ResolverTypeWrapper<CompanyInvitation>;
  CompanyActivity: ResolverTypeWrapper<CompanyActivity>;
  Company: ResolverTypeWrapper<Company>;
  CompanyChange: ResolverTypeWrapper<CompanyChange>;
  InvitationPreview: ResolverTypeWrapper<InvitationPreview>;
  ApprovalLine: ResolverTypeWrapper<ApprovalLine>;
  Approval: ResolverTypeWrapper<Approval>;
  ApprovalChange: ResolverTypeWrapper<ApprovalChange>;
  LedgerInvoice: ResolverTypeWrapper<LedgerInvoice>;
  LedgerCreditNote: ResolverTypeWrapper<LedgerCreditNote>;
  PayToAccount: ResolverTypeWrapper<PayToAccount>;
  LedgerPayment: ResolverTypeWrapper<LedgerPayment>;
  AdvanceMove: ResolverTypeWrapper<AdvanceMove>;
  Ledger: ResolverTypeWrapper<Ledger>;
  LedgerChange: ResolverTypeWrapper<LedgerChange>;
  PaymentAllocationInput: PaymentAllocationInput;
  Quote: ResolverTypeWrapper<RestQuote>;
  QuoteLine: ResolverTypeWrapper<QuoteLine>;
  QuoteMessage: ResolverTypeWrapper<QuoteMessage>;
  QuotePage: ResolverTypeWrapper<
    Omit<QuotePage, "quotes"> & { quotes: Array<ResolversTypes["Quote"]> }
  >;
  QuoteChange: ResolverTypeWrapper<
    Omit<QuoteChange, "quote"> & { quote: ResolversTypes["Quote"] }
  >;
  QuoteLineInput: QuoteLineInput;
  CartLine: ResolverTypeWrapper<RestCartLine>;
  NextPriceBreak: ResolverTypeWrapper<NextPriceBreak>;
  AppliedCoupon: ResolverTypeWrapper<AppliedCoupon>;
  Cart: ResolverTypeWrapper<RestCart>;
  CartChange: ResolverTypeWrapper<RestCartChange>;
  WishlistItem: ResolverTypeWrapper<RestWishlistEntry>;
  ReviewPage: ResolverTypeWrapper<RestReviewPage>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  User: RestUser;
  ID: Scalars["ID"];
  String: Scalars["String"];
  Boolean: Scalars["Boolean"];
  Int: Scalars["Int"];
  Session: Omit<Session, "user"> & { user: ResolversParentTypes["User"] };
  CodeSent: CodeSent;
  Location: Location;
  Upload: Scalars["Upload"];
  Mutation: {};
  Float: Scalars["Float"];
  BusinessProfile: BusinessProfile;
  BusinessProfileInput: BusinessProfileInput;
  BusinessProfileChange: BusinessProfileChange;
  ReorderedLine: ReorderedLine;
  SkippedLine: SkippedLine;
  Reorder: Omit<Reorder, "cart"> & { cart: ResolversParentTypes["Cart"] };
  ReorderPriceChange: ReorderPriceChange;
  QuickOrderRow: QuickOrderRow;
  QuickOrder: Omit<QuickOrder, "cart"> & { cart: ResolversParentTypes["Cart"] };
  Query: {};
  ProductFilter: ProductFilter;
  ProductPage: RestProductPage;
  Product: RestProduct;
  ProductVariety: RestVariety;
  PriceTier: PriceTier;
  Review: RestReview;
  Category: RestCategory;
  Address: RestAddress;
  AddressInput: AddressInput;
  AddressBookChange: RestAddressList;
  ShippingOption: RestShippingOption;
  PriceBreakdown: RestPricing;
  CheckoutSummary: RestCheckoutSummary;
  ApprovalAhead: ApprovalAhead;
  OnAccountOffer: OnAccountOffer;
  Dispatch: Dispatch;
  TrackingEntry: TrackingEntry;
  OrderItem: OrderItem;
  ShippingAddress: ShippingAddress;
  Order: RestOrder;
  OrderPage: RestOrderPage;
  Purchase: RestPurchase;
  OrderChange: RestOrderChange;
  CardInput: CardInput;
  ShippingInput: ShippingInput;
  MapSettings: MapSettings;
  GeocodedAddress: GeocodedAddress;
  Claim: RestClaim;
  ClaimCreditNote: ClaimCreditNote;
  ClaimChange: Omit<ClaimChange, "claim"> & {
    claim: ResolversParentTypes["Claim"];
  };
  OrderClaim: OrderClaim;
  CompanyMember: CompanyMember;
  CompanyInvitation: CompanyInvitation;
  CompanyActivity: CompanyActivity;
  Company: Company;
  CompanyChange: CompanyChange;
  InvitationPreview: InvitationPreview;
  ApprovalLine: ApprovalLine;
  Approval: Approval;
  ApprovalChange: ApprovalChange;
  LedgerInvoice: LedgerInvoice;
  LedgerCreditNote: LedgerCreditNote;
  PayToAccount: PayToAccount;
  LedgerPayment: LedgerPayment;
  AdvanceMove: AdvanceMove;
  Ledger: Ledger;
  LedgerChange: LedgerChange;
  PaymentAllocationInput: PaymentAllocationInput;
  Quote: RestQuote;
  QuoteLine: QuoteLine;
  QuoteMessage: QuoteMessage;
  QuotePage: Omit<QuotePage, "quotes"> & {
    quotes: Array<ResolversParentTypes["Quote"]>;
  };
  QuoteChange: Omit<QuoteChange, "quote"> & {
    quote: ResolversParentTypes["Quote"];
  };
  QuoteLineInput: QuoteLineInput;
  CartLine: RestCartLine;
  NextPriceBreak: NextPriceBreak;
  AppliedCoupon: AppliedCoupon;
  Cart: RestCart;
  CartChange: RestCartChange;
  WishlistItem: RestWishlistEntry;
  ReviewPage: RestReviewPage;
};

export type UserResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["User"] =
    ResolversParentTypes["User"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  profilePicture?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  operator?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  business?: Resolver<
    ResolversTypes["BusinessProfile"],
    ParentType,
    ContextType
  >;
  addresses?: Resolver<
    Array<ResolversTypes["Address"]>,
    ParentType,
    ContextType
  >;
  orders?: Resolver<
    ResolversTypes["OrderPage"],
    ParentType,
    ContextType,
    RequireFields<UserordersArgs, "page" | "limit">
  >;
  claim?: Resolver<
    Maybe<ResolversTypes["Claim"]>,
    ParentType,
    ContextType,
    RequireFields<UserclaimArgs, "id">
  >;
  company?: Resolver<Maybe<ResolversTypes["Company"]>, ParentType, ContextType>;
  quotes?: Resolver<
    ResolversTypes["QuotePage"],
    ParentType,
    ContextType,
    RequireFields<UserquotesArgs, "page" | "limit">
  >;
  quote?: Resolver<
    Maybe<ResolversTypes["Quote"]>,
    ParentType,
    ContextType,
    RequireFields<UserquoteArgs, "id">
  >;
  cart?: Resolver<ResolversTypes["Cart"], ParentType, ContextType>;
  wishlist?: Resolver<
    Array<ResolversTypes["WishlistItem"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SessionResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Session"] =
    ResolversParentTypes["Session"],
> = {
  token?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  user?: Resolver<ResolversTypes["User"], ParentType, ContextType>;
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CodeSentResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CodeSent"] =
    ResolversParentTypes["CodeSent"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  challenge?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  otp?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LocationResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Location"] =
    ResolversParentTypes["Location"],
> = {
  postal?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<
  ResolversTypes["Upload"],
  any
> {
  name: "Upload";
}

export type MutationResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Mutation"] =
    ResolversParentTypes["Mutation"],
> = {
  requestSignupCode?: Resolver<
    ResolversTypes["CodeSent"],
    ParentType,
    ContextType,
    RequireFields<MutationrequestSignupCodeArgs, "email">
  >;
  requestLoginCode?: Resolver<
    ResolversTypes["CodeSent"],
    ParentType,
    ContextType,
    RequireFields<MutationrequestLoginCodeArgs, "email">
  >;
  verifySignupCode?: Resolver<
    ResolversTypes["Session"],
    ParentType,
    ContextType,
    RequireFields<
      MutationverifySignupCodeArgs,
      "email" | "otp" | "name" | "phone" | "password"
    >
  >;
  verifyLoginCode?: Resolver<
    ResolversTypes["Session"],
    ParentType,
    ContextType,
    RequireFields<MutationverifyLoginCodeArgs, "email" | "otp">
  >;
  signIn?: Resolver<
    ResolversTypes["Session"],
    ParentType,
    ContextType,
    RequireFields<MutationsignInArgs, "email" | "password">
  >;
  googleSignIn?: Resolver<
    ResolversTypes["Session"],
    ParentType,
    ContextType,
    RequireFields<MutationgoogleSignInArgs, "accessToken">
  >;
  facebookSignIn?: Resolver<
    ResolversTypes["Session"],
    ParentType,
    ContextType,
    RequireFields<MutationfacebookSignInArgs, "accessToken">
  >;
  updateProfile?: Resolver<
    ResolversTypes["User"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateProfileArgs, "name">
  >;
  logout?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  saveBusinessProfile?: Resolver<
    ResolversTypes["BusinessProfileChange"],
    ParentType,
    ContextType,
    RequireFields<MutationsaveBusinessProfileArgs, "profile">
  >;
  reorder?: Resolver<
    ResolversTypes["Reorder"],
    ParentType,
    ContextType,
    RequireFields<MutationreorderArgs, "orderId">
  >;
  quickOrder?: Resolver<
    ResolversTypes["QuickOrder"],
    ParentType,
    ContextType,
    RequireFields<MutationquickOrderArgs, "csv" | "dryRun">
  >;
  addSample?: Resolver<
    ResolversTypes["CartChange"],
    ParentType,
    ContextType,
    RequireFields<MutationaddSampleArgs, "productId" | "color">
  >;
  removeSample?: Resolver<
    ResolversTypes["CartChange"],
    ParentType,
    ContextType,
    RequireFields<MutationremoveSampleArgs, "productId" | "color">
  >;
  addAddress?: Resolver<
    ResolversTypes["AddressBookChange"],
    ParentType,
    ContextType,
    RequireFields<MutationaddAddressArgs, "address">
  >;
  editAddress?: Resolver<
    ResolversTypes["AddressBookChange"],
    ParentType,
    ContextType,
    RequireFields<MutationeditAddressArgs, "id" | "address">
  >;
  selectAddress?: Resolver<
    ResolversTypes["AddressBookChange"],
    ParentType,
    ContextType,
    RequireFields<MutationselectAddressArgs, "id">
  >;
  deleteAddress?: Resolver<
    ResolversTypes["AddressBookChange"],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteAddressArgs, "id">
  >;
  placeOrder?: Resolver<
    ResolversTypes["Purchase"],
    ParentType,
    ContextType,
    RequireFields<MutationplaceOrderArgs, "paymentMethod" | "idempotencyKey">
  >;
  cancelOrder?: Resolver<
    ResolversTypes["OrderChange"],
    ParentType,
    ContextType,
    RequireFields<MutationcancelOrderArgs, "id">
  >;
  openClaim?: Resolver<
    ResolversTypes["ClaimChange"],
    ParentType,
    ContextType,
    RequireFields<
      MutationopenClaimArgs,
      "orderId" | "kind" | "metres" | "note" | "uncut"
    >
  >;
  writeClaimMessage?: Resolver<
    ResolversTypes["ClaimChange"],
    ParentType,
    ContextType,
    RequireFields<MutationwriteClaimMessageArgs, "id" | "text">
  >;
  createCompany?: Resolver<
    ResolversTypes["CompanyChange"],
    ParentType,
    ContextType
  >;
  inviteToCompany?: Resolver<
    ResolversTypes["CompanyChange"],
    ParentType,
    ContextType,
    RequireFields<MutationinviteToCompanyArgs, "email" | "role">
  >;
  acceptCompanyInvitation?: Resolver<
    ResolversTypes["CompanyChange"],
    ParentType,
    ContextType,
    RequireFields<MutationacceptCompanyInvitationArgs, "token">
  >;
  withdrawCompanyInvitation?: Resolver<
    ResolversTypes["CompanyChange"],
    ParentType,
    ContextType,
    RequireFields<MutationwithdrawCompanyInvitationArgs, "id">
  >;
  resendCompanyInvitation?: Resolver<
    ResolversTypes["CompanyChange"],
    ParentType,
    ContextType,
    RequireFields<MutationresendCompanyInvitationArgs, "id">
  >;
  updateCompanyMember?: Resolver<
    ResolversTypes["CompanyChange"],
    ParentType,
    ContextType,
    RequireFields<MutationupdateCompanyMemberArgs, "userId">
  >;
  removeCompanyMember?: Resolver<
    ResolversTypes["CompanyChange"],
    ParentType,
    ContextType,
    RequireFields<MutationremoveCompanyMemberArgs, "userId">
  >;
  approveOrder?: Resolver<
    ResolversTypes["ApprovalChange"],
    ParentType,
    ContextType,
    RequireFields<MutationapproveOrderArgs, "id">
  >;
  rejectOrder?: Resolver<
    ResolversTypes["ApprovalChange"],
    ParentType,
    ContextType,
    RequireFields<MutationrejectOrderArgs, "id" | "reason">
  >;
  withdrawApproval?: Resolver<
    ResolversTypes["ApprovalChange"],
    ParentType,
    ContextType,
    RequireFields<MutationwithdrawApprovalArgs, "id">
  >;
  reportPayment?: Resolver<
    ResolversTypes["LedgerChange"],
    ParentType,
    ContextType,
    RequireFields<
      MutationreportPaymentArgs,
      "amount" | "method" | "reference" | "allocations"
    >
  >;
  requestQuote?: Resolver<
    ResolversTypes["QuoteChange"],
    ParentType,
    ContextType,
    RequireFields<MutationrequestQuoteArgs, "lines">
  >;
  requestQuoteFromCart?: Resolver<
    ResolversTypes["QuoteChange"],
    ParentType,
    ContextType,
    Partial<MutationrequestQuoteFromCartArgs>
  >;
  writeQuoteMessage?: Resolver<
    ResolversTypes["QuoteChange"],
    ParentType,
    ContextType,
    RequireFields<MutationwriteQuoteMessageArgs, "id" | "text">
  >;
  acceptQuote?: Resolver<
    ResolversTypes["QuoteChange"],
    ParentType,
    ContextType,
    RequireFields<MutationacceptQuoteArgs, "id">
  >;
  rejectQuote?: Resolver<
    ResolversTypes["QuoteChange"],
    ParentType,
    ContextType,
    RequireFields<MutationrejectQuoteArgs, "id">
  >;
  reviseQuote?: Resolver<
    ResolversTypes["QuoteChange"],
    ParentType,
    ContextType,
    RequireFields<MutationreviseQuoteArgs, "id" | "lines">
  >;
  addToCart?: Resolver<
    ResolversTypes["CartChange"],
    ParentType,
    ContextType,
    RequireFields<MutationaddToCartArgs, "productId" | "color" | "quantity">
  >;
  updateCartLine?: Resolver<
    ResolversTypes["CartChange"],
    ParentType,
    ContextType,
    RequireFields<
      MutationupdateCartLineArgs,
      "productId" | "color" | "quantity"
    >
  >;
  removeFromCart?: Resolver<
    ResolversTypes["CartChange"],
    ParentType,
    ContextType,
    RequireFields<MutationremoveFromCartArgs, "productId" | "color">
  >;
  applyCoupon?: Resolver<
    ResolversTypes["CartChange"],
    ParentType,
    ContextType,
    RequireFields<MutationapplyCouponArgs, "code">
  >;
  removeCoupon?: Resolver<
    ResolversTypes["CartChange"],
    ParentType,
    ContextType,
    RequireFields<MutationremoveCouponArgs, "code">
  >;
  addToWishlist?: Resolver<
    Array<ResolversTypes["WishlistItem"]>,
    ParentType,
    ContextType,
    RequireFields<MutationaddToWishlistArgs, "productId">
  >;
  removeFromWishlist?: Resolver<
    Array<ResolversTypes["WishlistItem"]>,
    ParentType,
    ContextType,
    RequireFields<MutationremoveFromWishlistArgs, "productId">
  >;
  moveToCart?: Resolver<
    ResolversTypes["CartChange"],
    ParentType,
    ContextType,
    RequireFields<MutationmoveToCartArgs, "productId" | "color" | "quantity">
  >;
  addReview?: Resolver<
    ResolversTypes["Review"],
    ParentType,
    ContextType,
    RequireFields<MutationaddReviewArgs, "productId" | "rating" | "review">
  >;
  askWhenBack?: Resolver<
    ResolversTypes["String"],
    ParentType,
    ContextType,
    RequireFields<MutationaskWhenBackArgs, "productId" | "color">
  >;
  submitSupport?: Resolver<
    ResolversTypes["String"],
    ParentType,
    ContextType,
    RequireFields<
      MutationsubmitSupportArgs,
      "name" | "contactDetails" | "message"
    >
  >;
};

export type BusinessProfileResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["BusinessProfile"] =
    ResolversParentTypes["BusinessProfile"],
> = {
  companyName?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  gstin?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  stateCode?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  pinCode?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BusinessProfileChangeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["BusinessProfileChange"] =
    ResolversParentTypes["BusinessProfileChange"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  profile?: Resolver<
    ResolversTypes["BusinessProfile"],
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReorderedLineResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ReorderedLine"] =
    ResolversParentTypes["ReorderedLine"],
> = {
  productId?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  color?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  metres?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SkippedLineResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["SkippedLine"] =
    ResolversParentTypes["SkippedLine"],
> = {
  productId?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  color?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReorderResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Reorder"] =
    ResolversParentTypes["Reorder"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  added?: Resolver<
    Array<ResolversTypes["ReorderedLine"]>,
    ParentType,
    ContextType
  >;
  skipped?: Resolver<
    Array<ResolversTypes["SkippedLine"]>,
    ParentType,
    ContextType
  >;
  priceChange?: Resolver<
    Maybe<ResolversTypes["ReorderPriceChange"]>,
    ParentType,
    ContextType
  >;
  cart?: Resolver<ResolversTypes["Cart"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReorderPriceChangeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ReorderPriceChange"] =
    ResolversParentTypes["ReorderPriceChange"],
> = {
  was?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  now?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  quoted?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuickOrderRowResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["QuickOrderRow"] =
    ResolversParentTypes["QuickOrderRow"],
> = {
  row?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  metres?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuickOrderResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["QuickOrder"] =
    ResolversParentTypes["QuickOrder"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  rows?: Resolver<
    Array<ResolversTypes["QuickOrderRow"]>,
    ParentType,
    ContextType
  >;
  cart?: Resolver<ResolversTypes["Cart"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Query"] =
    ResolversParentTypes["Query"],
> = {
  products?: Resolver<
    ResolversTypes["ProductPage"],
    ParentType,
    ContextType,
    RequireFields<QueryproductsArgs, "page" | "limit">
  >;
  product?: Resolver<
    Maybe<ResolversTypes["Product"]>,
    ParentType,
    ContextType,
    RequireFields<QueryproductArgs, "id">
  >;
  categories?: Resolver<
    Array<ResolversTypes["Category"]>,
    ParentType,
    ContextType
  >;
  categoryNames?: Resolver<
    Array<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  viewer?: Resolver<Maybe<ResolversTypes["User"]>, ParentType, ContextType>;
  location?: Resolver<
    Maybe<ResolversTypes["Location"]>,
    ParentType,
    ContextType
  >;
  checkoutSummary?: Resolver<
    ResolversTypes["CheckoutSummary"],
    ParentType,
    ContextType,
    Partial<QuerycheckoutSummaryArgs>
  >;
  mapSettings?: Resolver<
    ResolversTypes["MapSettings"],
    ParentType,
    ContextType
  >;
  reverseGeocode?: Resolver<
    Maybe<ResolversTypes["GeocodedAddress"]>,
    ParentType,
    ContextType,
    RequireFields<QueryreverseGeocodeArgs, "latitude" | "longitude">
  >;
  companyInvitation?: Resolver<
    Maybe<ResolversTypes["InvitationPreview"]>,
    ParentType,
    ContextType,
    RequireFields<QuerycompanyInvitationArgs, "token">
  >;
  productReviews?: Resolver<
    ResolversTypes["ReviewPage"],
    ParentType,
    ContextType,
    RequireFields<QueryproductReviewsArgs, "productId" | "page" | "limit">
  >;
};

export type ProductPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ProductPage"] =
    ResolversParentTypes["ProductPage"],
> = {
  data?: Resolver<Array<ResolversTypes["Product"]>, ParentType, ContextType>;
  totalProducts?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totalPage?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Product"] =
    ResolversParentTypes["Product"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  description?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  category?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  subCategory?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  fabricType?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  pattern?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  count?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  construction?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  endUse?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  widthInches?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  averageRating?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  minOrderMetres?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  varieties?: Resolver<
    Array<ResolversTypes["ProductVariety"]>,
    ParentType,
    ContextType
  >;
  reviews?: Resolver<Array<ResolversTypes["Review"]>, ParentType, ContextType>;
  reviewPages?: Resolver<Maybe<ResolversTypes["Int"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductVarietyResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ProductVariety"] =
    ResolversParentTypes["ProductVariety"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  color?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  colorCode?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  pricePerMetre?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  discountedPrice?: Resolver<
    Maybe<ResolversTypes["Float"]>,
    ParentType,
    ContextType
  >;
  price?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  priceTiers?: Resolver<
    Array<ResolversTypes["PriceTier"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PriceTierResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["PriceTier"] =
    ResolversParentTypes["PriceTier"],
> = {
  minMetres?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  price?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReviewResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Review"] =
    ResolversParentTypes["Review"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  review?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  date?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  userPicture?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  verifiedPurchase?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Category"] =
    ResolversParentTypes["Category"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  subCategories?: Resolver<
    Array<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AddressResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Address"] =
    ResolversParentTypes["Address"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  city?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  state?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  pinCode?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  country?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AddressBookChangeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["AddressBookChange"] =
    ResolversParentTypes["AddressBookChange"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  addresses?: Resolver<
    Array<ResolversTypes["Address"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingOptionResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ShippingOption"] =
    ResolversParentTypes["ShippingOption"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  description?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  price?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  estimatedDelivery?: Resolver<
    ResolversTypes["String"],
    ParentType,
    ContextType
  >;
  requiresDateSelection?: Resolver<
    ResolversTypes["Boolean"],
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PriceBreakdownResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["PriceBreakdown"] =
    ResolversParentTypes["PriceBreakdown"],
> = {
  subTotal?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  taxRates?: Resolver<Array<ResolversTypes["Int"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckoutSummaryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CheckoutSummary"] =
    ResolversParentTypes["CheckoutSummary"],
> = {
  cart?: Resolver<ResolversTypes["Cart"], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes["Address"]>, ParentType, ContextType>;
  shippingOptions?: Resolver<
    Array<ResolversTypes["ShippingOption"]>,
    ParentType,
    ContextType
  >;
  shipping?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes["PriceBreakdown"], ParentType, ContextType>;
  onAccount?: Resolver<
    Maybe<ResolversTypes["OnAccountOffer"]>,
    ParentType,
    ContextType
  >;
  approval?: Resolver<
    Maybe<ResolversTypes["ApprovalAhead"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ApprovalAheadResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ApprovalAhead"] =
    ResolversParentTypes["ApprovalAhead"],
> = {
  why?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OnAccountOfferResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["OnAccountOffer"] =
    ResolversParentTypes["OnAccountOffer"],
> = {
  company?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  available?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  holdReason?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  dueDate?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DispatchResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Dispatch"] =
    ResolversParentTypes["Dispatch"],
> = {
  transporter?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  lrNumber?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  vehicleNumber?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  date?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  ewayBillNumber?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  ewayBillValidUntil?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  trackingUrl?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  photos?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TrackingEntryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["TrackingEntry"] =
    ResolversParentTypes["TrackingEntry"],
> = {
  status?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  time?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isError?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderItemResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["OrderItem"] =
    ResolversParentTypes["OrderItem"],
> = {
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  description?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  price?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  color?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isSample?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingAddressResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ShippingAddress"] =
    ResolversParentTypes["ShippingAddress"],
> = {
  fullName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  address?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  city?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  state?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  pinCode?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Order"] =
    ResolversParentTypes["Order"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  purchaseId?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  creditNoteNumber?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  creditNoteId?: Resolver<Maybe<ResolversTypes["ID"]>, ParentType, ContextType>;
  irn?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  signedQrCode?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  irnCancelled?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  item?: Resolver<ResolversTypes["OrderItem"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  delayed?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  cancellable?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  tracking?: Resolver<
    Array<ResolversTypes["TrackingEntry"]>,
    ParentType,
    ContextType
  >;
  shipmentDate?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  estimatedDelivery?: Resolver<
    ResolversTypes["String"],
    ParentType,
    ContextType
  >;
  shippingOption?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  shippingAddress?: Resolver<
    ResolversTypes["ShippingAddress"],
    ParentType,
    ContextType
  >;
  paymentMethod?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  couponCode?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  quoteId?: Resolver<Maybe<ResolversTypes["ID"]>, ParentType, ContextType>;
  poNumber?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  requestedDelivery?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  pricing?: Resolver<ResolversTypes["PriceBreakdown"], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  dispatch?: Resolver<
    Maybe<ResolversTypes["Dispatch"]>,
    ParentType,
    ContextType
  >;
  claim?: Resolver<
    Maybe<ResolversTypes["OrderClaim"]>,
    ParentType,
    ContextType
  >;
  claimUntil?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  claimableMetres?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["OrderPage"] =
    ResolversParentTypes["OrderPage"],
> = {
  orders?: Resolver<Array<ResolversTypes["Order"]>, ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PurchaseResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Purchase"] =
    ResolversParentTypes["Purchase"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  purchaseId?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes["Order"]>, ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes["PriceBreakdown"], ParentType, ContextType>;
  approvalId?: Resolver<Maybe<ResolversTypes["ID"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderChangeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["OrderChange"] =
    ResolversParentTypes["OrderChange"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  order?: Resolver<ResolversTypes["Order"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MapSettingsResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["MapSettings"] =
    ResolversParentTypes["MapSettings"],
> = {
  tileUrl?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  attribution?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GeocodedAddressResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["GeocodedAddress"] =
    ResolversParentTypes["GeocodedAddress"],
> = {
  address?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  pinCode?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ClaimResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Claim"] =
    ResolversParentTypes["Claim"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  metres?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  lot?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes["String"]>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  settledAt?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  creditNote?: Resolver<
    Maybe<ResolversTypes["ClaimCreditNote"]>,
    ParentType,
    ContextType
  >;
  replacementOrderId?: Resolver<
    Maybe<ResolversTypes["ID"]>,
    ParentType,
    ContextType
  >;
  messages?: Resolver<
    Array<ResolversTypes["QuoteMessage"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ClaimCreditNoteResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ClaimCreditNote"] =
    ResolversParentTypes["ClaimCreditNote"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  number?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ClaimChangeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ClaimChange"] =
    ResolversParentTypes["ClaimChange"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  claim?: Resolver<ResolversTypes["Claim"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderClaimResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["OrderClaim"] =
    ResolversParentTypes["OrderClaim"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CompanyMemberResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CompanyMember"] =
    ResolversParentTypes["CompanyMember"],
> = {
  userId?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  role?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  orderLimit?: Resolver<
    Maybe<ResolversTypes["Float"]>,
    ParentType,
    ContextType
  >;
  monthlyLimit?: Resolver<
    Maybe<ResolversTypes["Float"]>,
    ParentType,
    ContextType
  >;
  joinedAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CompanyInvitationResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CompanyInvitation"] =
    ResolversParentTypes["CompanyInvitation"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  role?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CompanyActivityResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CompanyActivity"] =
    ResolversParentTypes["CompanyActivity"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  by?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CompanyResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Company"] =
    ResolversParentTypes["Company"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  gstin?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  members?: Resolver<
    Array<ResolversTypes["CompanyMember"]>,
    ParentType,
    ContextType
  >;
  invitations?: Resolver<
    Array<ResolversTypes["CompanyInvitation"]>,
    ParentType,
    ContextType
  >;
  activity?: Resolver<
    Array<ResolversTypes["CompanyActivity"]>,
    ParentType,
    ContextType
  >;
  terms?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  creditLimit?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  available?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  onHold?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  approvals?: Resolver<
    Array<ResolversTypes["Approval"]>,
    ParentType,
    ContextType
  >;
  ledger?: Resolver<Maybe<ResolversTypes["Ledger"]>, ParentType, ContextType>;
  holdReason?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CompanyChangeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CompanyChange"] =
    ResolversParentTypes["CompanyChange"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  company?: Resolver<ResolversTypes["Company"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvitationPreviewResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["InvitationPreview"] =
    ResolversParentTypes["InvitationPreview"],
> = {
  company?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  invitedBy?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  role?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  email?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ApprovalLineResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ApprovalLine"] =
    ResolversParentTypes["ApprovalLine"],
> = {
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  color?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  metres?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  quoteId?: Resolver<Maybe<ResolversTypes["ID"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ApprovalResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Approval"] =
    ResolversParentTypes["Approval"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  buyerName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  buyerEmail?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  why?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  lines?: Resolver<
    Array<ResolversTypes["ApprovalLine"]>,
    ParentType,
    ContextType
  >;
  poNumber?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  requestedDelivery?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  deliverTo?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  createdAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  decidedBy?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  decidedAt?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  rejectReason?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  purchaseId?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ApprovalChangeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ApprovalChange"] =
    ResolversParentTypes["ApprovalChange"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  approval?: Resolver<ResolversTypes["Approval"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LedgerInvoiceResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["LedgerInvoice"] =
    ResolversParentTypes["LedgerInvoice"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  number?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  date?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  mustPayBy?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  issued?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  total?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  open?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  awaitingConfirmation?: Resolver<
    ResolversTypes["Float"],
    ParentType,
    ContextType
  >;
  daysOverdue?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  creditNotes?: Resolver<
    Array<ResolversTypes["LedgerCreditNote"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LedgerCreditNoteResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["LedgerCreditNote"] =
    ResolversParentTypes["LedgerCreditNote"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  number?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PayToAccountResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["PayToAccount"] =
    ResolversParentTypes["PayToAccount"],
> = {
  accountName?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  ifsc?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  bank?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  upiId?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LedgerPaymentResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["LedgerPayment"] =
    ResolversParentTypes["LedgerPayment"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  method?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  rejectedReason?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  date?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AdvanceMoveResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["AdvanceMove"] =
    ResolversParentTypes["AdvanceMove"],
> = {
  kind?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  date?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  invoiceId?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  why?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LedgerResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Ledger"] =
    ResolversParentTypes["Ledger"],
> = {
  invoices?: Resolver<
    Array<ResolversTypes["LedgerInvoice"]>,
    ParentType,
    ContextType
  >;
  payments?: Resolver<
    Array<ResolversTypes["LedgerPayment"]>,
    ParentType,
    ContextType
  >;
  outstanding?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  advance?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  advanceMoves?: Resolver<
    Array<ResolversTypes["AdvanceMove"]>,
    ParentType,
    ContextType
  >;
  creditLimit?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  available?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  onHold?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  holdReason?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  payTo?: Resolver<
    Maybe<ResolversTypes["PayToAccount"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LedgerChangeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["LedgerChange"] =
    ResolversParentTypes["LedgerChange"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  ledger?: Resolver<ResolversTypes["Ledger"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuoteResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Quote"] =
    ResolversParentTypes["Quote"],
> = {
  id?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  status?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  waitingFor?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  note?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  neededBy?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  validUntil?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  createdAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes["QuoteLine"]>, ParentType, ContextType>;
  messages?: Resolver<
    Array<ResolversTypes["QuoteMessage"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuoteLineResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["QuoteLine"] =
    ResolversParentTypes["QuoteLine"],
> = {
  productId?: Resolver<ResolversTypes["ID"], ParentType, ContextType>;
  name?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  color?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  metres?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  targetPrice?: Resolver<
    Maybe<ResolversTypes["Float"]>,
    ParentType,
    ContextType
  >;
  quotedPrice?: Resolver<
    Maybe<ResolversTypes["Float"]>,
    ParentType,
    ContextType
  >;
  listPrice?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  taxPercent?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuoteMessageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["QuoteMessage"] =
    ResolversParentTypes["QuoteMessage"],
> = {
  author?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  text?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuotePageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["QuotePage"] =
    ResolversParentTypes["QuotePage"],
> = {
  quotes?: Resolver<Array<ResolversTypes["Quote"]>, ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuoteChangeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["QuoteChange"] =
    ResolversParentTypes["QuoteChange"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes["Quote"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartLineResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CartLine"] =
    ResolversParentTypes["CartLine"],
> = {
  product?: Resolver<ResolversTypes["Product"], ParentType, ContextType>;
  color?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  linePrice?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  discountedLinePrice?: Resolver<
    Maybe<ResolversTypes["Float"]>,
    ParentType,
    ContextType
  >;
  appliedCoupon?: Resolver<
    Maybe<ResolversTypes["String"]>,
    ParentType,
    ContextType
  >;
  stock?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isSample?: Resolver<ResolversTypes["Boolean"], ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  appliedBreak?: Resolver<
    Maybe<ResolversTypes["PriceTier"]>,
    ParentType,
    ContextType
  >;
  nextBreak?: Resolver<
    Maybe<ResolversTypes["NextPriceBreak"]>,
    ParentType,
    ContextType
  >;
  quoteId?: Resolver<Maybe<ResolversTypes["ID"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NextPriceBreakResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["NextPriceBreak"] =
    ResolversParentTypes["NextPriceBreak"],
> = {
  minMetres?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  price?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  metresMore?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AppliedCouponResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["AppliedCoupon"] =
    ResolversParentTypes["AppliedCoupon"],
> = {
  code?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  description?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["Cart"] =
    ResolversParentTypes["Cart"],
> = {
  lines?: Resolver<Array<ResolversTypes["CartLine"]>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  taxRates?: Resolver<Array<ResolversTypes["Int"]>, ParentType, ContextType>;
  totalWithTax?: Resolver<ResolversTypes["Float"], ParentType, ContextType>;
  coupon?: Resolver<
    Maybe<ResolversTypes["AppliedCoupon"]>,
    ParentType,
    ContextType
  >;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartChangeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["CartChange"] =
    ResolversParentTypes["CartChange"],
> = {
  message?: Resolver<ResolversTypes["String"], ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  cart?: Resolver<ResolversTypes["Cart"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WishlistItemResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["WishlistItem"] =
    ResolversParentTypes["WishlistItem"],
> = {
  product?: Resolver<ResolversTypes["Product"], ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes["String"]>, ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReviewPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes["ReviewPage"] =
    ResolversParentTypes["ReviewPage"],
> = {
  reviews?: Resolver<Array<ResolversTypes["Review"]>, ParentType, ContextType>;
  pages?: Resolver<ResolversTypes["Int"], ParentType, ContextType>;
  isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = MercuriusContext> = {
  User?: UserResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  CodeSent?: CodeSentResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  BusinessProfile?: BusinessProfileResolvers<ContextType>;
  BusinessProfileChange?: BusinessProfileChangeResolvers<ContextType>;
  ReorderedLine?: ReorderedLineResolvers<ContextType>;
  SkippedLine?: SkippedLineResolvers<ContextType>;
  Reorder?: ReorderResolvers<ContextType>;
  ReorderPriceChange?: ReorderPriceChangeResolvers<ContextType>;
  QuickOrderRow?: QuickOrderRowResolvers<ContextType>;
  QuickOrder?: QuickOrderResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductVariety?: ProductVarietyResolvers<ContextType>;
  PriceTier?: PriceTierResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressBookChange?: AddressBookChangeResolvers<ContextType>;
  ShippingOption?: ShippingOptionResolvers<ContextType>;
  PriceBreakdown?: PriceBreakdownResolvers<ContextType>;
  CheckoutSummary?: CheckoutSummaryResolvers<ContextType>;
  ApprovalAhead?: ApprovalAheadResolvers<ContextType>;
  OnAccountOffer?: OnAccountOfferResolvers<ContextType>;
  Dispatch?: DispatchResolvers<ContextType>;
  TrackingEntry?: TrackingEntryResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  ShippingAddress?: ShippingAddressResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  Purchase?: PurchaseResolvers<ContextType>;
  OrderChange?: OrderChangeResolvers<ContextType>;
  MapSettings?: MapSettingsResolvers<ContextType>;
  GeocodedAddress?: GeocodedAddressResolvers<ContextType>;
  Claim?: ClaimResolvers<ContextType>;
  ClaimCreditNote?: ClaimCreditNoteResolvers<ContextType>;
  ClaimChange?: ClaimChangeResolvers<ContextType>;
  OrderClaim?: OrderClaimResolvers<ContextType>;
  CompanyMember?: CompanyMemberResolvers<ContextType>;
  CompanyInvitation?: CompanyInvitationResolvers<ContextType>;
  CompanyActivity?: CompanyActivityResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyChange?: CompanyChangeResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  ApprovalLine?: ApprovalLineResolvers<ContextType>;
  Approval?: ApprovalResolvers<ContextType>;
  ApprovalChange?: ApprovalChangeResolvers<ContextType>;
  LedgerInvoice?: LedgerInvoiceResolvers<ContextType>;
  LedgerCreditNote?: LedgerCreditNoteResolvers<ContextType>;
  PayToAccount?: PayToAccountResolvers<ContextType>;
  LedgerPayment?: LedgerPaymentResolvers<ContextType>;
  AdvanceMove?: AdvanceMoveResolvers<ContextType>;
  Ledger?: LedgerResolvers<ContextType>;
  LedgerChange?: LedgerChangeResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuoteLine?: QuoteLineResolvers<ContextType>;
  QuoteMessage?: QuoteMessageResolvers<ContextType>;
  QuotePage?: QuotePageResolvers<ContextType>;
  QuoteChange?: QuoteChangeResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  NextPriceBreak?: NextPriceBreakResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartChange?: CartChangeResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
  ReviewPage?: ReviewPageResolvers<ContextType>;
};

export type Loader<TReturn, TObj, TParams, TContext> = (
  queries: Array<{
    obj: TObj;
    params: TParams;
  }>,
  context: TContext & {
    reply: import("fastify").FastifyReply;
  },
) => Promise<Array<import("mercurius-codegen").DeepPartial<TReturn>>>;
export type LoaderResolver<TReturn, TObj, TParams, TContext> =
  | Loader<TReturn, TObj, TParams, TContext>
  | {
      loader: Loader<TReturn, TObj, TParams, TContext>;
      opts?: {
        cache?: boolean;
      };
    };
export interface Loaders<
  TContext = import("mercurius").MercuriusContext & {
    reply: import("fastify").FastifyReply;
  },
> {
  User?: {
    id?: LoaderResolver<Scalars["ID"], User, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], User, {}, TContext>;
    email?: LoaderResolver<Scalars["String"], User, {}, TContext>;
    phone?: LoaderResolver<Maybe<Scalars["String"]>, User, {}, TContext>;
    dob?: LoaderResolver<Maybe<Scalars["String"]>, User, {}, TContext>;
    profilePicture?: LoaderResolver<
      Maybe<Scalars["String"]>,
      User,
      {},
      TContext
    >;
    operator?: LoaderResolver<Scalars["Boolean"], User, {}, TContext>;
    business?: LoaderResolver<BusinessProfile, User, {}, TContext>;
    addresses?: LoaderResolver<Array<Address>, User, {}, TContext>;
    orders?: LoaderResolver<OrderPage, User, UserordersArgs, TContext>;
    claim?: LoaderResolver<Maybe<Claim>, User, UserclaimArgs, TContext>;
    company?: LoaderResolver<Maybe<Company>, User, {}, TContext>;
    quotes?: LoaderResolver<QuotePage, User, UserquotesArgs, TContext>;
    quote?: LoaderResolver<Maybe<Quote>, User, UserquoteArgs, TContext>;
    cart?: LoaderResolver<Cart, User, {}, TContext>;
    wishlist?: LoaderResolver<Array<WishlistItem>, User, {}, TContext>;
  };

  Session?: {
    token?: LoaderResolver<Scalars["String"], Session, {}, TContext>;
    user?: LoaderResolver<User, Session, {}, TContext>;
    message?: LoaderResolver<Scalars["String"], Session, {}, TContext>;
  };

  CodeSent?: {
    message?: LoaderResolver<Scalars["String"], CodeSent, {}, TContext>;
    challenge?: LoaderResolver<Scalars["String"], CodeSent, {}, TContext>;
    otp?: LoaderResolver<Maybe<Scalars["String"]>, CodeSent, {}, TContext>;
  };

  Location?: {
    postal?: LoaderResolver<Maybe<Scalars["String"]>, Location, {}, TContext>;
    city?: LoaderResolver<Maybe<Scalars["String"]>, Location, {}, TContext>;
    country?: LoaderResolver<Maybe<Scalars["String"]>, Location, {}, TContext>;
  };

  BusinessProfile?: {
    companyName?: LoaderResolver<
      Maybe<Scalars["String"]>,
      BusinessProfile,
      {},
      TContext
    >;
    gstin?: LoaderResolver<
      Maybe<Scalars["String"]>,
      BusinessProfile,
      {},
      TContext
    >;
    address?: LoaderResolver<
      Maybe<Scalars["String"]>,
      BusinessProfile,
      {},
      TContext
    >;
    city?: LoaderResolver<
      Maybe<Scalars["String"]>,
      BusinessProfile,
      {},
      TContext
    >;
    state?: LoaderResolver<
      Maybe<Scalars["String"]>,
      BusinessProfile,
      {},
      TContext
    >;
    stateCode?: LoaderResolver<
      Maybe<Scalars["String"]>,
      BusinessProfile,
      {},
      TContext
    >;
    pinCode?: LoaderResolver<
      Maybe<Scalars["String"]>,
      BusinessProfile,
      {},
      TContext
    >;
  };

  BusinessProfileChange?: {
    message?: LoaderResolver<
      Scalars["String"],
      BusinessProfileChange,
      {},
      TContext
    >;
    profile?: LoaderResolver<
      BusinessProfile,
      BusinessProfileChange,
      {},
      TContext
    >;
  };

  ReorderedLine?: {
    productId?: LoaderResolver<Scalars["ID"], ReorderedLine, {}, TContext>;
    color?: LoaderResolver<Scalars["String"], ReorderedLine, {}, TContext>;
    metres?: LoaderResolver<Scalars["Int"], ReorderedLine, {}, TContext>;
  };

  SkippedLine?: {
    productId?: LoaderResolver<Scalars["ID"], SkippedLine, {}, TContext>;
    color?: LoaderResolver<Scalars["String"], SkippedLine, {}, TContext>;
    reason?: LoaderResolver<Scalars["String"], SkippedLine, {}, TContext>;
  };

  Reorder?: {
    message?: LoaderResolver<Scalars["String"], Reorder, {}, TContext>;
    notice?: LoaderResolver<Maybe<Scalars["String"]>, Reorder, {}, TContext>;
    added?: LoaderResolver<Array<ReorderedLine>, Reorder, {}, TContext>;
    skipped?: LoaderResolver<Array<SkippedLine>, Reorder, {}, TContext>;
    priceChange?: LoaderResolver<
      Maybe<ReorderPriceChange>,
      Reorder,
      {},
      TContext
    >;
    cart?: LoaderResolver<Cart, Reorder, {}, TContext>;
  };

  ReorderPriceChange?: {
    was?: LoaderResolver<Scalars["Float"], ReorderPriceChange, {}, TContext>;
    now?: LoaderResolver<Scalars["Float"], ReorderPriceChange, {}, TContext>;
    quoted?: LoaderResolver<
      Scalars["Boolean"],
      ReorderPriceChange,
      {},
      TContext
    >;
  };

  QuickOrderRow?: {
    row?: LoaderResolver<Scalars["Int"], QuickOrderRow, {}, TContext>;
    productId?: LoaderResolver<Scalars["String"], QuickOrderRow, {}, TContext>;
    name?: LoaderResolver<
      Maybe<Scalars["String"]>,
      QuickOrderRow,
      {},
      TContext
    >;
    color?: LoaderResolver<Scalars["String"], QuickOrderRow, {}, TContext>;
    metres?: LoaderResolver<Scalars["String"], QuickOrderRow, {}, TContext>;
    status?: LoaderResolver<Scalars["String"], QuickOrderRow, {}, TContext>;
    reason?: LoaderResolver<
      Maybe<Scalars["String"]>,
      QuickOrderRow,
      {},
      TContext
    >;
  };

  QuickOrder?: {
    message?: LoaderResolver<Scalars["String"], QuickOrder, {}, TContext>;
    dryRun?: LoaderResolver<Scalars["Boolean"], QuickOrder, {}, TContext>;
    rows?: LoaderResolver<Array<QuickOrderRow>, QuickOrder, {}, TContext>;
    cart?: LoaderResolver<Cart, QuickOrder, {}, TContext>;
  };

  ProductPage?: {
    data?: LoaderResolver<Array<Product>, ProductPage, {}, TContext>;
    totalProducts?: LoaderResolver<Scalars["Int"], ProductPage, {}, TContext>;
    totalPage?: LoaderResolver<Scalars["Int"], ProductPage, {}, TContext>;
  };

  Product?: {
    id?: LoaderResolver<Scalars["ID"], Product, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    description?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    category?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    subCategory?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Product,
      {},
      TContext
    >;
    fabricType?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    pattern?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    count?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    construction?: LoaderResolver<Scalars["String"], Product, {}, TContext>;
    endUse?: LoaderResolver<Maybe<Scalars["String"]>, Product, {}, TContext>;
    weight?: LoaderResolver<Scalars["Int"], Product, {}, TContext>;
    widthInches?: LoaderResolver<Scalars["Int"], Product, {}, TContext>;
    averageRating?: LoaderResolver<Scalars["Float"], Product, {}, TContext>;
    reviewCount?: LoaderResolver<Scalars["Int"], Product, {}, TContext>;
    minOrderMetres?: LoaderResolver<Scalars["Int"], Product, {}, TContext>;
    varieties?: LoaderResolver<Array<ProductVariety>, Product, {}, TContext>;
    reviews?: LoaderResolver<Array<Review>, Product, {}, TContext>;
    reviewPages?: LoaderResolver<Maybe<Scalars["Int"]>, Product, {}, TContext>;
  };

  ProductVariety?: {
    id?: LoaderResolver<Scalars["ID"], ProductVariety, {}, TContext>;
    color?: LoaderResolver<Scalars["String"], ProductVariety, {}, TContext>;
    colorCode?: LoaderResolver<Scalars["String"], ProductVariety, {}, TContext>;
    images?: LoaderResolver<
      Array<Scalars["String"]>,
      ProductVariety,
      {},
      TContext
    >;
    stock?: LoaderResolver<Scalars["Int"], ProductVariety, {}, TContext>;
    pricePerMetre?: LoaderResolver<
      Scalars["Float"],
      ProductVariety,
      {},
      TContext
    >;
    discountedPrice?: LoaderResolver<
      Maybe<Scalars["Float"]>,
      ProductVariety,
      {},
      TContext
    >;
    price?: LoaderResolver<Scalars["Float"], ProductVariety, {}, TContext>;
    priceTiers?: LoaderResolver<Array<PriceTier>, ProductVariety, {}, TContext>;
  };

  PriceTier?: {
    minMetres?: LoaderResolver<Scalars["Int"], PriceTier, {}, TContext>;
    price?: LoaderResolver<Scalars["Float"], PriceTier, {}, TContext>;
  };

  Review?: {
    id?: LoaderResolver<Scalars["ID"], Review, {}, TContext>;
    rating?: LoaderResolver<Scalars["Int"], Review, {}, TContext>;
    review?: LoaderResolver<Scalars["String"], Review, {}, TContext>;
    date?: LoaderResolver<Scalars["String"], Review, {}, TContext>;
    images?: LoaderResolver<Array<Scalars["String"]>, Review, {}, TContext>;
    userName?: LoaderResolver<Scalars["String"], Review, {}, TContext>;
    userPicture?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Review,
      {},
      TContext
    >;
    verifiedPurchase?: LoaderResolver<Scalars["Boolean"], Review, {}, TContext>;
  };

  Category?: {
    id?: LoaderResolver<Scalars["ID"], Category, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Category, {}, TContext>;
    subCategories?: LoaderResolver<
      Array<Scalars["String"]>,
      Category,
      {},
      TContext
    >;
  };

  Address?: {
    id?: LoaderResolver<Scalars["ID"], Address, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Address, {}, TContext>;
    tag?: LoaderResolver<Maybe<Scalars["String"]>, Address, {}, TContext>;
    address?: LoaderResolver<Scalars["String"], Address, {}, TContext>;
    city?: LoaderResolver<Scalars["String"], Address, {}, TContext>;
    state?: LoaderResolver<Scalars["String"], Address, {}, TContext>;
    pinCode?: LoaderResolver<Maybe<Scalars["String"]>, Address, {}, TContext>;
    phone?: LoaderResolver<Scalars["String"], Address, {}, TContext>;
    country?: LoaderResolver<Scalars["String"], Address, {}, TContext>;
    selected?: LoaderResolver<Scalars["Boolean"], Address, {}, TContext>;
  };

  AddressBookChange?: {
    message?: LoaderResolver<
      Scalars["String"],
      AddressBookChange,
      {},
      TContext
    >;
    addresses?: LoaderResolver<Array<Address>, AddressBookChange, {}, TContext>;
  };

  ShippingOption?: {
    id?: LoaderResolver<Scalars["ID"], ShippingOption, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], ShippingOption, {}, TContext>;
    description?: LoaderResolver<
      Scalars["String"],
      ShippingOption,
      {},
      TContext
    >;
    price?: LoaderResolver<Scalars["Float"], ShippingOption, {}, TContext>;
    estimatedDelivery?: LoaderResolver<
      Scalars["String"],
      ShippingOption,
      {},
      TContext
    >;
    requiresDateSelection?: LoaderResolver<
      Scalars["Boolean"],
      ShippingOption,
      {},
      TContext
    >;
  };

  PriceBreakdown?: {
    subTotal?: LoaderResolver<Scalars["Float"], PriceBreakdown, {}, TContext>;
    discount?: LoaderResolver<Scalars["Float"], PriceBreakdown, {}, TContext>;
    shipping?: LoaderResolver<Scalars["Float"], PriceBreakdown, {}, TContext>;
    tax?: LoaderResolver<Scalars["Float"], PriceBreakdown, {}, TContext>;
    total?: LoaderResolver<Scalars["Float"], PriceBreakdown, {}, TContext>;
    taxRates?: LoaderResolver<
      Array<Scalars["Int"]>,
      PriceBreakdown,
      {},
      TContext
    >;
  };

  CheckoutSummary?: {
    cart?: LoaderResolver<Cart, CheckoutSummary, {}, TContext>;
    address?: LoaderResolver<Maybe<Address>, CheckoutSummary, {}, TContext>;
    shippingOptions?: LoaderResolver<
      Array<ShippingOption>,
      CheckoutSummary,
      {},
      TContext
    >;
    shipping?: LoaderResolver<Scalars["ID"], CheckoutSummary, {}, TContext>;
    pricing?: LoaderResolver<PriceBreakdown, CheckoutSummary, {}, TContext>;
    onAccount?: LoaderResolver<
      Maybe<OnAccountOffer>,
      CheckoutSummary,
      {},
      TContext
    >;
    approval?: LoaderResolver<
      Maybe<ApprovalAhead>,
      CheckoutSummary,
      {},
      TContext
    >;
  };

  ApprovalAhead?: {
    why?: LoaderResolver<Scalars["String"], ApprovalAhead, {}, TContext>;
    message?: LoaderResolver<Scalars["String"], ApprovalAhead, {}, TContext>;
    methods?: LoaderResolver<
      Array<Scalars["String"]>,
      ApprovalAhead,
      {},
      TContext
    >;
  };

  OnAccountOffer?: {
    company?: LoaderResolver<Scalars["String"], OnAccountOffer, {}, TContext>;
    terms?: LoaderResolver<Scalars["String"], OnAccountOffer, {}, TContext>;
    available?: LoaderResolver<Scalars["Float"], OnAccountOffer, {}, TContext>;
    holdReason?: LoaderResolver<
      Maybe<Scalars["String"]>,
      OnAccountOffer,
      {},
      TContext
    >;
    dueDate?: LoaderResolver<Scalars["String"], OnAccountOffer, {}, TContext>;
  };

  Dispatch?: {
    transporter?: LoaderResolver<Scalars["String"], Dispatch, {}, TContext>;
    lrNumber?: LoaderResolver<Scalars["String"], Dispatch, {}, TContext>;
    vehicleNumber?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Dispatch,
      {},
      TContext
    >;
    date?: LoaderResolver<Scalars["String"], Dispatch, {}, TContext>;
    ewayBillNumber?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Dispatch,
      {},
      TContext
    >;
    ewayBillValidUntil?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Dispatch,
      {},
      TContext
    >;
    trackingUrl?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Dispatch,
      {},
      TContext
    >;
    photos?: LoaderResolver<Array<Scalars["String"]>, Dispatch, {}, TContext>;
  };

  TrackingEntry?: {
    status?: LoaderResolver<Scalars["String"], TrackingEntry, {}, TContext>;
    message?: LoaderResolver<Scalars["String"], TrackingEntry, {}, TContext>;
    time?: LoaderResolver<Scalars["String"], TrackingEntry, {}, TContext>;
    isError?: LoaderResolver<Scalars["Boolean"], TrackingEntry, {}, TContext>;
    isActive?: LoaderResolver<Scalars["Boolean"], TrackingEntry, {}, TContext>;
  };

  OrderItem?: {
    name?: LoaderResolver<Scalars["String"], OrderItem, {}, TContext>;
    description?: LoaderResolver<Scalars["String"], OrderItem, {}, TContext>;
    quantity?: LoaderResolver<Scalars["Int"], OrderItem, {}, TContext>;
    price?: LoaderResolver<Scalars["Float"], OrderItem, {}, TContext>;
    color?: LoaderResolver<Scalars["String"], OrderItem, {}, TContext>;
    image?: LoaderResolver<Maybe<Scalars["String"]>, OrderItem, {}, TContext>;
    isSample?: LoaderResolver<Scalars["Boolean"], OrderItem, {}, TContext>;
  };

  ShippingAddress?: {
    fullName?: LoaderResolver<Scalars["String"], ShippingAddress, {}, TContext>;
    phone?: LoaderResolver<Scalars["String"], ShippingAddress, {}, TContext>;
    address?: LoaderResolver<Scalars["String"], ShippingAddress, {}, TContext>;
    city?: LoaderResolver<Scalars["String"], ShippingAddress, {}, TContext>;
    state?: LoaderResolver<Scalars["String"], ShippingAddress, {}, TContext>;
    pinCode?: LoaderResolver<
      Maybe<Scalars["String"]>,
      ShippingAddress,
      {},
      TContext
    >;
    country?: LoaderResolver<Scalars["String"], ShippingAddress, {}, TContext>;
  };

  Order?: {
    id?: LoaderResolver<Scalars["ID"], Order, {}, TContext>;
    orderId?: LoaderResolver<Scalars["String"], Order, {}, TContext>;
    purchaseId?: LoaderResolver<Scalars["String"], Order, {}, TContext>;
    invoiceNumber?: LoaderResolver<Scalars["String"], Order, {}, TContext>;
    creditNoteNumber?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Order,
      {},
      TContext
    >;
    creditNoteId?: LoaderResolver<Maybe<Scalars["ID"]>, Order, {}, TContext>;
    irn?: LoaderResolver<Maybe<Scalars["String"]>, Order, {}, TContext>;
    signedQrCode?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Order,
      {},
      TContext
    >;
    irnCancelled?: LoaderResolver<Scalars["Boolean"], Order, {}, TContext>;
    productId?: LoaderResolver<Scalars["ID"], Order, {}, TContext>;
    item?: LoaderResolver<OrderItem, Order, {}, TContext>;
    status?: LoaderResolver<Scalars["String"], Order, {}, TContext>;
    delayed?: LoaderResolver<Scalars["Boolean"], Order, {}, TContext>;
    cancellable?: LoaderResolver<Scalars["Boolean"], Order, {}, TContext>;
    tracking?: LoaderResolver<Array<TrackingEntry>, Order, {}, TContext>;
    shipmentDate?: LoaderResolver<Scalars["String"], Order, {}, TContext>;
    estimatedDelivery?: LoaderResolver<Scalars["String"], Order, {}, TContext>;
    shippingOption?: LoaderResolver<Scalars["String"], Order, {}, TContext>;
    shippingAddress?: LoaderResolver<ShippingAddress, Order, {}, TContext>;
    paymentMethod?: LoaderResolver<Scalars["String"], Order, {}, TContext>;
    couponCode?: LoaderResolver<Maybe<Scalars["String"]>, Order, {}, TContext>;
    quoteId?: LoaderResolver<Maybe<Scalars["ID"]>, Order, {}, TContext>;
    poNumber?: LoaderResolver<Maybe<Scalars["String"]>, Order, {}, TContext>;
    requestedDelivery?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Order,
      {},
      TContext
    >;
    pricing?: LoaderResolver<PriceBreakdown, Order, {}, TContext>;
    createdAt?: LoaderResolver<Scalars["String"], Order, {}, TContext>;
    dispatch?: LoaderResolver<Maybe<Dispatch>, Order, {}, TContext>;
    claim?: LoaderResolver<Maybe<OrderClaim>, Order, {}, TContext>;
    claimUntil?: LoaderResolver<Maybe<Scalars["String"]>, Order, {}, TContext>;
    claimableMetres?: LoaderResolver<Scalars["Int"], Order, {}, TContext>;
  };

  OrderPage?: {
    orders?: LoaderResolver<Array<Order>, OrderPage, {}, TContext>;
    totalPages?: LoaderResolver<Scalars["Int"], OrderPage, {}, TContext>;
    totalItems?: LoaderResolver<Scalars["Int"], OrderPage, {}, TContext>;
  };

  Purchase?: {
    message?: LoaderResolver<Scalars["String"], Purchase, {}, TContext>;
    purchaseId?: LoaderResolver<Scalars["ID"], Purchase, {}, TContext>;
    orders?: LoaderResolver<Array<Order>, Purchase, {}, TContext>;
    pricing?: LoaderResolver<PriceBreakdown, Purchase, {}, TContext>;
    approvalId?: LoaderResolver<Maybe<Scalars["ID"]>, Purchase, {}, TContext>;
  };

  OrderChange?: {
    message?: LoaderResolver<Scalars["String"], OrderChange, {}, TContext>;
    order?: LoaderResolver<Order, OrderChange, {}, TContext>;
  };

  MapSettings?: {
    tileUrl?: LoaderResolver<Scalars["String"], MapSettings, {}, TContext>;
    attribution?: LoaderResolver<Scalars["String"], MapSettings, {}, TContext>;
  };

  GeocodedAddress?: {
    address?: LoaderResolver<
      Maybe<Scalars["String"]>,
      GeocodedAddress,
      {},
      TContext
    >;
    city?: LoaderResolver<
      Maybe<Scalars["String"]>,
      GeocodedAddress,
      {},
      TContext
    >;
    state?: LoaderResolver<
      Maybe<Scalars["String"]>,
      GeocodedAddress,
      {},
      TContext
    >;
    pinCode?: LoaderResolver<
      Maybe<Scalars["String"]>,
      GeocodedAddress,
      {},
      TContext
    >;
    country?: LoaderResolver<
      Maybe<Scalars["String"]>,
      GeocodedAddress,
      {},
      TContext
    >;
  };

  Claim?: {
    id?: LoaderResolver<Scalars["ID"], Claim, {}, TContext>;
    status?: LoaderResolver<Scalars["String"], Claim, {}, TContext>;
    kind?: LoaderResolver<Scalars["String"], Claim, {}, TContext>;
    metres?: LoaderResolver<Scalars["Int"], Claim, {}, TContext>;
    lot?: LoaderResolver<Maybe<Scalars["String"]>, Claim, {}, TContext>;
    note?: LoaderResolver<Scalars["String"], Claim, {}, TContext>;
    photos?: LoaderResolver<Array<Scalars["String"]>, Claim, {}, TContext>;
    createdAt?: LoaderResolver<Scalars["String"], Claim, {}, TContext>;
    outcome?: LoaderResolver<Maybe<Scalars["String"]>, Claim, {}, TContext>;
    reason?: LoaderResolver<Maybe<Scalars["String"]>, Claim, {}, TContext>;
    settledAt?: LoaderResolver<Maybe<Scalars["String"]>, Claim, {}, TContext>;
    creditNote?: LoaderResolver<Maybe<ClaimCreditNote>, Claim, {}, TContext>;
    replacementOrderId?: LoaderResolver<
      Maybe<Scalars["ID"]>,
      Claim,
      {},
      TContext
    >;
    messages?: LoaderResolver<Array<QuoteMessage>, Claim, {}, TContext>;
  };

  ClaimCreditNote?: {
    id?: LoaderResolver<Scalars["ID"], ClaimCreditNote, {}, TContext>;
    number?: LoaderResolver<Scalars["String"], ClaimCreditNote, {}, TContext>;
    total?: LoaderResolver<Scalars["Float"], ClaimCreditNote, {}, TContext>;
  };

  ClaimChange?: {
    message?: LoaderResolver<Scalars["String"], ClaimChange, {}, TContext>;
    claim?: LoaderResolver<Claim, ClaimChange, {}, TContext>;
  };

  OrderClaim?: {
    id?: LoaderResolver<Scalars["ID"], OrderClaim, {}, TContext>;
    status?: LoaderResolver<Scalars["String"], OrderClaim, {}, TContext>;
  };

  CompanyMember?: {
    userId?: LoaderResolver<Scalars["ID"], CompanyMember, {}, TContext>;
    email?: LoaderResolver<Scalars["String"], CompanyMember, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], CompanyMember, {}, TContext>;
    role?: LoaderResolver<Scalars["String"], CompanyMember, {}, TContext>;
    orderLimit?: LoaderResolver<
      Maybe<Scalars["Float"]>,
      CompanyMember,
      {},
      TContext
    >;
    monthlyLimit?: LoaderResolver<
      Maybe<Scalars["Float"]>,
      CompanyMember,
      {},
      TContext
    >;
    joinedAt?: LoaderResolver<Scalars["String"], CompanyMember, {}, TContext>;
  };

  CompanyInvitation?: {
    id?: LoaderResolver<Scalars["ID"], CompanyInvitation, {}, TContext>;
    email?: LoaderResolver<Scalars["String"], CompanyInvitation, {}, TContext>;
    role?: LoaderResolver<Scalars["String"], CompanyInvitation, {}, TContext>;
    expiresAt?: LoaderResolver<
      Scalars["String"],
      CompanyInvitation,
      {},
      TContext
    >;
  };

  CompanyActivity?: {
    id?: LoaderResolver<Scalars["ID"], CompanyActivity, {}, TContext>;
    by?: LoaderResolver<Scalars["String"], CompanyActivity, {}, TContext>;
    kind?: LoaderResolver<Scalars["String"], CompanyActivity, {}, TContext>;
    summary?: LoaderResolver<Scalars["String"], CompanyActivity, {}, TContext>;
    createdAt?: LoaderResolver<
      Scalars["String"],
      CompanyActivity,
      {},
      TContext
    >;
  };

  Company?: {
    id?: LoaderResolver<Scalars["ID"], Company, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], Company, {}, TContext>;
    gstin?: LoaderResolver<Maybe<Scalars["String"]>, Company, {}, TContext>;
    role?: LoaderResolver<Scalars["String"], Company, {}, TContext>;
    members?: LoaderResolver<Array<CompanyMember>, Company, {}, TContext>;
    invitations?: LoaderResolver<
      Array<CompanyInvitation>,
      Company,
      {},
      TContext
    >;
    activity?: LoaderResolver<Array<CompanyActivity>, Company, {}, TContext>;
    terms?: LoaderResolver<Scalars["String"], Company, {}, TContext>;
    creditLimit?: LoaderResolver<Scalars["Float"], Company, {}, TContext>;
    outstanding?: LoaderResolver<Scalars["Float"], Company, {}, TContext>;
    available?: LoaderResolver<Scalars["Float"], Company, {}, TContext>;
    onHold?: LoaderResolver<Scalars["Boolean"], Company, {}, TContext>;
    approvals?: LoaderResolver<Array<Approval>, Company, {}, TContext>;
    ledger?: LoaderResolver<Maybe<Ledger>, Company, {}, TContext>;
    holdReason?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Company,
      {},
      TContext
    >;
  };

  CompanyChange?: {
    message?: LoaderResolver<Scalars["String"], CompanyChange, {}, TContext>;
    company?: LoaderResolver<Company, CompanyChange, {}, TContext>;
  };

  InvitationPreview?: {
    company?: LoaderResolver<
      Scalars["String"],
      InvitationPreview,
      {},
      TContext
    >;
    invitedBy?: LoaderResolver<
      Maybe<Scalars["String"]>,
      InvitationPreview,
      {},
      TContext
    >;
    role?: LoaderResolver<Scalars["String"], InvitationPreview, {}, TContext>;
    email?: LoaderResolver<Scalars["String"], InvitationPreview, {}, TContext>;
    expiresAt?: LoaderResolver<
      Scalars["String"],
      InvitationPreview,
      {},
      TContext
    >;
    status?: LoaderResolver<Scalars["String"], InvitationPreview, {}, TContext>;
    message?: LoaderResolver<
      Maybe<Scalars["String"]>,
      InvitationPreview,
      {},
      TContext
    >;
  };

  ApprovalLine?: {
    name?: LoaderResolver<Scalars["String"], ApprovalLine, {}, TContext>;
    color?: LoaderResolver<Scalars["String"], ApprovalLine, {}, TContext>;
    metres?: LoaderResolver<Scalars["Float"], ApprovalLine, {}, TContext>;
    quoteId?: LoaderResolver<Maybe<Scalars["ID"]>, ApprovalLine, {}, TContext>;
  };

  Approval?: {
    id?: LoaderResolver<Scalars["ID"], Approval, {}, TContext>;
    status?: LoaderResolver<Scalars["String"], Approval, {}, TContext>;
    buyerName?: LoaderResolver<Scalars["String"], Approval, {}, TContext>;
    buyerEmail?: LoaderResolver<Scalars["String"], Approval, {}, TContext>;
    total?: LoaderResolver<Scalars["Float"], Approval, {}, TContext>;
    paymentMethod?: LoaderResolver<Scalars["String"], Approval, {}, TContext>;
    why?: LoaderResolver<Scalars["String"], Approval, {}, TContext>;
    lines?: LoaderResolver<Array<ApprovalLine>, Approval, {}, TContext>;
    poNumber?: LoaderResolver<Maybe<Scalars["String"]>, Approval, {}, TContext>;
    requestedDelivery?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Approval,
      {},
      TContext
    >;
    deliverTo?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Approval,
      {},
      TContext
    >;
    createdAt?: LoaderResolver<Scalars["String"], Approval, {}, TContext>;
    decidedBy?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Approval,
      {},
      TContext
    >;
    decidedAt?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Approval,
      {},
      TContext
    >;
    rejectReason?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Approval,
      {},
      TContext
    >;
    purchaseId?: LoaderResolver<
      Maybe<Scalars["String"]>,
      Approval,
      {},
      TContext
    >;
  };

  ApprovalChange?: {
    message?: LoaderResolver<Scalars["String"], ApprovalChange, {}, TContext>;
    approval?: LoaderResolver<Approval, ApprovalChange, {}, TContext>;
  };

  LedgerInvoice?: {
    id?: LoaderResolver<Scalars["ID"], LedgerInvoice, {}, TContext>;
    number?: LoaderResolver<Scalars["String"], LedgerInvoice, {}, TContext>;
    date?: LoaderResolver<Scalars["String"], LedgerInvoice, {}, TContext>;
    dueDate?: LoaderResolver<Scalars["String"], LedgerInvoice, {}, TContext>;
    mustPayBy?: LoaderResolver<
      Maybe<Scalars["String"]>,
      LedgerInvoice,
      {},
      TContext
    >;
    issued?: LoaderResolver<Scalars["Float"], LedgerInvoice, {}, TContext>;
    total?: LoaderResolver<Scalars["Float"], LedgerInvoice, {}, TContext>;
    paid?: LoaderResolver<Scalars["Float"], LedgerInvoice, {}, TContext>;
    open?: LoaderResolver<Scalars["Float"], LedgerInvoice, {}, TContext>;
    awaitingConfirmation?: LoaderResolver<
      Scalars["Float"],
      LedgerInvoice,
      {},
      TContext
    >;
    daysOverdue?: LoaderResolver<Scalars["Int"], LedgerInvoice, {}, TContext>;
    creditNotes?: LoaderResolver<
      Array<LedgerCreditNote>,
      LedgerInvoice,
      {},
      TContext
    >;
  };

  LedgerCreditNote?: {
    id?: LoaderResolver<Scalars["ID"], LedgerCreditNote, {}, TContext>;
    number?: LoaderResolver<Scalars["String"], LedgerCreditNote, {}, TContext>;
    amount?: LoaderResolver<Scalars["Float"], LedgerCreditNote, {}, TContext>;
  };

  PayToAccount?: {
    accountName?: LoaderResolver<Scalars["String"], PayToAccount, {}, TContext>;
    accountNumber?: LoaderResolver<
      Scalars["String"],
      PayToAccount,
      {},
      TContext
    >;
    ifsc?: LoaderResolver<Scalars["String"], PayToAccount, {}, TContext>;
    bank?: LoaderResolver<Scalars["String"], PayToAccount, {}, TContext>;
    branch?: LoaderResolver<Scalars["String"], PayToAccount, {}, TContext>;
    upiId?: LoaderResolver<
      Maybe<Scalars["String"]>,
      PayToAccount,
      {},
      TContext
    >;
  };

  LedgerPayment?: {
    id?: LoaderResolver<Scalars["ID"], LedgerPayment, {}, TContext>;
    amount?: LoaderResolver<Scalars["Float"], LedgerPayment, {}, TContext>;
    method?: LoaderResolver<Scalars["String"], LedgerPayment, {}, TContext>;
    reference?: LoaderResolver<Scalars["String"], LedgerPayment, {}, TContext>;
    status?: LoaderResolver<Scalars["String"], LedgerPayment, {}, TContext>;
    rejectedReason?: LoaderResolver<
      Maybe<Scalars["String"]>,
      LedgerPayment,
      {},
      TContext
    >;
    date?: LoaderResolver<Scalars["String"], LedgerPayment, {}, TContext>;
  };

  AdvanceMove?: {
    kind?: LoaderResolver<Scalars["String"], AdvanceMove, {}, TContext>;
    date?: LoaderResolver<Scalars["String"], AdvanceMove, {}, TContext>;
    amount?: LoaderResolver<Scalars["Float"], AdvanceMove, {}, TContext>;
    invoiceId?: LoaderResolver<
      Maybe<Scalars["String"]>,
      AdvanceMove,
      {},
      TContext
    >;
    why?: LoaderResolver<Maybe<Scalars["String"]>, AdvanceMove, {}, TContext>;
    reference?: LoaderResolver<Scalars["String"], AdvanceMove, {}, TContext>;
  };

  Ledger?: {
    invoices?: LoaderResolver<Array<LedgerInvoice>, Ledger, {}, TContext>;
    payments?: LoaderResolver<Array<LedgerPayment>, Ledger, {}, TContext>;
    outstanding?: LoaderResolver<Scalars["Float"], Ledger, {}, TContext>;
    advance?: LoaderResolver<Scalars["Float"], Ledger, {}, TContext>;
    advanceMoves?: LoaderResolver<Array<AdvanceMove>, Ledger, {}, TContext>;
    creditLimit?: LoaderResolver<Scalars["Float"], Ledger, {}, TContext>;
    available?: LoaderResolver<Scalars["Float"], Ledger, {}, TContext>;
    onHold?: LoaderResolver<Scalars["Boolean"], Ledger, {}, TContext>;
    holdReason?: LoaderResolver<Maybe<Scalars["String"]>, Ledger, {}, TContext>;
    payTo?: LoaderResolver<Maybe<PayToAccount>, Ledger, {}, TContext>;
  };

  LedgerChange?: {
    message?: LoaderResolver<Scalars["String"], LedgerChange, {}, TContext>;
    ledger?: LoaderResolver<Ledger, LedgerChange, {}, TContext>;
  };

  Quote?: {
    id?: LoaderResolver<Scalars["ID"], Quote, {}, TContext>;
    status?: LoaderResolver<Scalars["String"], Quote, {}, TContext>;
    waitingFor?: LoaderResolver<Maybe<Scalars["String"]>, Quote, {}, TContext>;
    note?: LoaderResolver<Scalars["String"], Quote, {}, TContext>;
    neededBy?: LoaderResolver<Maybe<Scalars["String"]>, Quote, {}, TContext>;
    validUntil?: LoaderResolver<Maybe<Scalars["String"]>, Quote, {}, TContext>;
    createdAt?: LoaderResolver<Scalars["String"], Quote, {}, TContext>;
    updatedAt?: LoaderResolver<Scalars["String"], Quote, {}, TContext>;
    lines?: LoaderResolver<Array<QuoteLine>, Quote, {}, TContext>;
    messages?: LoaderResolver<Array<QuoteMessage>, Quote, {}, TContext>;
  };

  QuoteLine?: {
    productId?: LoaderResolver<Scalars["ID"], QuoteLine, {}, TContext>;
    name?: LoaderResolver<Scalars["String"], QuoteLine, {}, TContext>;
    color?: LoaderResolver<Scalars["String"], QuoteLine, {}, TContext>;
    metres?: LoaderResolver<Scalars["Int"], QuoteLine, {}, TContext>;
    targetPrice?: LoaderResolver<
      Maybe<Scalars["Float"]>,
      QuoteLine,
      {},
      TContext
    >;
    quotedPrice?: LoaderResolver<
      Maybe<Scalars["Float"]>,
      QuoteLine,
      {},
      TContext
    >;
    listPrice?: LoaderResolver<Scalars["Float"], QuoteLine, {}, TContext>;
    taxPercent?: LoaderResolver<Scalars["Int"], QuoteLine, {}, TContext>;
  };

  QuoteMessage?: {
    author?: LoaderResolver<Scalars["String"], QuoteMessage, {}, TContext>;
    text?: LoaderResolver<Scalars["String"], QuoteMessage, {}, TContext>;
    createdAt?: LoaderResolver<Scalars["String"], QuoteMessage, {}, TContext>;
  };

  QuotePage?: {
    quotes?: LoaderResolver<Array<Quote>, QuotePage, {}, TContext>;
    totalItems?: LoaderResolver<Scalars["Int"], QuotePage, {}, TContext>;
    totalPages?: LoaderResolver<Scalars["Int"], QuotePage, {}, TContext>;
  };

  QuoteChange?: {
    message?: LoaderResolver<Scalars["String"], QuoteChange, {}, TContext>;
    quote?: LoaderResolver<Quote, QuoteChange, {}, TContext>;
  };

  CartLine?: {
    product?: LoaderResolver<Product, CartLine, {}, TContext>;
    color?: LoaderResolver<Scalars["String"], CartLine, {}, TContext>;
    quantity?: LoaderResolver<Scalars["Int"], CartLine, {}, TContext>;
    unitPrice?: LoaderResolver<Scalars["Float"], CartLine, {}, TContext>;
    linePrice?: LoaderResolver<Scalars["Float"], CartLine, {}, TContext>;
    discountedLinePrice?: LoaderResolver<
      Maybe<Scalars["Float"]>,
      CartLine,
      {},
      TContext
    >;
    appliedCoupon?: LoaderResolver<
      Maybe<Scalars["String"]>,
      CartLine,
      {},
      TContext
    >;
    stock?: LoaderResolver<Scalars["Int"], CartLine, {}, TContext>;
    isSample?: LoaderResolver<Scalars["Boolean"], CartLine, {}, TContext>;
    listPrice?: LoaderResolver<Scalars["Float"], CartLine, {}, TContext>;
    appliedBreak?: LoaderResolver<Maybe<PriceTier>, CartLine, {}, TContext>;
    nextBreak?: LoaderResolver<Maybe<NextPriceBreak>, CartLine, {}, TContext>;
    quoteId?: LoaderResolver<Maybe<Scalars["ID"]>, CartLine, {}, TContext>;
  };

  NextPriceBreak?: {
    minMetres?: LoaderResolver<Scalars["Int"], NextPriceBreak, {}, TContext>;
    price?: LoaderResolver<Scalars["Float"], NextPriceBreak, {}, TContext>;
    metresMore?: LoaderResolver<Scalars["Int"], NextPriceBreak, {}, TContext>;
  };

  AppliedCoupon?: {
    code?: LoaderResolver<Scalars["String"], AppliedCoupon, {}, TContext>;
    description?: LoaderResolver<
      Scalars["String"],
      AppliedCoupon,
      {},
      TContext
    >;
  };

  Cart?: {
    lines?: LoaderResolver<Array<CartLine>, Cart, {}, TContext>;
    count?: LoaderResolver<Scalars["Int"], Cart, {}, TContext>;
    subTotal?: LoaderResolver<Scalars["Float"], Cart, {}, TContext>;
    discount?: LoaderResolver<Scalars["Float"], Cart, {}, TContext>;
    totalPrice?: LoaderResolver<Scalars["Float"], Cart, {}, TContext>;
    tax?: LoaderResolver<Scalars["Float"], Cart, {}, TContext>;
    taxRates?: LoaderResolver<Array<Scalars["Int"]>, Cart, {}, TContext>;
    totalWithTax?: LoaderResolver<Scalars["Float"], Cart, {}, TContext>;
    coupon?: LoaderResolver<Maybe<AppliedCoupon>, Cart, {}, TContext>;
  };

  CartChange?: {
    message?: LoaderResolver<Scalars["String"], CartChange, {}, TContext>;
    notice?: LoaderResolver<Maybe<Scalars["String"]>, CartChange, {}, TContext>;
    cart?: LoaderResolver<Cart, CartChange, {}, TContext>;
  };

  WishlistItem?: {
    product?: LoaderResolver<Product, WishlistItem, {}, TContext>;
    color?: LoaderResolver<
      Maybe<Scalars["String"]>,
      WishlistItem,
      {},
      TContext
    >;
  };

  ReviewPage?: {
    reviews?: LoaderResolver<Array<Review>, ReviewPage, {}, TContext>;
    pages?: LoaderResolver<Scalars["Int"], ReviewPage, {}, TContext>;
  };
}
declare module "mercurius" {
  interface IResolvers extends Resolvers<
    import("mercurius").MercuriusContext
  > {}
  interface MercuriusLoaders extends Loaders {}
}
