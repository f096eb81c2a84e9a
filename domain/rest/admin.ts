// The operators' console calls under /api/admin, for accounts listed in ADMIN_EMAILS.
import { Type, type Static } from '@sinclair/typebox';
import { ADMIN_PAGE_SIZE, MAX_COLOURS, MAX_PRICE_BREAKS } from '../admin.js';
import { CONSTRUCTIONS, END_USES, WEIGHT_MAX_GSM, WEIGHT_MIN_GSM, YARN_COUNTS } from '../catalogue.js';
import { ORDER_STAGES } from '../order-stages.js';
import { QUEUES } from '../jobs.js';
import { Product } from './catalogue.js';
import { RestOrder } from './checkout.js';
import { errors, Id, IdParams, Nullable, OneOf, PlainText, Rupees, Words } from './shared.js';

const adminErrors = errors(400, 401, 403, 404, 409);
const Message = Type.Object({ msg: Type.String() });

/** A page of any console list: its rows, how many there are in all and how many pages they fill. */
export const Paged = <T extends Parameters<typeof Type.Array>[0]>(row: T) =>
  Type.Object({
    data: Type.Array(row),
    /** Matches counted, at most ADMIN_COUNT_LIMIT (10,000). */
    totalItems: Type.Integer(),
    totalPages: Type.Integer(),
    /** More match than totalItems: the count stopped at ADMIN_COUNT_LIMIT; narrow the list by search or filter. */
    countCapped: Type.Boolean(),
  });
export const PageQuery = {
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: ADMIN_PAGE_SIZE }),
};

// Orders.
export const AdminOrder = Type.Composite([
  RestOrder,
  Type.Object({
    buyerEmail: Type.String(),
    buyerName: Type.String(),
    /** The company (or business) the order was billed to and its GSTIN, as on its invoice; null for a private buyer. */
    buyerCompany: Type.Optional(Nullable(Type.String())),
    buyerGstin: Type.Optional(Nullable(Type.String())),
  }),
]);
export type AdminOrder = Static<typeof AdminOrder>;
export const adminOrdersSchema = {
  querystring: Type.Object({
    status: Type.Optional(OneOf(['', ...ORDER_STAGES])),
    /** An order id (FM…), a purchase id (P…) or a buyer's email. */
    q: Type.Optional(PlainText(254)),
    ...PageQuery,
  }),
  response: { 200: Paged(AdminOrder), ...adminErrors },
};
export const adminOrderSchema = { params: IdParams, response: { 200: Type.Object({ data: AdminOrder }), ...adminErrors } };
/** What an operator's change to an order answers: the order as the console shows it, with its buyer. */
const AdminOrderChange = Type.Object({ msg: Type.String(), data: AdminOrder });
export type AdminOrderChange = Static<typeof AdminOrderChange>;
/** How the order leaves the mill: asked when the next stage is Shipped (domain/dispatch.ts checks it). */
export const DispatchBody = Type.Object(
  {
    transporter: PlainText(100),
    lrNumber: PlainText(40),
    vehicleNumber: Type.Optional(PlainText(20)),
    /** YYYY-MM-DD, the day it left. */
    date: PlainText(10),
    distanceKm: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);
export type DispatchBody = Static<typeof DispatchBody>;
export const AdvanceOrderBody = Type.Object(
  {
    dispatch: Type.Optional(DispatchBody),
    /** Other orders of the purchase, at Ongoing, that leave in the same consignment. */
    alsoShip: Type.Optional(Type.Array(Id, { maxItems: 100, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type AdvanceOrderBody = Static<typeof AdvanceOrderBody>;
export const advanceOrderSchema = { params: IdParams, body: AdvanceOrderBody, response: { 200: AdminOrderChange, ...adminErrors } };
export const delayOrderSchema = {
  params: IdParams,
  body: Type.Object({ message: PlainText(500, { minLength: 1 }) }, { additionalProperties: false }),
  response: { 200: AdminOrderChange, ...adminErrors },
};
export const cancelOrderByOperatorSchema = {
  params: IdParams,
  body: Type.Object({ message: Type.Optional(PlainText(500)) }, { additionalProperties: false }),
  response: { 200: AdminOrderChange, ...adminErrors },
};

// A purchase cancelled with its e-invoice (domain/irn-cancellation.ts checks the reason and remark).
export const cancelIrnSchema = {
  params: Type.Object({ purchaseId: PlainText(40) }),
  body: Type.Object(
    {
      /** The portal's reason code: 1 duplicate, 2 data entry mistake, 3 order cancelled, 4 other. */
      reason: PlainText(10),
      remark: PlainText(200),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ msg: Type.String(), data: Type.Array(RestOrder) }), ...adminErrors },
};

// A shipped consignment's e-way bill cancelled or generated again, and its vehicle changed
// (domain/eway-bill-changes.ts checks reasons and remarks, with a sentence each).
export const cancelEwayBillSchema = {
  params: IdParams,
  body: Type.Object({ reason: PlainText(10), remark: PlainText(100) }, { additionalProperties: false }),
  response: { 200: AdminOrderChange, ...adminErrors },
};
export const renewEwayBillSchema = {
  params: IdParams,
  body: Type.Object({ distanceKm: Type.Optional(Type.Number()) }, { additionalProperties: false }),
  response: { 200: AdminOrderChange, ...adminErrors },
};
// multipart: up to DISPATCH_PHOTOS_MAX photos in `photos`.
export const dispatchPhotosSchema = { params: IdParams, response: { 200: AdminOrderChange, ...errors(400, 401, 403, 404, 409, 413, 429) } };
export const extendEwayBillSchema = {
  params: IdParams,
  body: Type.Object(
    { remainingKm: Type.Number(), currentPinCode: PlainText(10), reason: PlainText(10), remark: PlainText(100) },
    { additionalProperties: false },
  ),
  response: { 200: AdminOrderChange, ...adminErrors },
};
export const changeVehicleSchema = {
  params: IdParams,
  body: Type.Object({ vehicleNumber: PlainText(20), reason: PlainText(10), remark: PlainText(100) }, { additionalProperties: false }),
  response: { 200: AdminOrderChange, ...adminErrors },
};

// Fabrics.
export const ColourBody = Type.Object(
  {
    color: PlainText(60, { minLength: 1 }),
    colorCode: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
    /** Rupees a metre. */
    pricepermeter: Rupees(100_000),
    discountedPrice: Type.Optional(Nullable(Rupees(100_000))),
    stock: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    /** Its price breaks, lowest metres first: from minMetres up, a metre costs pricepermeter. Left out, they stay as they are. */
    priceTiers: Type.Optional(
      Type.Array(
        Type.Object(
          { minMetres: Type.Integer({ minimum: 2, maximum: 100_000 }), pricepermeter: Rupees(100_000) },
          { additionalProperties: false },
        ),
        { maxItems: MAX_PRICE_BREAKS },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ColourBody = Static<typeof ColourBody>;
export const ProductBody = Type.Object(
  {
    name: PlainText(120, { minLength: 1 }),
    description: Words(2000),
    /** Category and subcategory by name, as the storefront shows them. */
    category: PlainText(60, { minLength: 1 }),
    subCategory: Type.Optional(Nullable(PlainText(60))),
    fabricType: PlainText(60, { minLength: 1 }),
    pattern: PlainText(60, { minLength: 1 }),
    count: OneOf(YARN_COUNTS),
    construction: OneOf(CONSTRUCTIONS),
    endUse: Type.Optional(Nullable(OneOf(END_USES))),
    /** GSM. */
    weight: Type.Integer({ minimum: WEIGHT_MIN_GSM, maximum: WEIGHT_MAX_GSM }),
    /** Inches. */
    width: Type.Integer({ minimum: 20, maximum: 120 }),
    /** The fewest metres a cart line may hold; a fabric made without it sells from 1 m, an edit keeps it. */
    minOrderMetres: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    /** Its own HSN heading (4 digits), or null for its category's; left out, it stays as it is. */
    hsn: Type.Optional(Nullable(Type.String({ pattern: '^[0-9]{4}$' }))),
    productVarieties: Type.Array(ColourBody, { minItems: 1, maxItems: MAX_COLOURS }),
  },
  { additionalProperties: false },
);
export type ProductBody = Static<typeof ProductBody>;
export const AdminProduct = Type.Composite([
  Product,
  Type.Object({
    retired: Type.Boolean(),
    /** Its own HSN heading, or null when its category's applies; and its category's. */
    hsn: Nullable(Type.String()),
    categoryHsn: Type.String(),
  }),
]);
export type AdminProduct = Static<typeof AdminProduct>;
export const adminProductsSchema = {
  querystring: Type.Object({ q: Type.Optional(PlainText(100)), ...PageQuery }),
  response: { 200: Paged(AdminProduct), ...adminErrors },
};
export const adminProductSchema = { params: IdParams, response: { 200: Type.Object({ data: AdminProduct }), ...adminErrors } };
export const createProductSchema = {
  body: ProductBody,
  response: { 201: Type.Object({ msg: Type.String(), data: AdminProduct }), ...adminErrors },
};
export const updateProductSchema = {
  params: IdParams,
  body: ProductBody,
  response: { 200: Type.Object({ msg: Type.String(), data: AdminProduct }), ...adminErrors },
};
export const retireProductSchema = { params: IdParams, response: { 200: Message, ...adminErrors } };
export const productImagesSchema = {
  params: IdParams,
  querystring: Type.Object({ color: PlainText(60, { minLength: 1 }) }),
  /** multipart/form-data: up to 8 files in the field `images` (JPEG, PNG or WebP, 5 MB each). */
  response: { 200: Type.Object({ msg: Type.String(), data: AdminProduct }), ...adminErrors },
};
export const removeProductImageSchema = {
  params: IdParams,
  querystring: Type.Object({ color: PlainText(60, { minLength: 1 }), url: PlainText(300, { minLength: 1 }) }),
  response: { 200: Type.Object({ msg: Type.String(), data: AdminProduct }), ...adminErrors },
};

// Stock.
export const setStockSchema = {
  body: Type.Object(
    { productId: Id, color: PlainText(60, { minLength: 1 }), stock: Type.Integer({ minimum: 0, maximum: 10_000_000 }) },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ msg: Type.String(), stock: Type.Integer() }), ...adminErrors },
};
const StockRow = Type.Object({ row: Type.Integer(), productId: Type.String(), color: Type.String(), stock: Type.Integer() });
export type StockRow = Static<typeof StockRow>;
const RefusedRow = Type.Object({ row: Type.Integer(), reason: Type.String() });
export const StockCsvAnswer = Type.Object({ dryRun: Type.Boolean(), applied: Type.Array(StockRow), refused: Type.Array(RefusedRow) });
export type StockCsvAnswer = Static<typeof StockCsvAnswer>;
export const stockCsvSchema = {
  querystring: Type.Object({ dryRun: Type.Boolean({ default: false }) }),
  /** text/csv: `productId,color,stock`, a header row, up to 5,000 rows. */
  body: Type.String({ maxLength: 400_000 }),
  response: { 200: StockCsvAnswer, ...errors(400, 401, 403, 413, 415) },
};

// Coupons.
export const AdminCoupon = Type.Object({
  code: Type.String(),
  description: Type.String(),
  kind: Type.String(),
  /** A percentage, or rupees for a flat coupon. */
  value: Type.Number(),
  minSubtotal: Type.Number(),
  maxDiscount: Nullable(Type.Number()),
  usageLimit: Nullable(Type.Integer()),
  perBuyerLimit: Type.Integer(),
  timesUsed: Type.Integer(),
  endsAt: Nullable(Type.String()),
  active: Type.Boolean(),
});
export type AdminCoupon = Static<typeof AdminCoupon>;
export const adminCouponsSchema = { response: { 200: Type.Object({ data: Type.Array(AdminCoupon) }), ...adminErrors } };
export const createCouponSchema = {
  body: Type.Object(
    {
      code: Type.String({ pattern: '^[A-Za-z0-9]{3,32}$' }),
      description: PlainText(200, { minLength: 1 }),
      kind: OneOf(['percent', 'flat']),
      /** A percentage (1-100), or rupees for a flat coupon. */
      value: Rupees(1_000_000),
      // In rupees, at most one order's ceiling (MAX_ORDER_PAISE).
      minSubtotal: Type.Optional(Rupees(10_000_000, { zero: true })),
      maxDiscount: Type.Optional(Rupees(10_000_000)),
      usageLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
      perBuyerLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
      endsAt: Type.Optional(Type.String({ format: 'date-time' })),
    },
    { additionalProperties: false },
  ),
  response: { 200: Message, ...adminErrors },
};
export type CouponBody = Static<typeof createCouponSchema.body>;
export const deactivateCouponSchema = {
  params: Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9]{3,32}$' }) }),
  response: { 200: Message, ...adminErrors },
};

// GST rates by HSN heading.
export const AdminTaxRate = Type.Object({
  hsn: Type.String(),
  /** Percent: what an operator set (a rate the GST portal accepts), else the rate in force for fabrics (5). */
  rate: Type.Integer(),
  /** The rate in force for the heading and the notification that says so; null for a heading the shop does not know. */
  inForce: Nullable(Type.Object({ percent: Type.Integer(), what: Type.String(), citation: Type.String() })),
  /** Why the rate wants a second look (not the rate in force, not a slab); null when it is the rate in force. */
  warning: Nullable(Type.String()),
  /** The categories that file under the heading, and how many fabrics state it as their own. */
  categories: Type.Array(Type.String()),
  fabrics: Type.Integer(),
  /** When an operator last set it; null while it is at the rate in force. */
  updatedAt: Nullable(Type.String()),
});
export type AdminTaxRate = Static<typeof AdminTaxRate>;
export const adminTaxRatesSchema = { response: { 200: Type.Object({ data: Type.Array(AdminTaxRate) }), ...adminErrors } };
export const setTaxRateSchema = {
  params: Type.Object({ hsn: Type.String({ maxLength: 16 }) }),
  body: Type.Object({ rate: Type.Number({ minimum: 0, maximum: 100 }) }, { additionalProperties: false }),
  response: { 200: Type.Object({ msg: Type.String(), data: AdminTaxRate }), ...adminErrors },
};

// GSTR-1: GET /api/admin/gst-returns/{yyyy-mm}.json and .csv.
const ReturnMonth = Type.Object({ month: Type.String({ maxLength: 10, description: 'The month as YYYY-MM.' }) });
export const gstReturnJsonSchema = {
  params: ReturnMonth,
  response: {
    200: Type.Unsafe<Uint8Array>({
      type: 'string',
      format: 'binary',
      description:
        'GSTR-1 as the GST offline tool imports it (application/json): gstin, fp, b2b, b2cl, b2cs, cdnr, cdnur, hsn { hsn_b2b, hsn_b2c }, doc_issue.',
    }),
    ...adminErrors,
  },
};
export const gstReturnCsvSchema = {
  params: ReturnMonth,
  response: {
    200: Type.Unsafe<Uint8Array>({
      type: 'string',
      format: 'binary',
      description: 'The same return as text/csv: a row per item, a total row per table.',
    }),
    ...adminErrors,
  },
};

// Support.
export const AdminSupportRequest = Type.Object({
  _id: Id,
  name: Type.String(),
  contactDetails: Type.String(),
  message: Type.String(),
  /** The signed-in sender's account email, or null when the request came from someone signed out. */
  accountEmail: Nullable(Type.String()),
  signedIn: Type.Boolean(),
  handled: Type.Boolean(),
  repliedAt: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type AdminSupportRequest = Static<typeof AdminSupportRequest>;
export const adminSupportSchema = {
  querystring: Type.Object({ handled: Type.Optional(Type.Boolean()), ...PageQuery }),
  response: { 200: Paged(AdminSupportRequest), ...adminErrors },
};
export const markSupportSchema = {
  params: IdParams,
  body: Type.Object({ handled: Type.Boolean() }, { additionalProperties: false }),
  response: { 200: Type.Object({ msg: Type.String(), data: AdminSupportRequest }), ...adminErrors },
};
export const replySupportSchema = {
  params: IdParams,
  body: Type.Object({ message: Words(5000) }, { additionalProperties: false }),
  response: { 200: Type.Object({ msg: Type.String(), data: AdminSupportRequest }), ...adminErrors },
};

// Mail the job queue gave up on.
export const AdminFailedJob = Type.Object({
  /** The job's id (a UUID). */
  _id: Type.String(),
  /** mail, documents (a purchase's tax invoices) or payments (a payment's capture). */
  queue: Type.Union(QUEUES.map((queue) => Type.Literal(queue))),
  /** The buyer it was for. */
  to: Nullable(Type.String()),
  /** A message's subject. */
  subject: Nullable(Type.String()),
  /** The order numbers an invoice or a capture was for. */
  orders: Nullable(Type.String()),
  /** Why the last try failed. */
  error: Nullable(Type.String()),
  tries: Type.Integer(),
  failedAt: Type.String(),
});
export type AdminFailedJob = Static<typeof AdminFailedJob>;
const JobParams = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', maxLength: 36 }),
});
export const adminFailedJobsSchema = { querystring: Type.Object(PageQuery), response: { 200: Paged(AdminFailedJob), ...adminErrors } };
export const retryJobSchema = {
  params: JobParams,
  response: { 200: Message, ...adminErrors },
};

// Reviews.
export const AdminReview = Type.Object({
  _id: Id,
  productId: Id,
  productName: Type.String(),
  rating: Type.Integer(),
  review: Type.String(),
  images: Type.Array(Type.String()),
  authorName: Type.String(),
  authorEmail: Type.String(),
  hidden: Type.Boolean(),
  createdAt: Type.String(),
});
export type AdminReview = Static<typeof AdminReview>;
export const adminReviewsSchema = { querystring: Type.Object(PageQuery), response: { 200: Paged(AdminReview), ...adminErrors } };
export const hideReviewSchema = {
  params: IdParams,
  body: Type.Object({ hidden: Type.Boolean() }, { additionalProperties: false }),
  response: { 200: Type.Object({ msg: Type.String(), data: AdminReview }), ...adminErrors },
};

// Buyers.
export const AdminBuyer = Type.Object({
  _id: Id,
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  signedUpWith: Type.String(),
  createdAt: Type.String(),
  blocked: Type.Boolean(),
  ordersCount: Type.Integer(),
  /** Rupees, what the buyer's orders that were not cancelled came to. */
  totalSpent: Type.Number(),
});
export type AdminBuyer = Static<typeof AdminBuyer>;
export const adminBuyersSchema = {
  querystring: Type.Object({ q: Type.Optional(PlainText(254)), ...PageQuery }),
  response: { 200: Paged(AdminBuyer), ...adminErrors },
};
export const blockBuyerSchema = {
  params: IdParams,
  response: { 200: Type.Object({ msg: Type.String(), data: AdminBuyer }), ...adminErrors },
};

// Activity.
export const adminMeSchema = {
  response: {
    200: Type.Object({
      email: Type.String(),
      pendingSupport: Type.Integer(),
      /** Quotes waiting for a price (Requested): the Quotes section's count. */
      pendingQuotes: Type.Integer(),
    }),
    ...adminErrors,
  },
};
