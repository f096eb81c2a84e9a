// Buying as a business: the buyer's business profile, GET and PUT /api/user/business.
import { Type, type Static } from '@sinclair/typebox';
import { CartAnswer, Color, RestCart } from './shopping.js';
import { errors, Id, IdParams, Nullable, PlainText } from './shared.js';

export const RestBusinessProfile = Type.Object({
  companyName: Nullable(Type.String()),
  /** Null for a business not registered for GST (the invoice then names no buyer GSTIN). */
  gstin: Nullable(Type.String()),
  address: Nullable(Type.String()),
  city: Nullable(Type.String()),
  /** The state's name, as GST_STATES spells it. */
  state: Nullable(Type.String()),
  /** The state's two-digit GST code. */
  stateCode: Nullable(Type.String()),
  pinCode: Nullable(Type.String()),
});
export type RestBusinessProfile = Static<typeof RestBusinessProfile>;

/** The rules (GSTIN checksum, state, PIN) are checked by the service, each with its own sentence; sizes here. */
export const BusinessProfileBody = Type.Object(
  {
    companyName: PlainText(200),
    gstin: Type.Optional(Nullable(PlainText(40))),
    address: PlainText(300),
    city: PlainText(100),
    state: PlainText(100),
    pinCode: PlainText(12),
  },
  { additionalProperties: false },
);
export type BusinessProfileBody = Static<typeof BusinessProfileBody>;

const Answer = Type.Object({ msg: Type.Optional(Type.String()), data: RestBusinessProfile });
export const businessProfileSchema = { response: { 200: Answer, ...errors(401) } };
export const saveBusinessProfileSchema = { body: BusinessProfileBody, response: { 200: Answer, ...errors(400, 401) } };

// Order again: POST /api/order/{id}/reorder.
const ReorderedLine = Type.Object({ productId: Type.String(), color: Type.String(), metres: Type.Integer() });
const SkippedLine = Type.Object({ productId: Type.String(), color: Type.String(), reason: Type.String() });
export const ReorderAnswer = Type.Object({
  msg: Type.String(),
  notice: Type.Optional(Type.String()),
  /** The lines put in the cart, at today's prices. */
  added: Type.Array(ReorderedLine),
  /** The lines left out, each with why (no longer sold, out of stock). */
  skipped: Type.Array(SkippedLine),
  /**
   * The price a metre is not what the order paid: nothing was added; send again with confirmPrice: now to add at it.
   * Rupees a metre.
   */
  priceChange: Type.Optional(Type.Object({ was: Type.Number(), now: Type.Number(), quoted: Type.Boolean() })),
  data: RestCart,
});
export type ReorderAnswer = Static<typeof ReorderAnswer>;
/** The price a metre the buyer accepts (the `now` of a priceChange answer); without it a changed price is only said. */
export const ReorderBody = Type.Object(
  { confirmPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000, multipleOf: 0.01 })) },
  { additionalProperties: false },
);
export const reorderSchema = { params: IdParams, body: ReorderBody, response: { 200: ReorderAnswer, ...errors(400, 401, 404) } };

// Quick order: POST /api/user/cart/quick-order (text/csv `productId,color,metres`; ?dryRun=true previews).
const QuickOrderRow = Type.Object({
  /** The row number a spreadsheet shows (the header is row 1). */
  row: Type.Integer(),
  productId: Type.String(),
  /** The fabric's name, when the row names a fabric on sale. */
  name: Type.Optional(Type.String()),
  /** The colour as the catalogue names it when the row matched one (matched ignoring case), else as typed. */
  color: Type.String(),
  metres: Type.String(),
  status: Type.Union([Type.Literal('ok'), Type.Literal('refused')]),
  reason: Type.Optional(Type.String()),
});
export const QuickOrderAnswer = Type.Object({
  msg: Type.String(),
  dryRun: Type.Boolean(),
  rows: Type.Array(QuickOrderRow),
  data: RestCart,
});
export type QuickOrderAnswer = Static<typeof QuickOrderAnswer>;
export const quickOrderSchema = {
  querystring: Type.Object({ dryRun: Type.Boolean({ default: false }) }),
  body: Type.String({ maxLength: 40_000 }),
  response: { 200: QuickOrderAnswer, ...errors(400, 401, 415) },
};

// Free samples: POST /api/user/add-sample and /api/user/remove-sample { productId, color }.
export const sampleSchema = {
  body: Type.Object({ productId: Id, color: Color }, { additionalProperties: false }),
  response: { 200: CartAnswer, ...errors(400, 401, 404, 409) },
};

/** A PDF document's answers: the file, or why not (busy drawing: 429 with Retry-After). */
const pdfAnswers = (description: string) => ({
  200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description }),
  ...errors(400, 401, 404, 429),
});

// GST tax invoice: GET /api/order/{id}/invoice.pdf (the buyer's own order, or any for an operator).
export const invoiceSchema = {
  params: IdParams,
  response: pdfAnswers('The tax invoice as application/pdf, named by its invoice number.'),
};

// GET /api/credit-note/{id}.pdf: a GST credit note (the buyer's own, or any for an operator).
export const creditNoteSchema = {
  params: IdParams,
  response: pdfAnswers('The credit note as application/pdf, named by its number.'),
};

// GET /api/purchase/{purchaseId}/invoice.pdf: the purchase's one tax invoice (a P… number; the buyer's own, or any for
// an operator).
export const purchaseInvoiceSchema = {
  params: Type.Object({ purchaseId: Type.String({ pattern: '^P[0-9A-F]{10}$' }) }),
  response: invoiceSchema.response,
};

// GET /api/einvoice/public-key: the key the signed QR codes on e-invoices verify with (404 when e-invoicing is off).
export const einvoicePublicKeySchema = {
  response: {
    200: Type.Object({ data: Type.Object({ algorithm: Type.Literal('RS256'), publicKey: Type.String() }) }),
    ...errors(404),
  },
};
