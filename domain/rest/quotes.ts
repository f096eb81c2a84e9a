// Quotes for bulk orders: the buyer's /api/quotes and the operators' /api/admin/quotes.
import { Type, type Static } from '@sinclair/typebox';
import { QUOTE_LIMITS, QUOTE_STATUSES } from '../quotes.js';
import { PageQuery } from './admin.js';
import { CalendarDay, errors, Id, IdParams, Nullable, PlainText, Rupees } from './shared.js';
import { Color } from './shopping.js';

const Metres = Type.Integer({ minimum: 1, maximum: QUOTE_LIMITS.maxMetres });
const Price = Rupees(1_000_000);
const Day = CalendarDay;

export const RestQuoteLine = Type.Object({
  productId: Type.String(),
  name: Type.String(),
  color: Type.String(),
  metres: Type.Integer(),
  /** The buyer's hoped-for price per metre (rupees), if they gave one. */
  targetPrice: Nullable(Type.Number()),
  /** The operator's price per metre (rupees), once priced; a line left unpriced cannot be accepted. */
  quotedPrice: Nullable(Type.Number()),
  /** What the buyer would pay per metre today for these metres (the colour's price after the breaks they reach), for comparison. */
  listPrice: Type.Number(),
  /** Metres of the colour in stock now (the operator's desk weighs it when pricing). */
  stock: Type.Integer(),
  /** The GST rate of the fabric's HSN heading, in percent (set in the console). */
  taxPercent: Type.Integer(),
});

export const RestQuote = Type.Object({
  _id: Type.String(),
  status: Type.Union(QUOTE_STATUSES.map((status) => Type.Literal(status))),
  /** Who the quote waits for: the operator (Requested), the buyer (Quoted), or nobody. */
  waitingFor: Nullable(Type.Union([Type.Literal('buyer'), Type.Literal('operator')])),
  note: Type.String(),
  neededBy: Nullable(Type.String()),
  validUntil: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  buyerEmail: Type.String(),
  /** The buyer's business as its profile says now: company and GSTIN, when given. */
  buyerCompany: Nullable(Type.String()),
  buyerGstin: Nullable(Type.String()),
  lines: Type.Array(RestQuoteLine),
  messages: Type.Array(Type.Object({ author: Type.String(), text: Type.String(), createdAt: Type.String() })),
});
export type RestQuote = Static<typeof RestQuote>;

const QuoteAnswer = Type.Object({ msg: Type.String(), data: RestQuote });
const QuotePage = Type.Object({
  data: Type.Array(RestQuote),
  totalItems: Type.Integer(),
  totalPages: Type.Integer(),
  countCapped: Type.Boolean(),
  /** Quotes waiting for an operator (Requested): the console's count. */
  waiting: Type.Optional(Type.Integer()),
});

const LineBody = Type.Object(
  { productId: Id, color: Color, metres: Metres, targetPrice: Type.Optional(Price) },
  { additionalProperties: false },
);
const Lines = Type.Array(LineBody, { minItems: 1, maxItems: QUOTE_LIMITS.maxLines });
const Note = PlainText(QUOTE_LIMITS.maxNote);
const Text = PlainText(QUOTE_LIMITS.maxMessage, { minLength: 1 });

export const QuoteBody = Type.Object(
  { lines: Lines, note: Type.Optional(Note), neededBy: Type.Optional(Day) },
  { additionalProperties: false },
);
export type QuoteBody = Static<typeof QuoteBody>;
export type QuoteLineBody = Static<typeof LineBody>;

export const createQuoteSchema = { body: QuoteBody, response: { 201: QuoteAnswer, ...errors(400, 401, 404) } };
export const quoteFromCartSchema = {
  body: Type.Object({ note: Type.Optional(Note), neededBy: Type.Optional(Day) }, { additionalProperties: false }),
  response: { 201: QuoteAnswer, ...errors(400, 401) },
};
export const quoteListSchema = {
  querystring: Type.Object(PageQuery),
  response: { 200: QuotePage, ...errors(400, 401) },
};
export const quoteSchema = { params: IdParams, response: { 200: Type.Object({ data: RestQuote }), ...errors(400, 401, 404) } };
// A quote as a PDF: GET /api/quotes/{id}/quote.pdf (the buyer's own quote, or any for an operator).
export const quotePdfSchema = {
  params: IdParams,
  response: {
    200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'The quotation as application/pdf.' }),
    ...errors(400, 401, 404, 429),
  },
};
export const quoteMessageSchema = {
  params: IdParams,
  body: Type.Object({ text: Text }, { additionalProperties: false }),
  response: { 200: QuoteAnswer, ...errors(400, 401, 404, 409) },
};
export const quoteActionSchema = { params: IdParams, response: { 200: QuoteAnswer, ...errors(400, 401, 404, 409) } };
export const reviseQuoteSchema = {
  params: IdParams,
  body: Type.Object({ lines: Lines }, { additionalProperties: false }),
  response: { 200: QuoteAnswer, ...errors(400, 401, 404, 409) },
};

export const adminQuoteListSchema = {
  querystring: Type.Object({ status: Type.Optional(Type.Union(QUOTE_STATUSES.map((status) => Type.Literal(status)))), ...PageQuery }),
  response: { 200: QuotePage, ...errors(400, 401, 403) },
};
export const adminQuoteSchema = { params: IdParams, response: { 200: Type.Object({ data: RestQuote }), ...errors(400, 401, 403, 404) } };
export const priceQuoteSchema = {
  params: IdParams,
  body: Type.Object(
    {
      lines: Type.Array(Type.Object({ productId: Id, color: Color, pricepermeter: Price }, { additionalProperties: false }), {
        minItems: 1,
        maxItems: QUOTE_LIMITS.maxLines,
      }),
      validUntil: Type.String({ format: 'date-time' }),
      message: Type.Optional(Note),
    },
    { additionalProperties: false },
  ),
  response: { 200: QuoteAnswer, ...errors(400, 401, 403, 404, 409) },
};
export type PriceQuoteBody = Static<typeof priceQuoteSchema.body>;
export const declineQuoteSchema = {
  params: IdParams,
  body: Type.Object({ message: Text }, { additionalProperties: false }),
  response: { 200: QuoteAnswer, ...errors(400, 401, 403, 404, 409) },
};
export const adminQuoteMessageSchema = {
  params: IdParams,
  body: Type.Object({ text: Text }, { additionalProperties: false }),
  response: { 200: QuoteAnswer, ...errors(400, 401, 403, 404, 409) },
};
