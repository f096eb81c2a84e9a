// The checkout calls of SPEC §7: addresses, POST /buy, the order list and cancellation; and the operators' calls.
import { Type, type Static } from '@sinclair/typebox';
import { ORDERS_PER_PAGE } from '../checkout.js';
import { ORDER_STAGES } from '../order-stages.js';
import { RestCart } from './shopping.js';
import { CalendarDay, errors, IdParams, Nullable, OneOf, PlainText, Rupees } from './shared.js';

const signedInErrors = errors(400, 401, 404, 409);

export const RestAddress = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  tag: Nullable(Type.String()),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  pinCode: Nullable(Type.String()),
  alternativePhoneNumber: Type.String(),
  country: Type.String(),
  selected: Type.Boolean(),
});
export type RestAddress = Static<typeof RestAddress>;

/** SPEC §5 checks happen in the service (with SPEC §8's messages); the schema only bounds sizes and characters. */
export const AddressBody = Type.Object(
  {
    name: Type.Optional(PlainText(100)),
    tag: Type.Optional(PlainText(40)),
    address: PlainText(300),
    city: PlainText(100),
    state: PlainText(100),
    pinCode: Type.Optional(PlainText(12)),
    alternativePhoneNumber: PlainText(20),
    country: PlainText(100),
  },
  { additionalProperties: false },
);
export type AddressBody = Static<typeof AddressBody>;

export type AddressList = Static<typeof AddressList>;
const AddressList = Type.Object({ msg: Type.Optional(Type.String()), data: Type.Array(RestAddress) });
export const addressesSchema = { response: { 200: AddressList, ...signedInErrors } };
export const addAddressSchema = { body: AddressBody, response: { 200: AddressList, ...signedInErrors } };
export const editAddressSchema = { params: IdParams, body: AddressBody, response: { 200: AddressList, ...signedInErrors } };
export const addressByIdSchema = { params: IdParams, response: { 200: AddressList, ...signedInErrors } };

export type ShippingOptionAnswer = Static<typeof ShippingOptionSchema>;
const ShippingOptionSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Number(),
  estimatedDelivery: Type.String(),
  requiresDateSelection: Type.Boolean(),
});
export const shippingOptionsSchema = { response: { 200: Type.Object({ data: Type.Array(ShippingOptionSchema) }) } };

export const Shipping = Type.Object(
  {
    _id: OneOf(['free', 'express', 'scheduled']),
    /** YYYY-MM-DD, for the scheduled option: tomorrow or later. */
    selectedDate: Type.Optional(CalendarDay),
  },
  { additionalProperties: false },
);

/**
 * Bounded here; the card's rules (Luhn, MM/YY, CVV digits) are the payment provider's check (domain/payment-details.ts),
 * which names the field to fix in a sentence a buyer understands, rather than a pattern.
 */
export const CardDetails = Type.Object(
  {
    number: Type.String({ maxLength: 23 }),
    /** MM/YY. */
    expiry: Type.String({ maxLength: 5 }),
    cvv: Type.String({ maxLength: 4 }),
    name: PlainText(100),
  },
  { additionalProperties: false },
);
export type CardDetails = Static<typeof CardDetails>;

export const BuyBody = Type.Object(
  {
    /** 'On Account' for a company with credit terms (Net 15 to Net 90), within its available credit. */
    paymentMethod: OneOf(['UPI', 'Credit Card', 'Cash on Delivery', 'On Account']),
    shipping: Type.Optional(Shipping),
    card: Type.Optional(CardDetails),
    upiId: Type.Optional(PlainText(100)),
    /** The total (rupees) the buyer was shown: when the server's differs, nothing is placed. */
    expectedTotal: Type.Optional(Rupees(1_000_000_000, { zero: true })),
    /** The buyer's purchase order number and the day they need the fabric by (domain/purchase-order.ts). */
    poNumber: Type.Optional(Type.String({ maxLength: 100 })),
    requestedDelivery: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);
export type BuyBody = Static<typeof BuyBody>;

/** A price breakdown in rupees (SPEC §9). */
export type Pricing = Static<typeof Pricing>;
export const Pricing = Type.Object({
  subTotal: Type.Number(),
  discount: Type.Number(),
  estimatedShippingHandling: Type.Number(),
  estimatedTax: Type.Number(),
  total: Type.Number(),
  /** The GST rates the tax is at, in percent, lowest first (one per HSN heading's rate among the lines). */
  taxRates: Type.Array(Type.Integer()),
});

const RestTrackingEntry = Type.Object({
  status: OneOf(ORDER_STAGES),
  message: Type.String(),
  time: Type.String(),
  isError: Type.Boolean(),
  isActive: Type.Boolean(),
});
type RestTrackingEntry = Static<typeof RestTrackingEntry>;

export const RestOrder = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  purchaseId: Type.String(),
  /** The order's GST tax invoice number, FM/2627/000123 (GET /order/{id}/invoice.pdf). */
  invoiceNumber: Type.String(),
  /** The invoice's IRN (64 hex) once registered, when the supplier e-invoices and the buyer has a GSTIN. */
  irn: Nullable(Type.String()),
  /**
   * The signed QR code the registration portal returned with the IRN (a JWT, RS256, as the IRP's SignedQRCode),
   * verifiable with GET /einvoice/public-key; null until registered.
   */
  signedQrCode: Nullable(Type.String()),
  /** Its IRN was cancelled at the portal with the whole purchase: the invoice is void. */
  irnCancelled: Type.Boolean(),
  /** Until when an operator may still cancel the IRN (24 hours from its registration); null when it cannot be. */
  irnCancelUntil: Nullable(Type.String()),
  /** The GST credit note its cancellation issued, CN/2627/000001 (GET /credit-note/{creditNoteId}.pdf). */
  creditNoteNumber: Nullable(Type.String()),
  creditNoteId: Nullable(Type.String()),
  /** Its latest fabric claim (GET /claims/{id}), if any. */
  claim: Nullable(Type.Object({ _id: Type.String(), status: Type.String() })),
  /** Until when a claim may be opened on it (delivered, not a sample, within CLAIM_WINDOW_DAYS); else null. */
  claimUntil: Nullable(Type.String()),
  /** The metres a claim may still be about: the order's less what earlier claims made good. */
  claimableMetres: Type.Integer(),
  productId: Type.String(),
  item: Type.Object({
    name: Type.String(),
    description: Type.String(),
    quantity: Type.Integer(),
    price: Type.Number(),
    color: Type.String(),
    image: Nullable(Type.String()),
    /** A free sample: one cutting, price 0. */
    isSample: Type.Boolean(),
    productVarieties: Type.Array(Type.Object({ color: Type.String(), images: Type.Array(Type.String()) })),
  }),
  /** The latest tracking entry's status, or 'Pending' with none (SPEC §4). */
  orderStatus: Type.String(),
  /** A delay is recorded (an isError entry after the last stage). */
  delayed: Type.Boolean(),
  /** Cancellation is still allowed: 'Ordered Placed' and within 12 hours of ordering (SPEC §9). */
  cancellable: Type.Boolean(),
  trackingDetails: Type.Array(RestTrackingEntry),
  shipment: Type.Object({ date: Type.String(), estimatedDelivery: Type.String(), option: Type.String() }),
  shippingAddress: Type.Object({
    fullName: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    city: Type.String(),
    state: Type.String(),
    pinCode: Nullable(Type.String()),
    country: Type.String(),
  }),
  paymentMethod: Type.String(),
  /** The coupon that discounted this line: list-price lines only, so null on a quoted line (bought at quoteId's price). */
  couponCode: Nullable(Type.String()),
  quoteId: Nullable(Type.String()),
  /** The buyer's purchase order number and requested delivery day (YYYY-MM-DD), when they gave them. */
  poNumber: Nullable(Type.String()),
  requestedDelivery: Nullable(Type.String()),
  pricing: Pricing,
  createdAt: Type.String(),
  /** How it left the mill, from Shipped on: the consignment's transporter, LR or AWB number, vehicle and day. */
  dispatch: Nullable(
    Type.Object({
      transporter: Type.String(),
      lrNumber: Type.String(),
      vehicleNumber: Nullable(Type.String()),
      /** YYYY-MM-DD */
      date: Type.String(),
      /** A consignment worth more than ₹50,000 moves with an e-way bill: its number, and when it stops being valid (ISO). */
      ewayBillNumber: Nullable(Type.String()),
      ewayBillValidUntil: Nullable(Type.String()),
      /** Its last e-way bill was cancelled and none is generated since. */
      ewayBillCancelled: Type.Boolean(),
      /** Until when an operator may cancel its e-way bill (24 hours from generation, while in transit); else null. */
      ewayBillCancelUntil: Nullable(Type.String()),
      /** The transporter's page that follows it, when one is configured for that transporter (TRANSPORTER_TRACKING). */
      trackingUrl: Nullable(Type.String()),
      /** Photos of it as it left (the bales, the loaded truck, the LR copy). */
      photos: Type.Array(Type.String()),
    }),
  ),
});
export type RestOrder = Static<typeof RestOrder>;

export const BuyAnswer = Type.Object({
  msg: Type.String(),
  purchaseId: Type.String(),
  orders: Type.Array(RestOrder),
  pricing: Pricing,
});
export type BuyAnswer = Static<typeof BuyAnswer>;

/** 202: the order is above the Buyer's limits; nothing is placed until an Approver approves it. */
export const AwaitingApprovalAnswer = Type.Object({ msg: Type.String(), data: Type.Object({ approvalId: Type.String() }) });
export type AwaitingApprovalAnswer = Static<typeof AwaitingApprovalAnswer>;

export const buySchema = {
  body: BuyBody,
  headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' })) }),
  response: { 200: BuyAnswer, 202: AwaitingApprovalAnswer, ...errors(400, 401, 402, 403, 404, 409, 422) },
};

/** The payment step's summary: the cart, the selected address, the shipping options and the price breakdown. */
export const RestCheckoutSummary = Type.Object({
  cart: RestCart,
  address: Nullable(RestAddress),
  shippingOptions: Type.Array(ShippingOptionSchema),
  shipping: Type.String(),
  pricing: Pricing,
  /** Pay on account, offered to a member of a company on Net terms; null otherwise. */
  onAccount: Nullable(
    Type.Object({
      company: Type.String(),
      /** 'Net 30' and the like. */
      terms: Type.String(),
      available: Type.Number(),
      /** Why Pay on account is paused (credit hold), or null. */
      holdReason: Nullable(Type.String()),
      /** The day this order would fall due, YYYY-MM-DD. */
      dueDate: Type.String(),
    }),
  ),
  /** Said before Place Order: the order is above the Buyer's limits and goes to an Approver; null when it is not. */
  approval: Nullable(
    Type.Object({
      why: Type.String(),
      message: Type.String(),
      /** The payment methods that fit an order awaiting approval. */
      methods: Type.Array(Type.String()),
    }),
  ),
});
export type RestCheckoutSummary = Static<typeof RestCheckoutSummary>;
export const checkoutSummarySchema = {
  querystring: Type.Object({ shipping: Type.Optional(Type.String({ maxLength: 20 })) }),
  response: { 200: RestCheckoutSummary, ...signedInErrors },
};

export const OrderPage = Type.Object({ orders: Type.Array(RestOrder), totalPages: Type.Integer(), totalItems: Type.Integer() });
export type OrderPage = Static<typeof OrderPage>;
export const OrderChange = Type.Object({ msg: Type.String(), data: RestOrder });
export type OrderChange = Static<typeof OrderChange>;
export const orderListSchema = {
  querystring: Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: ORDERS_PER_PAGE })),
  }),
  response: { 200: OrderPage, ...signedInErrors },
};

export const cancelOrderSchema = {
  params: IdParams,
  body: Type.Object(
    {
      status: Type.Literal('Cancelled'),
      message: Type.Optional(PlainText(500)),
      isError: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: { 200: OrderChange, ...signedInErrors },
};
