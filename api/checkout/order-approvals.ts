import { alreadyDecided, APPROVAL_MESSAGES, decidedAs, limitSentence, type LimitPassed } from '../../domain/approvals.js';
import { COMPANY_MESSAGES, may } from '../../domain/company.js';
import type { ShopLinks } from '../../domain/links.js';
import { formatRupees, paiseToRupees } from '../../domain/money.js';
import type { BuyAnswer, BuyBody } from '../../domain/rest/checkout.js';
import type { RestApproval } from '../../domain/rest/company.js';
import type { Mailer, MailMessage } from '../auth/mailer.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership.js';
import type { ApprovalLine, ApprovalRow } from '../repositories/approvals.js';
import type { Repositories } from '../repositories/index.js';
import type { UserRow } from '../repositories/users.js';
import type { OrderService } from './order-service.js';

type Member = Pick<UserRow, 'id' | 'email'>;
type Request = BuyBody & { addressId: number; lines: ApprovalLine[]; limit?: LimitPassed; deliverTo?: string };

/** Why an approval is needed, as `viewerId` reads it: their own limit, or the buyer's named. */
const whyFor = (row: ApprovalRow, viewerId: number | null) => {
  const { limit } = row.request as Request;
  if (!limit) return row.why;
  return limitSentence(limit, viewerId === row.user_id ? null : row.name);
};

/** The PO number, the day needed and the delivery address, as lines of a mail (none when not given). */
const approvalFacts = (approval: RestApproval) => [
  ...(approval.poNumber ? [`PO number: ${approval.poNumber}`] : []),
  ...(approval.requestedDelivery ? [`Needed by: ${approval.requestedDelivery}`] : []),
  ...(approval.deliverTo ? [`Deliver to: ${approval.deliverTo}`] : []),
];

const approvalOf = (row: ApprovalRow, viewerId: number | null = row.user_id): RestApproval => {
  const request = row.request as Request;
  return {
    _id: String(row.id),
    status: row.status,
    buyer: { userId: String(row.user_id), name: row.name, email: row.email },
    total: paiseToRupees(row.total_paise),
    paymentMethod: request.paymentMethod,
    why: whyFor(row, viewerId),
    lines: request.lines.map(({ name, color, metres, quoteId }) => ({
      name,
      color,
      metres,
      quoteId: quoteId === undefined || quoteId === null ? null : String(quoteId),
    })),
    poNumber: request.poNumber?.trim() || null,
    requestedDelivery: request.requestedDelivery || null,
    deliverTo: request.deliverTo ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    decidedBy: row.decided_by_email,
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    rejectReason: row.reject_reason,
    purchaseId: row.purchase_number,
  };
};

/** Orders that wait for a company's Approver: listed, approved (then placed), withdrawn by their buyer, rejected. */
export interface OrderApprovals {
  /** The company's approvals for its Approvers and Owner; a Buyer sees their own. */
  list(userId: number): Promise<{ data: RestApproval[] }>;
  /** Tells the company's Approvers and Owner that an order waits for them. */
  requested(id: number): Promise<void>;
  approve(user: Member, id: number): Promise<{ msg: string; data: RestApproval; orders: BuyAnswer['orders'] }>;
  /** The buyer who asked takes back their own order while it waits: it is never placed. */
  withdraw(user: Member, id: number): Promise<{ msg: string; data: RestApproval }>;
  reject(user: Member, id: number, reason: string): Promise<{ msg: string; data: RestApproval }>;
}

/**
 * Orders above a Buyer's limits: the company's Approvers and Owner see them and approve (the order is then placed
 * from the cart it was asked from, with every check of Place Order again) or reject them with a reason; the buyer is
 * told by email. Nobody decides their own; the buyer's cart is locked while one is decided, so it is decided once.
 */
export function createOrderApprovals(
  repos: Repositories,
  orders: OrderService,
  mail: { mailer: Mailer; links: ShopLinks; mailFailed: (error: unknown, subject: string) => void },
): OrderApprovals {
  const send = (message: MailMessage) => mail.mailer.send(message).catch((error: unknown) => mail.mailFailed(error, message.subject));

  /** The member's company, and the approval when it is one of the company's and theirs to decide. */
  async function decidable(user: Member, id: number) {
    const mine = await repos.companies.ofUser(user.id);
    if (!mine) throw notFound(COMPANY_MESSAGES.none);
    if (!may(mine.role, 'approve')) throw forbidden(APPROVAL_MESSAGES.notAllowed);
    const approval = await repos.approvals.one(repos.db, id);
    if (!approval || approval.company_id !== mine.company.id) throw notFound(APPROVAL_MESSAGES.unknown);
    if (approval.user_id === user.id) throw forbidden(APPROVAL_MESSAGES.ownOrder);
    return approval;
  }

  return {
    /** The company's approvals for its Approvers and Owner; a Buyer sees their own. */
    async list(userId: number) {
      const mine = await repos.companies.ofUser(userId);
      if (!mine) throw notFound(COMPANY_MESSAGES.none);
      const rows = await repos.approvals.list(repos.db, mine.company.id);
      return {
        data: rows.filter((row) => may(mine.role, 'approve') || row.user_id === userId).map((row) => approvalOf(row, userId)),
      };
    },

    /** Tells the company's Approvers and Owner that an order waits for them. */
    async requested(id: number) {
      const approval = (await repos.approvals.one(repos.db, id))!;
      const members = await repos.companies.members(repos.db, approval.company_id);
      for (const member of members.filter((one) => may(one.role, 'approve') && one.user_id !== approval.user_id))
        await send({
          to: member.email,
          subject: `An order of ${formatRupees(paiseToRupees(approval.total_paise))} by ${approval.name} awaits your approval`,
          text: [
            `${approval.name} (${approval.email}) asked for an order of ${formatRupees(paiseToRupees(approval.total_paise))}: ${whyFor(approval, member.user_id)}.`,
            '',
            ...(approval.request as Request).lines.map((line) => `  ${line.name} (${line.color}), ${line.metres} m`),
            '',
            ...approvalFacts(approvalOf(approval, member.user_id)),
            `Approve or reject it: ${mail.links.approval(approval.id)}`,
            'Nothing is placed and no stock is held until it is approved.',
          ].join('\n'),
        });
    },

    async approve(user: Member, id: number): Promise<{ msg: string; data: RestApproval; orders: BuyAnswer['orders'] }> {
      const approval = await decidable(user, id);
      const request = approval.request as Request;
      const placed = await repos.carts.change(approval.user_id, async (cart) => {
        const locked = await repos.approvals.lock(cart.trx, id);
        if (locked?.status !== 'waiting') throw conflict(alreadyDecided(decidedAs(locked?.status)));
        // Placed for the company only while the member who asked still buys for it (their removal ends it, too).
        const asker = await repos.companies.ofUser(approval.user_id, cart.trx);
        if (!asker || asker.company.id !== approval.company_id || !may(asker.role, 'placeOrders'))
          throw conflict(OWNERSHIP_MESSAGES.approvalBuyerLeft);
        // The order is placed from the cart it was asked from: the buyer's cart of now is set aside, the asked-for one
        // put in its place and placed (which empties it), then the buyer's put back, all in the cart's transaction.
        const own = await repos.approvals.snapshot(cart.trx, approval.user_id);
        await cart.clear();
        await repos.approvals.restore(cart.trx, approval.user_id, approval.cart);
        const purchase = await orders.placeApproved(cart, approval.user_id, request, { addressId: request.addressId });
        await repos.approvals.restore(cart.trx, approval.user_id, own);
        await repos.approvals.decide(cart.trx, id, { status: 'approved', decided_by: user.id, purchase_number: purchase.purchaseId });
        await repos.activity.record(cart.trx, {
          operator: user.email.toLowerCase(),
          kind: 'company.approve',
          objectId: approval.company_id,
          summary: `${user.email} approved ${approval.email}'s order of ${formatRupees(paiseToRupees(approval.total_paise))} (purchase ${purchase.purchaseId})`,
        });
        return purchase;
      });
      await orders.confirm(approval.user_id, placed);
      await send({
        to: approval.email,
        subject: `Your order of ${formatRupees(paiseToRupees(approval.total_paise))} is approved and placed`,
        text: `${user.email} approved your order. It is placed as purchase ${placed.purchaseId}; the confirmation follows.\n\n${mail.links.orders()}`,
      });
      return {
        msg: APPROVAL_MESSAGES.approved,
        data: approvalOf((await repos.approvals.one(repos.db, id))!, user.id),
        orders: placed.orders,
      };
    },

    /** The buyer who asked takes back their own order while it waits: it is never placed. */
    async withdraw(user: Member, id: number): Promise<{ msg: string; data: RestApproval }> {
      const approval = await repos.approvals.one(repos.db, id);
      const mine = await repos.companies.ofUser(user.id);
      if (!approval || !mine || approval.company_id !== mine.company.id) throw notFound(APPROVAL_MESSAGES.unknown);
      if (approval.user_id !== user.id) throw forbidden(APPROVAL_MESSAGES.notYours);
      await repos.transaction(async (trx) => {
        const locked = await repos.approvals.lock(trx, id);
        if (locked?.status !== 'waiting') throw conflict(alreadyDecided(decidedAs(locked?.status)));
        await repos.approvals.decide(trx, id, { status: 'withdrawn', decided_by: user.id });
        await repos.activity.record(trx, {
          operator: user.email.toLowerCase(),
          kind: 'company.withdraw',
          objectId: approval.company_id,
          summary: `${user.email} withdrew their order of ${formatRupees(paiseToRupees(approval.total_paise))} awaiting approval`,
        });
      });
      return { msg: APPROVAL_MESSAGES.withdrawn, data: approvalOf((await repos.approvals.one(repos.db, id))!, user.id) };
    },

    async reject(user: Member, id: number, reason: string): Promise<{ msg: string; data: RestApproval }> {
      const approval = await decidable(user, id);
      await repos.transaction(async (trx) => {
        const locked = await repos.approvals.lock(trx, id);
        if (locked?.status !== 'waiting') throw conflict(alreadyDecided(decidedAs(locked?.status)));
        await repos.approvals.decide(trx, id, { status: 'rejected', decided_by: user.id, reject_reason: reason.trim() });
        await repos.activity.record(trx, {
          operator: user.email.toLowerCase(),
          kind: 'company.reject',
          objectId: approval.company_id,
          summary: `${user.email} rejected ${approval.email}'s order of ${formatRupees(paiseToRupees(approval.total_paise))}: ${reason.trim()}`,
        });
      });
      await send({
        to: approval.email,
        subject: `Your order of ${formatRupees(paiseToRupees(approval.total_paise))} was not approved`,
        text: `${user.email} rejected your order: ${reason.trim()}\n\nNothing was placed. Change the order and place it again.\n${mail.links.company()}`,
      });
      return { msg: APPROVAL_MESSAGES.rejected, data: approvalOf((await repos.approvals.one(repos.db, id))!, user.id) };
    },
  };
}
