// Drawn by `npm run codegen` (scripts/codegen/table-types.ts) from the migrated schema: edit a migration, not this file.

import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export type Int8 = ColumnType<string, bigint | number | string, bigint | number | string>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AddressChoices {
  address_id: number;
  user_id: number;
}

export interface Addresses {
  address: string;
  alternative_phone: string;
  city: string;
  company_id: number | null;
  country: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  name: string;
  pin_code: string | null;
  state: string;
  tag: string | null;
  user_id: number;
}

export interface AdminActivity {
  after: Json | null;
  before: Json | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  kind: string;
  object_id: string;
  object_type: string;
  operator_email: string;
  summary: string;
}

export interface AuthEvents {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  kind: string;
  subject: string;
}

export interface BusinessProfiles {
  address: string;
  city: string;
  company_name: string;
  gstin: string | null;
  pin_code: string;
  state_code: string;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface CartLines {
  added_at: Generated<Timestamp>;
  quantity: number;
  unit_price_paise: Generated<number>;
  user_id: number;
  variety_id: number;
}

export interface CartQuoteLines {
  position: number;
  quote_id: number;
  user_id: number;
}

export interface Carts {
  coupon_id: number | null;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface CartSamples {
  added_at: Generated<Timestamp>;
  product_id: number;
  user_id: number;
  variety_id: number;
}

export interface CatalogueChanges {
  created_at: Generated<Timestamp>;
  id: Generated<Int8>;
  seq: Int8 | null;
  tags: string[] | null;
}

export interface CatalogueVersion {
  change_seq: Generated<Int8>;
  singleton: Generated<boolean>;
  version: Int8;
}

export interface Categories {
  hsn_code: Generated<string>;
  id: Generated<number>;
  name: string;
  position: number;
}

export interface ClaimMessages {
  author: string;
  claim_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  text: string;
}

export interface Claims {
  company_id: number | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  kind: string;
  lot: string | null;
  metres: number;
  note: string;
  order_id: number;
  outcome: 'replace' | 'credit' | 'refund' | 'reject' | null;
  photos: Generated<string[]>;
  reason: string | null;
  replacement_order_id: number | null;
  settled_at: Timestamp | null;
  settled_by: string | null;
  status: Generated<'Open' | 'Settled' | 'Rejected'>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface Companies {
  address: string;
  city: string;
  closed_at: Timestamp | null;
  closed_reason: string | null;
  created_at: Generated<Timestamp>;
  credit_limit_paise: Generated<Int8>;
  gstin: string | null;
  hold_reason: string | null;
  id: Generated<number>;
  name: string;
  on_hold: Generated<boolean>;
  pin_code: string;
  state_code: string;
  terms: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface CompanyInvitations {
  accepted_at: Timestamp | null;
  accepted_by: number | null;
  company_id: number;
  created_at: Generated<Timestamp>;
  email: string;
  expires_at: Timestamp;
  id: Generated<number>;
  invited_by: number | null;
  role: 'owner' | 'buyer' | 'approver' | 'accounts' | 'viewer';
  token_hash: string;
  withdrawn_at: Timestamp | null;
}

export interface CompanyMembers {
  company_id: number;
  joined_at: Generated<Timestamp>;
  monthly_limit_paise: Int8 | null;
  order_limit_paise: Int8 | null;
  role: 'owner' | 'buyer' | 'approver' | 'accounts' | 'viewer';
  user_id: number;
}

export interface CompanyPayments {
  amount_paise: Int8;
  company_id: number;
  confirmed_at: Timestamp | null;
  confirmed_by: string | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  method: string;
  reference: string;
  rejected_at: Timestamp | null;
  rejected_by: string | null;
  rejected_reason: string | null;
  reported_by: number | null;
  status: string;
}

export interface CompanyReceivables {
  as_of: Timestamp;
  company_id: number;
  d1_30: Int8;
  d31_60: Int8;
  d61_90: Int8;
  d90_plus: Int8;
  not_due: Int8;
  total: Int8;
}

export interface CompanyRefunds {
  amount_paise: Int8;
  company_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  method: string;
  reference: string;
  refunded_by: string;
}

export interface CouponRedemptions {
  coupon_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  order_number: string | null;
  user_id: number;
}

export interface Coupons {
  active: Generated<boolean>;
  code: string;
  description: string;
  ends_at: Timestamp | null;
  id: Generated<number>;
  kind: string;
  max_discount_paise: number | null;
  min_subtotal_paise: Generated<number>;
  per_buyer_limit: Generated<number>;
  starts_at: Generated<Timestamp>;
  times_used: Generated<number>;
  usage_limit: number | null;
  value: number;
}

export interface CreditNotes {
  claim_id: number | null;
  id: Generated<number>;
  invoice_number: string;
  issued_at: Generated<Timestamp>;
  note: Json;
  number: string;
  order_id: number;
  pdf: Buffer | null;
  pdf_object: string | null;
}

export interface CreditNoteSerials {
  financial_year: string;
  last_serial: number;
}

export interface DeliveryChallanSerials {
  financial_year: string;
  last_serial: number;
}

export interface Dispatches {
  created_at: Generated<Timestamp>;
  dispatched_on: Timestamp;
  distance_km: number | null;
  eway_bill: Json | null;
  eway_bill_cancel_reason: string | null;
  eway_bill_cancel_remark: string | null;
  eway_bill_cancelled_at: Timestamp | null;
  eway_bill_created_at: Timestamp | null;
  eway_bill_number: string | null;
  eway_bill_valid_until: Timestamp | null;
  id: Generated<number>;
  lr_number: string;
  photos: Generated<string[]>;
  purchase_number: string;
  recorded_by: string;
  tracking_url: string | null;
  transporter: string;
  vehicle_number: string | null;
}

export interface DispatchVehicles {
  changed_at: Generated<Timestamp>;
  changed_by: string;
  dispatch_id: number;
  id: Generated<number>;
  reason: string;
  remark: string;
  vehicle_number: string;
}

export interface EinvoiceStandInKey {
  private_key: string;
  public_key: string;
  singleton: Generated<boolean>;
}

export interface IdempotencyKeys {
  answer: Generated<string>;
  created_at: Generated<Timestamp>;
  key: string;
  request_hash: string;
  status_code: Generated<number>;
  user_id: number;
}

export interface InvoiceDocuments {
  cancelled_pdf: Buffer | null;
  cancelled_pdf_object: string | null;
  invoice: Json;
  invoice_number: string;
  irn_cancel_reason: string | null;
  irn_cancel_remark: string | null;
  irn_cancelled_at: Timestamp | null;
  issued_at: Generated<Timestamp>;
  order_id: number;
  pdf: Buffer | null;
  pdf_object: string | null;
}

export interface InvoiceSerials {
  financial_year: string;
  last_serial: number;
}

export interface KnownDevices {
  created_at: Generated<Timestamp>;
  last_seen_at: Generated<Timestamp>;
  token_hash: string;
  user_id: number;
}

export interface LedgerInvoices {
  company_id: number;
  created_at: Timestamp;
  credited_paise: Int8;
  due: Timestamp;
  invoice_number: string;
  open_paise: Generated<Int8 | null>;
  paid_paise: Int8;
  pending_paise: Int8;
  total_paise: Int8;
}

export interface OneTimeCodes {
  challenge_hash: string | null;
  code_hash: string;
  created_at: Generated<Timestamp>;
  email: string;
  expires_at: Timestamp;
  failed_attempts: Generated<number>;
  id: Generated<number>;
  purpose: string;
  used_at: Timestamp | null;
}

export interface OrderApprovals {
  cart: Json;
  company_id: number;
  created_at: Generated<Timestamp>;
  decided_at: Timestamp | null;
  decided_by: number | null;
  id: Generated<number>;
  purchase_number: string | null;
  reject_reason: string | null;
  request: Json;
  status: Generated<'waiting' | 'approved' | 'rejected' | 'withdrawn'>;
  total_paise: Int8;
  user_id: number;
  why: string;
}

export interface OrderItems {
  color: string;
  description: string;
  hsn_code: string;
  id: Generated<number>;
  is_replacement: Generated<boolean>;
  is_sample: Generated<boolean>;
  line_total_paise: number;
  name: string;
  order_id: number;
  product_id: number;
  quantity: number;
  unit_price_paise: number;
  variety_id: number | null;
}

export interface Orders {
  buyer_billing_address: string | null;
  buyer_company: string | null;
  buyer_gstin: string | null;
  company_id: number | null;
  coupon_code: string | null;
  created_at: Generated<Timestamp>;
  discount_paise: Generated<number>;
  dispatch_id: number | null;
  estimated_delivery: Timestamp | null;
  id: Generated<number>;
  invoice_number: string;
  order_number: string;
  payment_captured_at: Timestamp | null;
  payment_due: Timestamp | null;
  payment_id: string | null;
  payment_method: string;
  po_number: string | null;
  purchase_number: Generated<string>;
  quote_id: number | null;
  requested_delivery: Timestamp | null;
  scheduled_date: Timestamp | null;
  ship_address: string;
  ship_city: string;
  ship_country: string;
  ship_full_name: string;
  ship_phone: string;
  ship_pin_code: string | null;
  ship_state: string;
  shipment_date: Timestamp | null;
  shipping_option: string;
  shipping_paise: number;
  stage: Generated<'Ordered Placed' | 'Ongoing' | 'Shipped' | 'Delivered' | 'Cancelled'>;
  subtotal_paise: number;
  tax_paise: number;
  tax_percent: Generated<number>;
  total_paise: number;
  user_id: number;
}

export interface OrderTracking {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  is_active: Generated<boolean>;
  is_error: Generated<boolean>;
  message: Generated<string>;
  order_id: number;
  status: 'Ordered Placed' | 'Ongoing' | 'Shipped' | 'Delivered' | 'Cancelled';
}

export interface PaymentAllocations {
  amount_paise: Int8;
  invoice_number: string;
  payment_id: number;
}

export interface PaymentReleases {
  amount_paise: Int8;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  invoice_number: string;
  payment_id: number;
  reason: string;
}

export interface PaymentReminders {
  invoice_number: string;
  sent_at: Generated<Timestamp>;
  step: number;
}

export interface Photos {
  bytes: Buffer;
  created_at: Generated<Timestamp>;
  name: string;
}

export interface PriceBreaks {
  min_metres: number;
  price_per_metre_paise: number;
  variety_id: number;
}

export interface Products {
  category_id: number;
  construction: string;
  created_at: Generated<Timestamp>;
  description: string;
  end_use: string | null;
  fabric_type: string;
  first_stock: Generated<number>;
  gsm: number;
  hsn_code: string | null;
  id: Generated<number>;
  is_deal: Generated<boolean>;
  list_json: Generated<string>;
  min_order_metres: Generated<number>;
  name: string;
  pattern: string;
  rating_average: ColumnType<number, number | undefined, number>;
  rating_count: Generated<number>;
  retired_at: Timestamp | null;
  search_document: ColumnType<string, never, never>;
  shown_price_paise: Generated<number>;
  subcategory_id: number | null;
  width_inches: number;
  yarn_count: string;
}

export interface ProductVarieties {
  color: string;
  color_hex: string;
  discounted_price_paise: number | null;
  id: Generated<number>;
  images: Generated<string[]>;
  position: number;
  price_per_metre_paise: number;
  product_id: number;
  shown_price_paise: ColumnType<number, never, never>;
  stock: number;
}

export interface QuoteLines {
  color: string;
  metres: number;
  position: number;
  product_id: number;
  quote_id: number;
  quoted_price_paise: number | null;
  target_price_paise: number | null;
  variety_id: number;
}

export interface QuoteMessages {
  author: 'buyer' | 'operator';
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  quote_id: number;
  text: string;
}

export interface Quotes {
  company_id: number | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  needed_by: Timestamp | null;
  note: Generated<string>;
  status: Generated<'Requested' | 'Quoted' | 'Accepted' | 'Ordered' | 'Declined' | 'Rejected' | 'Expired'>;
  updated_at: Generated<Timestamp>;
  user_id: number;
  valid_until: Timestamp | null;
}

export interface ReviewImages {
  id: Generated<number>;
  position: number;
  review_id: number;
  url: string;
}

export interface Reviews {
  created_at: Generated<Timestamp>;
  hidden_at: Timestamp | null;
  id: Generated<number>;
  order_id: string | null;
  product_id: number;
  rating: number;
  review: string;
  user_id: number;
  verified_purchase: Generated<boolean>;
}

export interface SampleOrders {
  order_id: number;
  product_id: number;
  user_id: number;
  variety_id: number;
}

export interface SchemaMigrations {
  applied_at: Generated<Timestamp>;
  version: string;
}

export interface SearchWords {
  word: string;
}

export interface Sessions {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<number>;
  revoked_at: Timestamp | null;
  token_hash: string;
  user_id: number;
}

export interface StockAlerts {
  created_at: Generated<Timestamp>;
  user_id: number;
  variety_id: number;
}

export interface Subcategories {
  category_id: number;
  id: Generated<number>;
  name: string;
  position: number;
}

export interface SupportRequests {
  contact_details: string;
  created_at: Generated<Timestamp>;
  handled_at: Timestamp | null;
  id: Generated<number>;
  message: string;
  name: string;
  replied_at: Timestamp | null;
  user_id: number | null;
}

export interface TaxRates {
  hsn_code: string;
  rate_percent: number;
  updated_at: Generated<Timestamp>;
}

export interface Users {
  blocked_at: Timestamp | null;
  can_sign_in: Generated<boolean>;
  created_at: Generated<Timestamp>;
  dob: Timestamp | null;
  email: string;
  facebook_id: string | null;
  google_id: string | null;
  id: Generated<number>;
  name: string;
  password_hash: string | null;
  phone: string | null;
  profile_pic: string | null;
  signed_up_with: Generated<string>;
}

export interface WishlistItems {
  added_at: Generated<Timestamp>;
  product_id: number;
  user_id: number;
  variety_id: number | null;
}

export interface DB {
  address_choices: AddressChoices;
  addresses: Addresses;
  admin_activity: AdminActivity;
  auth_events: AuthEvents;
  business_profiles: BusinessProfiles;
  cart_lines: CartLines;
  cart_quote_lines: CartQuoteLines;
  cart_samples: CartSamples;
  carts: Carts;
  catalogue_changes: CatalogueChanges;
  catalogue_version: CatalogueVersion;
  categories: Categories;
  claim_messages: ClaimMessages;
  claims: Claims;
  companies: Companies;
  company_invitations: CompanyInvitations;
  company_members: CompanyMembers;
  company_payments: CompanyPayments;
  company_receivables: CompanyReceivables;
  company_refunds: CompanyRefunds;
  coupon_redemptions: CouponRedemptions;
  coupons: Coupons;
  credit_note_serials: CreditNoteSerials;
  credit_notes: CreditNotes;
  delivery_challan_serials: DeliveryChallanSerials;
  dispatch_vehicles: DispatchVehicles;
  dispatches: Dispatches;
  einvoice_stand_in_key: EinvoiceStandInKey;
  idempotency_keys: IdempotencyKeys;
  invoice_documents: InvoiceDocuments;
  invoice_serials: InvoiceSerials;
  known_devices: KnownDevices;
  ledger_invoices: LedgerInvoices;
  one_time_codes: OneTimeCodes;
  order_approvals: OrderApprovals;
  order_items: OrderItems;
  order_tracking: OrderTracking;
  orders: Orders;
  payment_allocations: PaymentAllocations;
  payment_releases: PaymentReleases;
  payment_reminders: PaymentReminders;
  photos: Photos;
  price_breaks: PriceBreaks;
  product_varieties: ProductVarieties;
  products: Products;
  quote_lines: QuoteLines;
  quote_messages: QuoteMessages;
  quotes: Quotes;
  review_images: ReviewImages;
  reviews: Reviews;
  sample_orders: SampleOrders;
  schema_migrations: SchemaMigrations;
  search_words: SearchWords;
  sessions: Sessions;
  stock_alerts: StockAlerts;
  subcategories: Subcategories;
  support_requests: SupportRequests;
  tax_rates: TaxRates;
  users: Users;
  wishlist_items: WishlistItems;
}

export type AddressChoicesTable = AddressChoices;
export type AddressesTable = Addresses;
export type AdminActivityTable = AdminActivity;
export type AuthEventsTable = AuthEvents;
export type BusinessProfilesTable = BusinessProfiles;
export type CartLinesTable = CartLines;
export type CartQuoteLinesTable = CartQuoteLines;
export type CartSamplesTable = CartSamples;
export type CartsTable = Carts;
export type CatalogueChangesTable = CatalogueChanges;
export type CatalogueVersionTable = CatalogueVersion;
export type CategoriesTable = Categories;
export type ClaimMessagesTable = ClaimMessages;
export type ClaimsTable = Claims;
export type CompaniesTable = Companies;
export type CompanyInvitationsTable = CompanyInvitations;
export type CompanyMembersTable = CompanyMembers;
export type CompanyPaymentsTable = CompanyPayments;
export type CompanyReceivablesTable = CompanyReceivables;
export type CompanyRefundsTable = CompanyRefunds;
export type CouponRedemptionsTable = CouponRedemptions;
export type CouponsTable = Coupons;
export type CreditNoteSerialsTable = CreditNoteSerials;
export type CreditNotesTable = CreditNotes;
export type DeliveryChallanSerialsTable = DeliveryChallanSerials;
export type DispatchVehiclesTable = DispatchVehicles;
export type DispatchesTable = Dispatches;
export type EinvoiceStandInKeyTable = EinvoiceStandInKey;
export type IdempotencyKeysTable = IdempotencyKeys;
export type InvoiceDocumentsTable = InvoiceDocuments;
export type InvoiceSerialsTable = InvoiceSerials;
export type KnownDevicesTable = KnownDevices;
export type LedgerInvoicesTable = LedgerInvoices;
export type OneTimeCodesTable = OneTimeCodes;
export type OrderApprovalsTable = OrderApprovals;
export type OrderItemsTable = OrderItems;
export type OrderTrackingTable = OrderTracking;
export type OrdersTable = Orders;
export type PaymentAllocationsTable = PaymentAllocations;
export type PaymentReleasesTable = PaymentReleases;
export type PaymentRemindersTable = PaymentReminders;
export type PhotosTable = Photos;
export type PriceBreaksTable = PriceBreaks;
export type ProductVarietiesTable = ProductVarieties;
export type ProductsTable = Products;
export type QuoteLinesTable = QuoteLines;
export type QuoteMessagesTable = QuoteMessages;
export type QuotesTable = Quotes;
export type ReviewImagesTable = ReviewImages;
export type ReviewsTable = Reviews;
export type SampleOrdersTable = SampleOrders;
export type SchemaMigrationsTable = SchemaMigrations;
export type SearchWordsTable = SearchWords;
export type SessionsTable = Sessions;
export type StockAlertsTable = StockAlerts;
export type SubcategoriesTable = Subcategories;
export type SupportRequestsTable = SupportRequests;
export type TaxRatesTable = TaxRates;
export type UsersTable = Users;
export type WishlistItemsTable = WishlistItems;
