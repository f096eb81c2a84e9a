import type { Transaction } from 'kysely';
import { run } from '../db/pipeline.js';
import type { DB } from '../db/types.js';
import { CHECKOUT_MESSAGES } from '../../domain/checkout.js';
import type { CompanyRole } from '../../domain/company.js';
import { financialYear } from '../../domain/invoice.js';
import { irnCancelProblem, type IrnCancelReason } from '../../domain/irn-cancellation.js';
import { buyerCancelProblem, orderMoveProblem } from '../../domain/order-stages.js';
import { mayChangeCompanyOrder, OWNERSHIP_MESSAGES } from '../../domain/ownership.js';
import type { AdminOrderChange } from '../../domain/rest/admin.js';
import type { OrderChange, RestOrder } from '../../domain/rest/checkout.js';
import { badRequest, conflict, forbidden } from '../errors.js';
import { creditNote } from '../invoices/credit-note.js';
import { catalogueChangeLog } from '../repositories/catalogue-changes.js';
import { giveBackOrder } from './give-back.js';
import { cancelPurchaseIrn } from './irn-cancellation.js';
import type { OrderContext } from './order-context.js';
import { cancellationEmail, purchaseCancelledEmail } from './order-emails.js';

/** An order cancelled: by its buyer, by an operator, or a whole purchase with its e-invoice. Each gives the metres back. */
export interface OrderCancellation {
  /** PATCH /order/cancel/{id}: within the buyer's window (domain/order-stages.ts), then the cancellation email. */
  cancel(userId: number, orderId: number, message: string): Promise<OrderChange>;
  /** Operators: cancel an order not yet shipped (at any time, unlike a buyer). */
  cancelByOperator(orderId: number, message: string, operator: string): Promise<AdminOrderChange>;
  /**
   * Operators: a purchase cancelled with its e-invoice at the portal (within 24 hours of its IRN, nothing shipped, no
   * credit note yet); the buyer is emailed once for the whole purchase.
   */
  cancelIrn(
    purchaseNumber: string,
    body: { reason: string; remark: string },
    operator: string,
  ): Promise<{ msg: string; data: RestOrder[] }>;
}

export function createOrderCancellation(ctx: OrderContext): OrderCancellation {
  const { repos, mail, compliance, now } = ctx;

  /** An invoiced order cancelled: its GST credit note, in the cancellation's transaction (none for a ₹0 sample). */
  async function creditNoteFor(trx: Transaction<DB>, orderId: number, reason: string) {
    const [row] = await repos.invoices.invoices(trx, [orderId]);
    if (!row || row.total_paise === 0) return;
    const at = now();
    await repos.creditNotes.issue(trx, financialYear(at), row, (number) => creditNote(row, compliance.supplier, { number, at, reason }));
  }

  return {
    async cancel(userId, orderId, message) {
      const answer = await ctx.changeOrder(orderId, userId, async (trx, state, order) => {
        if (order.company_id !== null && !mayChangeCompanyOrder(order.member_role as CompanyRole, order.user_id === userId))
          throw forbidden(OWNERSHIP_MESSAGES.changeOrder);
        const problem = buyerCancelProblem(state.status, order.created_at, now());
        if (problem) throw conflict(problem);
        await giveBackOrder(repos, trx, orderId);
        await repos.orders.addTracking(trx, orderId, {
          status: 'Cancelled',
          message: message.trim() || 'Cancelled by the buyer.',
          is_error: false,
        });
        await creditNoteFor(
          trx,
          orderId,
          `Order ${order.order_number} cancelled by the buyer${message.trim() ? `: ${message.trim()}` : ''}`,
        );
        await repos.reviews.unverify(trx, order);
        return CHECKOUT_MESSAGES.orderCancelled;
      });
      await ctx.email(userId, (to) => cancellationEmail(to, answer.data, mail.links.orders()));
      return answer;
    },

    async cancelByOperator(orderId, message, operator) {
      let buyer = 0;
      const answer = await ctx.changeOrder(orderId, undefined, async (trx, { status }, order) => {
        const problem = orderMoveProblem(status, 'cancelByOperator');
        if (problem) throw conflict(problem);
        buyer = order.user_id;
        const item = await giveBackOrder(repos, trx, orderId);
        const reason = message.trim() || 'Cancelled by FabricMart.';
        await repos.orders.addTracking(trx, orderId, { status: 'Cancelled', message: reason, is_error: false });
        await creditNoteFor(trx, orderId, `Order ${order.order_number} cancelled by FabricMart: ${reason}`);
        await repos.reviews.unverify(trx, order);
        await repos.activity.record(trx, {
          operator,
          kind: 'order.cancel',
          objectId: order.order_number,
          summary: `Cancelled ${order.order_number} (was ${status}); ${item && !item.is_sample ? item.quantity : 0} metres back to stock`,
          before: { stage: status },
          after: { stage: 'Cancelled', message: reason },
        });
        return CHECKOUT_MESSAGES.orderCancelled;
      });
      await ctx.email(buyer, (to) => cancellationEmail(to, answer.data, mail.links.orders()));
      return { msg: answer.msg, data: (await ctx.operatorOrder(orderId)).data };
    },

    async cancelIrn(purchaseNumber, body, operator) {
      const problem = irnCancelProblem(body);
      if (problem) throw badRequest(problem);
      const remark = body.remark.trim();
      const request = { purchaseNumber, reason: body.reason as IrnCancelReason, remark, operator, at: now() };
      const done = await repos.transaction(async (trx) => {
        const cancelled = await cancelPurchaseIrn(repos, compliance.einvoices ?? null, trx, request);
        ctx.catalogue.wrote(await run(trx, catalogueChangeLog.own()));
        return cancelled;
      });
      const orders = await ctx.ordersByIds(repos.db, done.orderIds);
      await ctx.email(done.buyer, (to) => purchaseCancelledEmail(to, orders, done.invoiceNumber, remark, mail.links.orders()));
      return {
        msg: `E-invoice ${done.invoiceNumber} cancelled with ${orders.length === 1 ? 'its order' : `its ${orders.length} orders`}`,
        data: orders,
      };
    },
  };
}
