// Fabric claims: the buyer's /api/order/{id}/claims and /api/claims, and the operators' /api/admin/claims.
import { Type, type Static } from '@sinclair/typebox';
import { CLAIM_LIMITS, CLAIM_OUTCOMES, CLAIM_STATUSES } from '../claims.js';
import { PageQuery } from './admin.js';
import { errors, IdParams, Nullable, PlainText, Rupees } from './shared.js';

export const RestClaim = Type.Object({
  _id: Type.String(),
  status: Type.Union(CLAIM_STATUSES.map((status) => Type.Literal(status))),
  kind: Type.String(),
  metres: Type.Integer(),
  lot: Nullable(Type.String()),
  note: Type.String(),
  photos: Type.Array(Type.String()),
  createdAt: Type.String(),
  /** The order claimed: its id, number, fabric, colour, metres and invoice. */
  order: Type.Object({
    _id: Type.String(),
    orderId: Type.String(),
    name: Type.String(),
    color: Type.String(),
    quantity: Type.Integer(),
    invoiceNumber: Type.String(),
    /** The order's taxable value (rupees, after any coupon) and its GST rate, from which a credit is worked out. */
    taxable: Type.Number(),
    taxPercent: Type.Number(),
  }),
  buyerEmail: Type.String(),
  /** How it was settled, once it is: the outcome, the reason given, when, and what it made. */
  outcome: Nullable(Type.Union(CLAIM_OUTCOMES.map((outcome) => Type.Literal(outcome)))),
  reason: Nullable(Type.String()),
  settledAt: Nullable(Type.String()),
  /** The credit note a credit or refund issued. */
  creditNote: Nullable(Type.Object({ _id: Type.String(), number: Type.String(), total: Type.Number() })),
  /** The order a replacement placed, at ₹0. */
  replacementOrderId: Nullable(Type.String()),
  messages: Type.Array(Type.Object({ author: Type.String(), text: Type.String(), createdAt: Type.String() })),
});
export type RestClaim = Static<typeof RestClaim>;

const ClaimAnswer = Type.Object({ msg: Type.String(), data: RestClaim });
const ClaimPage = Type.Object({
  data: Type.Array(RestClaim),
  totalItems: Type.Integer(),
  totalPages: Type.Integer(),
  countCapped: Type.Boolean(),
});

// POST /api/order/{id}/claims (multipart: kind, metres, lot?, note, uncut=true, photos).
export const openClaimSchema = { params: IdParams, response: { 201: ClaimAnswer, ...errors(400, 401, 404, 409, 413, 429) } };
export const claimListSchema = { querystring: Type.Object(PageQuery), response: { 200: ClaimPage, ...errors(400, 401) } };
export const claimSchema = { params: IdParams, response: { 200: Type.Object({ data: RestClaim }), ...errors(400, 401, 404) } };
const Text = PlainText(CLAIM_LIMITS.maxMessage, { minLength: 1 });
export const claimMessageSchema = {
  params: IdParams,
  body: Type.Object({ text: Text }, { additionalProperties: false }),
  response: { 200: ClaimAnswer, ...errors(400, 401, 404, 409, 429) },
};

export const adminClaimListSchema = {
  querystring: Type.Object({ status: Type.Optional(Type.Union(CLAIM_STATUSES.map((status) => Type.Literal(status)))), ...PageQuery }),
  response: { 200: ClaimPage, ...errors(400, 401, 403) },
};
export const adminClaimSchema = { params: IdParams, response: { 200: Type.Object({ data: RestClaim }), ...errors(400, 401, 403, 404) } };
export const adminClaimMessageSchema = {
  params: IdParams,
  body: Type.Object({ text: Text }, { additionalProperties: false }),
  response: { 200: ClaimAnswer, ...errors(400, 401, 403, 404, 409) },
};
export const settleClaimSchema = {
  params: IdParams,
  body: Type.Object(
    {
      outcome: Type.Union(CLAIM_OUTCOMES.map((outcome) => Type.Literal(outcome))),
      /** A credit note's taxable value in rupees (GST is added at the order's rate); only for 'credit'. */
      amount: Type.Optional(Rupees(10_000_000)),
      reason: PlainText(CLAIM_LIMITS.maxReason),
    },
    { additionalProperties: false },
  ),
  response: { 200: ClaimAnswer, ...errors(400, 401, 403, 404, 409) },
};
export type SettleClaimBody = Static<typeof settleClaimSchema.body>;
