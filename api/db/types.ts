import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type GeneratedAlways<T> = ColumnType<T, never, never>;

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  position: number;
  /** The HSN code the tax invoice states for the category's fabrics (migration 0016). */
  hsn_code: Generated<string>;
}
export interface SubcategoriesTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  position: number;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string;
  category_id: number;
  subcategory_id: number | null;
  fabric_type: string;
  pattern: string;
  yarn_count: string;
  construction: string;
  end_use: string | null;
  gsm: number;
  width_inches: number;
  /** numeric(3,2): PostgreSQL returns it as text, so read it through a float8 cast. */
  rating_average: ColumnType<number, number | undefined, number>;
  rating_count: Generated<number>;
  created_at: Timestamp;
  search_document: GeneratedAlways<string>;
  /** The first colour's shown price, deal flag and stock, kept by a trigger on product_varieties (migration 0003). */
  shown_price_paise: Generated<number>;
  is_deal: Generated<boolean>;
  first_stock: Generated<number>;
  /** The product as the REST list answers it, kept by triggers (migration 0004). */
  list_json: Generated<string>;
  /** Set when an operator retires the fabric: gone from the catalogue, kept for past orders (migration 0014). */
  retired_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The fewest metres a cart line may hold (migration 0017); samples are exempt. */
  min_order_metres: Generated<number>;
  /** Its own HSN heading, in place of its category's (migration 0038). */
  hsn_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProductVarietiesTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  color: string;
  color_hex: string;
  images: string[];
  stock: number;
  price_per_metre_paise: number;
  discounted_price_paise: number | null;
  shown_price_paise: GeneratedAlways<number>;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string | null;
  dob: ColumnType<Date | null, string | null | undefined, string | null>;
  profile_pic: string | null;
  google_id: string | null;
  facebook_id: string | null;
  /** False for the seeded reviewers, who cannot sign in at all. */
  can_sign_in: Generated<boolean>;
  /** How the account was first opened (migration 0008). */
  signed_up_with: Generated<'email' | 'google' | 'facebook'>;
  created_at: Timestamp;
  /** Set while an operator has blocked the account (migration 0014). */
  blocked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  order_id: string | null;
  rating: number;
  review: string;
  created_at: Timestamp;
  verified_purchase: Generated<boolean>;
  /** Set while an operator hides the review (migration 0014). */
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ReviewImagesTable {
  id: Generated<number>;
  review_id: number;
  position: number;
  url: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  email: string;
  purpose: 'signin' | 'login';
  code_hash: string;
  failed_attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** SHA-256 of the challenge given to the request that asked for the code (migration 0009). */
  challenge_hash: string | null;
}

export interface AuthEventsTable {
  id: Generated<number>;
  kind: 'signin_failure' | 'code_request' | 'support_request' | 'code_guess' | 'review' | 'quote_message' | 'claim' | 'company_invite';
  subject: string;
  created_at: Timestamp;
}

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface CouponsTable {
  id: Generated<number>;
  /** Upper case; looked up case-insensitively. */
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  /** The percentage for percent coupons; paise for flat ones. */
  value: number;
  min_subtotal_paise: Generated<number>;
  max_discount_paise: number | null;
  starts_at: Timestamp;
  ends_at: Nullable<Date>;
  active: Generated<boolean>;
  usage_limit: number | null;
  per_buyer_limit: Generated<number>;
  times_used: Generated<number>;
}

export interface CouponRedemptionsTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number;
  order_number: string | null;
  created_at: Timestamp;
}
export interface CartsTable {
  user_id: number;
  coupon_id: number | null;
  updated_at: Timestamp;
}
export interface CartLinesTable {
  user_id: number;
  variety_id: number;
  quantity: number;
  unit_price_paise: Generated<number>;
  added_at: Timestamp;
}
export interface WishlistItemsTable {
  user_id: number;
  product_id: number;
  variety_id: number | null;
  added_at: Timestamp;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  tag: string | null;
  address: string;
  city: string;
  state: string;
  pin_code: string | null;
  alternative_phone: string;
  country: string;
  company_id: number | null;
  created_at: Timestamp;
}

export interface LedgerInvoicesTable {
  invoice_number: string;
  company_id: number;
  created_at: Timestamp;
  due: ColumnType<string, string, string>;
  total_paise: ColumnType<string, number | string, number | string>;
  credited_paise: ColumnType<string, number | string, number | string>;
  paid_paise: ColumnType<string, number | string, number | string>;
  pending_paise: ColumnType<string, number | string, number | string>;
  open_paise: GeneratedAlways<string>;
}

export interface CompanyReceivablesTable {
  company_id: number;
  as_of: ColumnType<string, string, string>;
  not_due: string;
  d1_30: string;
  d31_60: string;
  d61_90: string;
  d90_plus: string;
  total: string;
}

export interface AddressChoicesTable {
  user_id: number;
  address_id: number;
}

export interface OrdersTable {
  id: Generated<number>;
  order_number: string;
  user_id: number;
  payment_method: 'UPI' | 'Credit Card' | 'Cash on Delivery' | 'On Account';
  shipping_option: 'free' | 'express' | 'scheduled';
  scheduled_date: ColumnType<Date | null, string | null | undefined, string | null>;
  subtotal_paise: number;
  discount_paise: Generated<number>;
  shipping_paise: number;
  tax_paise: number;
  total_paise: number;
  coupon_code: string | null;
  ship_full_name: string;
  ship_phone: string;
  ship_address: string;
  ship_city: string;
  ship_state: string;
  ship_pin_code: string | null;
  ship_country: string;
  estimated_delivery: ColumnType<Date | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  /** The Place Order this order came from (its lines share it). */
  purchase_number: Generated<string>;
  shipment_date: ColumnType<Date | null, string | null | undefined, string | null>;
  /** The payment provider's id of the purchase's authorisation, and when it was captured (migration 0010). */
  payment_id: string | null;
  /** The company the buyer ordered for (migration 0044); null for a buyer in none. */
  company_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The day an order on account falls due (its invoice's day plus the company's terms). */
  payment_due: ColumnType<Date | null, string | null | undefined, string | null>;
  payment_captured_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The accepted quote whose price this order was placed at (migration 0019). */
  quote_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The latest tracking entry's stage, kept by a trigger (migration 0014). */
  stage: Generated<'Ordered Placed' | 'Ongoing' | 'Shipped' | 'Delivered' | 'Cancelled'>;
  /** The tax invoice's number, FM/2627/000123, and the buyer's business as it was at the order (migration 0016). */
  invoice_number: string;
  buyer_company: string | null;
  buyer_gstin: string | null;
  buyer_billing_address: string | null;
  /** The buyer's purchase order number and requested delivery day (migration 0027). */
  po_number: ColumnType<string | null, string | null | undefined, string | null>;
  requested_delivery: ColumnType<Date | null, string | null | undefined, string | null>;
  /** The consignment it left in, from Shipped on (migration 0029). */
  dispatch_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The GST rate it was taxed at, in percent (migration 0035). */
  tax_percent: Generated<number>;
}

/** The GST rate of an HSN heading, as an operator set it (migration 0035). */
export interface TaxRatesTable {
  hsn_code: string;
  rate_percent: number;
  updated_at: Generated<Date>;
}

/** One consignment leaving the mill (migration 0029): its transporter, LR or AWB number, vehicle, day and distance. */
export interface DispatchesTable {
  id: Generated<number>;
  purchase_number: string;
  transporter: string;
  lr_number: string;
  vehicle_number: string | null;
  dispatched_on: ColumnType<Date, string, string>;
  distance_km: number | null;
  eway_bill_number: string | null;
  /** When the e-way bill stops being valid, and its Part A and Part B as registered (migration 0030). */
  eway_bill_valid_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  eway_bill: ColumnType<unknown, string | null | undefined, string | null>;
  /** The transporter's tracking page for it (migration 0034). */
  tracking_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its e-way bill was generated and, if it was, cancelled: why (code) and the remark (migration 0039). */
  eway_bill_created_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  eway_bill_cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  eway_bill_cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  eway_bill_cancel_remark: ColumnType<string | null, string | null | undefined, string | null>;
  /** Photos of it as it left (migration 0040). */
  photos: ColumnType<string[], string[] | undefined, string[]>;
  recorded_by: string;
  created_at: Timestamp;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  variety_id: number | null;
  name: string;
  description: string;
  color: string;
  quantity: number;
  unit_price_paise: number;
  line_total_paise: number;
  hsn_code: string;
  /** A free sample (migration 0018): one cutting, price 0. */
  is_sample: Generated<boolean>;
  /** A claim's replacement at ₹0 (migration 0037). */
  is_replacement: Generated<boolean>;
}

export interface OrderTrackingTable {
  id: Generated<number>;
  order_id: number;
  status: 'Ordered Placed' | 'Ongoing' | 'Shipped' | 'Delivered' | 'Cancelled';
  message: Generated<string>;
  is_error: Generated<boolean>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

export interface SupportRequestsTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  contact_details: string;
  message: string;
  created_at: Timestamp;
  handled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  replied_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AdminActivityTable {
  id: Generated<number>;
  operator_email: string;
  kind: string;
  object_type: string;
  object_id: string;
  summary: string;
  before: ColumnType<unknown, string | null | undefined, string | null>;
  after: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  status_code: Generated<number>;
  answer: Generated<string>;
  created_at: Timestamp;
}

export interface BusinessProfilesTable {
  user_id: number;
  company_name: string;
  gstin: string | null;
  address: string;
  city: string;
  state_code: string;
  pin_code: string;
  updated_at: Timestamp;
}

/** A business that buys as a team (migration 0043); money columns are bigint, read back as strings. */
export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  gstin: string | null;
  address: string;
  city: string;
  state_code: string;
  pin_code: string;
  terms: Generated<string>;
  credit_limit_paise: ColumnType<string, number | undefined, number>;
  on_hold: Generated<boolean>;
  /** Why an operator put it on hold (migration 0063). */
  hold_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Closed by an operator, and why (migration 0059). */
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  closed_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CompanyMembersTable {
  user_id: number;
  company_id: number;
  role: string;
  order_limit_paise: ColumnType<string | null, number | null | undefined, number | null>;
  monthly_limit_paise: ColumnType<string | null, number | null | undefined, number | null>;
  joined_at: Timestamp;
}

export interface CompanyInvitationsTable {
  id: Generated<number>;
  company_id: number;
  email: string;
  role: string;
  token_hash: string;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: number | null;
  /** Withdrawn by an Owner before it was used (migration 0066). */
  withdrawn_at: Timestamp | null;
}

/** Payments a company made against its invoices on account (migration 0044). */
export interface CompanyPaymentsTable {
  id: Generated<number>;
  company_id: number;
  amount_paise: ColumnType<string, number, number>;
  method: string;
  reference: string;
  status: string;
  reported_by: number | null;
  confirmed_by: string | null;
  created_at: Timestamp;
  confirmed_at: Timestamp | null;
  /** An operator's rejection of a reported payment that never arrived (migration 0061). */
  rejected_by: string | null;
  rejected_at: Timestamp | null;
  rejected_reason: string | null;
}

/** What a payment no longer holds of an invoice reduced or made void, and why (migration 0057). */
export interface PaymentReleasesTable {
  id: Generated<number>;
  payment_id: number;
  invoice_number: string;
  amount_paise: ColumnType<string, number, number>;
  reason: string;
  created_at: Generated<Date>;
}

/** What an operator paid back to a company out of its advance (migration 0057). */
export interface CompanyRefundsTable {
  id: Generated<number>;
  company_id: number;
  amount_paise: ColumnType<string, number, number>;
  method: string;
  reference: string;
  refunded_by: string;
  created_at: Generated<Date>;
}

/** Orders above a Buyer's limits, waiting for an Approver (migration 0045). */
export interface OrderApprovalsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  status: Generated<string>;
  why: string;
  total_paise: ColumnType<string, number, number>;
  request: ColumnType<unknown, string, string>;
  cart: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  decided_by: number | null;
  decided_at: Timestamp | null;
  reject_reason: string | null;
  purchase_number: string | null;
}

/** Quotes for bulk orders (migration 0019); Expired is read from valid_until, never stored. */
export interface QuotesTable {
  id: Generated<number>;
  user_id: number;
  /** The company of the member who asked (migration 0047); null for a buyer in none. */
  company_id: ColumnType<number | null, number | null | undefined, number | null>;
  status: Generated<'Requested' | 'Quoted' | 'Accepted' | 'Ordered' | 'Declined' | 'Rejected'>;
  note: Generated<string>;
  needed_by: ColumnType<Date | null, string | null | undefined, string | null>;
  valid_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
export interface QuoteLinesTable {
  quote_id: number;
  position: number;
  variety_id: number;
  product_id: number;
  color: string;
  metres: number;
  target_price_paise: number | null;
  quoted_price_paise: number | null;
}

export interface DB {
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  products: ProductsTable;
  product_varieties: ProductVarietiesTable;
  users: UsersTable;
  reviews: ReviewsTable;
  review_images: ReviewImagesTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  auth_events: AuthEventsTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  wishlist_items: WishlistItemsTable;
  addresses: AddressesTable;
  address_choices: AddressChoicesTable;
  ledger_invoices: LedgerInvoicesTable;
  company_receivables: CompanyReceivablesTable;
  orders: OrdersTable;
  tax_rates: TaxRatesTable;
  order_items: OrderItemsTable;
  order_tracking: OrderTrackingTable;
  dispatches: DispatchesTable;
  support_requests: SupportRequestsTable;
  admin_activity: AdminActivityTable;
  business_profiles: BusinessProfilesTable;
  companies: CompaniesTable;
  company_members: CompanyMembersTable;
  company_invitations: CompanyInvitationsTable;
  company_payments: CompanyPaymentsTable;
  payment_releases: PaymentReleasesTable;
  company_refunds: CompanyRefundsTable;
  order_approvals: OrderApprovalsTable;
  payment_reminders: { invoice_number: string; step: number; sent_at: Generated<Date> };
  payment_allocations: { payment_id: number; invoice_number: string; amount_paise: ColumnType<string, number, number> };
  invoice_serials: { financial_year: string; last_serial: number };
  /** Delivery challans' serials per financial year (migration 0041). */
  delivery_challan_serials: { financial_year: string; last_serial: number };
  price_breaks: { variety_id: number; min_metres: number; price_per_metre_paise: number };
  cart_samples: { user_id: number; variety_id: number; product_id: number; added_at: Generated<Date> };
  sample_orders: { user_id: number; product_id: number; variety_id: number; order_id: number };
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
  quote_messages: { id: Generated<number>; quote_id: number; author: 'buyer' | 'operator'; text: string; created_at: Generated<Date> };
  cart_quote_lines: { user_id: number; quote_id: number; position: number };
  idempotency_keys: IdempotencyKeysTable;
  search_words: { word: string };
  /** Uploaded photos when the app runs on PostgreSQL (migration 0021). */
  photos: { name: string; bytes: Buffer; created_at: Generated<Date> };
  /** Browsers that have signed in to an account, by the hash of their device cookie (migration 0025). */
  known_devices: { token_hash: string; user_id: number; created_at: Generated<Date>; last_seen_at: Generated<Date> };
  /** Buyers waiting for a sold-out colour to be restocked (migration 0026). */
  stock_alerts: { user_id: number; variety_id: number; created_at: Generated<Date> };
  /** Tax invoices as issued, and their drawn PDFs on PostgreSQL (migration 0023). */
  invoice_documents: {
    order_id: number;
    invoice_number: string;
    invoice: unknown;
    issued_at: Generated<Date>;
    pdf: Buffer | null;
    cancelled_pdf: Buffer | null;
    /** Keys of the drawn copies in object storage, when it is configured (migration 0052). */
    pdf_object: ColumnType<string | null, string | null | undefined, string | null>;
    cancelled_pdf_object: ColumnType<string | null, string | null | undefined, string | null>;
    /** Its IRN cancelled at the portal: when, the reason code and the remark (migration 0039). */
    irn_cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    irn_cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
    irn_cancel_remark: ColumnType<string | null, string | null | undefined, string | null>;
  };
  /** Changes of vehicle on a consignment's e-way bill Part B (migration 0039). */
  dispatch_vehicles: {
    id: Generated<number>;
    dispatch_id: number;
    vehicle_number: string;
    reason: string;
    remark: string;
    changed_by: string;
    changed_at: Generated<Date>;
  };
  /** GST credit notes and their serials per financial year (migration 0032). */
  credit_note_serials: { financial_year: string; last_serial: number };
  credit_notes: {
    id: Generated<number>;
    number: string;
    order_id: number;
    invoice_number: string;
    note: ColumnType<unknown, string, string>;
    issued_at: Generated<Date>;
    pdf: Buffer | null;
    /** The drawn copy's key in object storage, when it is configured (migration 0052). */
    pdf_object: ColumnType<string | null, string | null | undefined, string | null>;
    /** The claim whose settlement issued it; null for a cancellation's (migration 0037). */
    claim_id: ColumnType<number | null, number | null | undefined, number | null>;
  };
  /** Fabric claims and their threads (migration 0037). */
  claims: {
    id: Generated<number>;
    order_id: number;
    user_id: number;
    /** The company whose order it is on (migration 0058); null on a buyer's own order. */
    company_id: number | null;
    kind: string;
    metres: number;
    lot: string | null;
    note: string;
    photos: ColumnType<string[], string[] | undefined, string[]>;
    status: Generated<'Open' | 'Settled' | 'Rejected'>;
    outcome: ColumnType<'replace' | 'credit' | 'refund' | 'reject' | null, never, 'replace' | 'credit' | 'refund' | 'reject' | null>;
    reason: ColumnType<string | null, never, string | null>;
    settled_by: ColumnType<string | null, never, string | null>;
    settled_at: ColumnType<Date | null, never, Date | null>;
    replacement_order_id: ColumnType<number | null, never, number | null>;
    created_at: Generated<Date>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  claim_messages: {
    id: Generated<number>;
    claim_id: number;
    author: 'buyer' | 'operator';
    text: string;
    created_at: Generated<Date>;
  };
  /** The e-invoice stand-in's signing key (migration 0033). */
  einvoice_stand_in_key: { singleton: Generated<boolean>; private_key: string; public_key: string };
  catalogue_version: { singleton: Generated<boolean>; version: ColumnType<string, string | number, string | number> };
}
