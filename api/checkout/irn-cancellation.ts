import type { Transaction } from 'kysely';
import { indianClock } from '../../domain/day.js';
import type { DB } from '../db/types.js';
import { IRN_CANCEL_MESSAGES, IRN_CANCEL_REASONS, irnCancelDeadline, type IrnCancelReason } from '../../domain/irn-cancellation.js';
import type { InvoiceRegistry } from '../einvoice/registry.js';
import { conflict, notFound } from '../errors.js';
import type { TaxInvoice } from '../invoices/tax-invoice.js';
import type { Repositories } from '../repositories/index.js';
import { giveBackOrder } from './give-back.js';
import { mayMove } from '../../domain/order-stages.js';

/**
 * Cancels a purchase's e-invoice at the portal, with the purchase, in the caller's transaction: every check of
 * domain/irn-cancellation.ts first (nothing changes when one fails), then the open orders cancelled without credit
 * notes, the invoice marked void, and the portal asked last, so that only the commit is left when it has said yes.
 * Answers the orders cancelled and the invoice's number.
 */
export async function cancelPurchaseIrn(
  repos: Repositories,
  registry: InvoiceRegistry | null,
  trx: Transaction<DB>,
  request: { purchaseNumber: string; reason: IrnCancelReason; remark: string; operator: string; at: Date },
) {
  const { purchaseNumber, reason, remark, operator, at } = request;
  const locked = await repos.invoices.lockForIrnCancel(trx, purchaseNumber, at);
  if (!locked) throw notFound(IRN_CANCEL_MESSAGES.noPurchase);
  const invoice = locked.document?.invoice as TaxInvoice | null | undefined;
  const registration = invoice?.einvoice;
  if (!registry || !registration) throw conflict(IRN_CANCEL_MESSAGES.noIrn);
  if (locked.document!.irn_cancelled_at) throw conflict(IRN_CANCEL_MESSAGES.already);
  const deadline = irnCancelDeadline(registration.ackDate);
  if (at >= deadline) throw conflict(IRN_CANCEL_MESSAGES.tooLate(indianClock(deadline)));
  if (locked.ewayBill) throw conflict(IRN_CANCEL_MESSAGES.ewayBillActive(locked.ewayBill));
  if (locked.creditNote) throw conflict(IRN_CANCEL_MESSAGES.creditNoted(locked.creditNote));
  const gone = locked.orders.find((order) => order.stage !== 'Cancelled' && !mayMove(order.stage, 'cancelWithIrn'));
  if (gone) throw conflict(IRN_CANCEL_MESSAGES.shipped(gone.order_number, gone.stage));
  const open = locked.orders.filter((order) => order.stage !== 'Cancelled');
  if (open.length === 0) throw conflict(IRN_CANCEL_MESSAGES.allCancelled);

  const label = IRN_CANCEL_REASONS[reason];
  for (const order of open) {
    await giveBackOrder(repos, trx, order.id);
    await repos.orders.addTracking(trx, order.id, {
      status: 'Cancelled',
      message: IRN_CANCEL_MESSAGES.tracking(label, remark),
      is_error: false,
    });
    await repos.reviews.unverify(trx, order);
  }
  await repos.invoices.markIrnCancelled(trx, locked.invoiceNumber, { at, reason, remark });
  const orders = open.map((order) => order.order_number);
  await repos.activity.record(trx, {
    operator,
    kind: 'einvoice.cancel',
    objectId: locked.invoiceNumber,
    summary: `Cancelled the e-invoice ${locked.invoiceNumber} (${label.toLowerCase()}) with ${orders.join(', ')}: ${remark}`,
    before: { irn: registration.irn, orders: open.map((order) => ({ order: order.order_number, stage: order.stage })) },
    after: { irnCancelled: true, reason: label, remark, orders: orders.map((order) => ({ order, stage: 'Cancelled' })) },
  });
  await registry.cancel(registration.irn, reason, remark);
  return { invoiceNumber: locked.invoiceNumber, orderIds: open.map((order) => order.id), buyer: open[0]!.user_id };
}
