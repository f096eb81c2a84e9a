// Company accounts: GET/POST /api/company, invitations, members; the operators' /api/admin/companies.
import { Type, type Static } from '@sinclair/typebox';
import { COMPANY_ROLES, MAX_COMPANY_RUPEES, PAYMENT_TERMS } from '../company.js';
import { Email } from './accounts.js';
import { RestOrder } from './checkout.js';
import { Paged, PageQuery } from './admin.js';
import { errors, Id, Nullable, OneOf, PlainText, Words } from './shared.js';

const Role = OneOf(COMPANY_ROLES);
const Terms = OneOf(PAYMENT_TERMS);
/** A limit in rupees (whole paise); null for no limit. */
const Limit = Nullable(Type.Number({ minimum: 0, maximum: MAX_COMPANY_RUPEES, multipleOf: 0.01 }));

export const CompanyMember = Type.Object({
  userId: Type.String(),
  email: Type.String(),
  name: Type.String(),
  role: Role,
  /** Rupees one order may come to before it needs approval; null for no limit. */
  orderLimit: Nullable(Type.Number()),
  /** Rupees a calendar month's orders may come to; null for no limit. */
  monthlyLimit: Nullable(Type.Number()),
  joinedAt: Type.String({ format: 'date-time' }),
});
export type CompanyMember = Static<typeof CompanyMember>;

export const CompanyInvitation = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  role: Role,
  expiresAt: Type.String({ format: 'date-time' }),
});
export type CompanyInvitation = Static<typeof CompanyInvitation>;

export const CompanyActivity = Type.Object({
  _id: Type.String(),
  by: Type.String(),
  kind: Type.String(),
  summary: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type CompanyActivity = Static<typeof CompanyActivity>;

export const RestCompany = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  gstin: Nullable(Type.String()),
  /** The signed-in member's role. */
  role: Role,
  members: Type.Array(CompanyMember),
  /** Invitations not yet accepted and not expired (the Owner's view; empty for other roles). */
  invitations: Type.Array(CompanyInvitation),
  /** The company's latest changes, newest first (the Owner's view; empty for other roles). */
  activity: Type.Array(CompanyActivity),
  terms: Terms,
  /** Rupees the company may owe at once on account. */
  creditLimit: Type.Number(),
  /** Rupees owed on invoices not yet paid. */
  outstanding: Type.Number(),
  /** creditLimit − outstanding, never below 0. */
  available: Type.Number(),
  onHold: Type.Boolean(),
  /** Why the company is on credit hold, in words; null when it is not. */
  holdReason: Nullable(Type.String()),
});
export type RestCompany = Static<typeof RestCompany>;

const CompanyAnswer = Type.Object({ msg: Type.Optional(Type.String()), data: RestCompany });
export type CompanyAnswer = Static<typeof CompanyAnswer>;

export const companySchema = { response: { 200: CompanyAnswer, ...errors(401, 404) } };
export const createCompanySchema = { response: { 201: CompanyAnswer, ...errors(400, 401, 409) } };

export const InvitationBody = Type.Object({ email: Email, role: Role }, { additionalProperties: false });
export type InvitationBody = Static<typeof InvitationBody>;
export const inviteSchema = {
  body: InvitationBody,
  response: { 201: CompanyAnswer, ...errors(400, 401, 403, 404, 409) },
};

/** The token in the invitation's link: 256 random bits, base64url. */
const Token = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });
export const AcceptBody = Type.Object({ token: Token }, { additionalProperties: false });

const InvitationParams = Type.Object({ id: Id });
/** DELETE /api/company/invitations/:id: the Owner withdraws a waiting invitation. */
export const withdrawInvitationSchema = { params: InvitationParams, response: { 200: CompanyAnswer, ...errors(400, 401, 403, 404) } };
/** POST /api/company/invitations/:id/resend: a new link and a new week, mailed again. */
export const resendInvitationSchema = { params: InvitationParams, response: { 200: CompanyAnswer, ...errors(400, 401, 403, 404) } };

export const INVITATION_STATUSES = ['open', 'used', 'expired', 'withdrawn', 'closed'] as const;
/** What an invitation's link shows to a reader not signed in. */
export const InvitationPreview = Type.Object({
  company: Type.String(),
  /** The Owner who invited, by name (their email when they have no name); null when their account is gone. */
  invitedBy: Nullable(Type.String()),
  role: Role,
  /** The invited address, masked (a***@mill.in): a leaked link does not tell whose it is. */
  email: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  status: OneOf(INVITATION_STATUSES),
  /** Why the link no longer works; null while it does. */
  message: Nullable(Type.String()),
});
export type InvitationPreview = Static<typeof InvitationPreview>;
/** GET /api/invitations/preview?token=: public. */
export const invitationPreviewSchema = {
  querystring: Type.Object({ token: Token }, { additionalProperties: false }),
  response: { 200: InvitationPreview, ...errors(400, 404) },
};
export const acceptSchema = { body: AcceptBody, response: { 200: CompanyAnswer, ...errors(400, 401, 403, 404, 409, 410) } };

export const MemberBody = Type.Object(
  { role: Type.Optional(Role), orderLimit: Type.Optional(Limit), monthlyLimit: Type.Optional(Limit) },
  { additionalProperties: false, minProperties: 1 },
);
export type MemberBody = Static<typeof MemberBody>;
const MemberParams = Type.Object({ userId: Id });
export const memberSchema = {
  params: MemberParams,
  body: MemberBody,
  response: { 200: CompanyAnswer, ...errors(400, 401, 403, 404) },
};
export const removeMemberSchema = { params: MemberParams, response: { 200: CompanyAnswer, ...errors(400, 401, 403, 404) } };

// The operators' side: GET /api/admin/companies, PUT …/terms, PUT …/hold.
export const AdminCompany = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  gstin: Nullable(Type.String()),
  city: Type.String(),
  members: Type.Array(CompanyMember),
  terms: Terms,
  creditLimit: Type.Number(),
  outstanding: Type.Number(),
  available: Type.Number(),
  onHold: Type.Boolean(),
  holdReason: Nullable(Type.String()),
  /** On a hold an operator set (lifted by an operator), as against an overdue invoice's (lifted by paying it). */
  heldByOperator: Type.Boolean(),
  /** When an operator closed it, and why; null while it is open. */
  closedAt: Nullable(Type.String()),
  closedReason: Nullable(Type.String()),
});
export type AdminCompany = Static<typeof AdminCompany>;

export const adminCompaniesSchema = {
  querystring: Type.Object({ q: Type.Optional(PlainText(100)), ...PageQuery }),
  response: { 200: Paged(AdminCompany), ...errors(400, 401, 403) },
};

export const TermsBody = Type.Object(
  { terms: Terms, creditLimit: Type.Number({ minimum: 0, maximum: MAX_COMPANY_RUPEES, multipleOf: 0.01 }) },
  { additionalProperties: false },
);
export type TermsBody = Static<typeof TermsBody>;
const AdminCompanyAnswer = Type.Object({ msg: Type.String(), data: AdminCompany });
const CompanyParams = Type.Object({ id: Id });
export const termsSchema = { params: CompanyParams, body: TermsBody, response: { 200: AdminCompanyAnswer, ...errors(400, 401, 403, 404) } };
/** On hold with why (required, mailed to the company), or off hold. */
export const HoldBody = Type.Object({ onHold: Type.Boolean(), reason: Type.Optional(Words(500)) }, { additionalProperties: false });
export const CloseCompanyBody = Type.Object({ reason: Words(500) }, { additionalProperties: false });
export const closeCompanySchema = {
  params: CompanyParams,
  body: CloseCompanyBody,
  response: { 200: AdminCompanyAnswer, ...errors(400, 401, 403, 404, 409) },
};
export const holdSchema = {
  params: CompanyParams,
  body: HoldBody,
  response: { 200: AdminCompanyAnswer, ...errors(400, 401, 403, 404, 409) },
};

// Approvals: GET /api/company/approvals, POST …/{id}/approve, POST …/{id}/reject { reason }, POST …/{id}/withdraw.
export const RestApproval = Type.Object({
  _id: Type.String(),
  /** withdrawn: the buyer who asked took it back while it waited. */
  status: OneOf(['waiting', 'approved', 'rejected', 'withdrawn']),
  buyer: Type.Object({ userId: Type.String(), name: Type.String(), email: Type.String() }),
  /** Rupees, with GST and shipping, as it was priced when asked for. */
  total: Type.Number(),
  paymentMethod: Type.String(),
  /** Why it needs approval: to the buyer 'your order limit', to the Approvers naming whose limit it is. */
  why: Type.String(),
  lines: Type.Array(
    Type.Object({
      name: Type.String(),
      color: Type.String(),
      metres: Type.Number(),
      /** The quote a line is priced from, or null for a line at the list price. */
      quoteId: Nullable(Type.String()),
    }),
  ),
  /** The buyer's purchase order number and the day they need it by, as asked; null when not given. */
  poNumber: Nullable(Type.String()),
  requestedDelivery: Nullable(Type.String()),
  /** Where it is to be delivered, as the address read when it was asked for (null on older approvals). */
  deliverTo: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  decidedBy: Nullable(Type.String()),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
  rejectReason: Nullable(Type.String()),
  /** The purchase placed when it was approved. */
  purchaseId: Nullable(Type.String()),
});
export type RestApproval = Static<typeof RestApproval>;

const ApprovalParams = Type.Object({ id: Id });
export const approvalsSchema = { response: { 200: Type.Object({ data: Type.Array(RestApproval) }), ...errors(401, 404) } };
export const approveSchema = {
  params: ApprovalParams,
  response: {
    200: Type.Object({ msg: Type.String(), data: RestApproval, orders: Type.Array(RestOrder) }),
    ...errors(400, 401, 402, 403, 404, 409),
  },
};
export const RejectBody = Type.Object({ reason: Words(500) }, { additionalProperties: false });
export const withdrawSchema = {
  params: ApprovalParams,
  response: { 200: Type.Object({ msg: Type.String(), data: RestApproval }), ...errors(400, 401, 404, 409) },
};
export const rejectSchema = {
  params: ApprovalParams,
  body: RejectBody,
  response: { 200: Type.Object({ msg: Type.String(), data: RestApproval }), ...errors(400, 401, 403, 404, 409) },
};
