import { hasVisibleText } from './visible-text.js';
/**
 * Cancelling an e-invoice at the Invoice Registration Portal. The portal cancels an IRN only within 24 hours of its
 * registration, never while an e-way bill on it is active, and never in part. Here it cancels the purchase with it: every
 * order on the invoice is cancelled and its metres go back to stock; the invoice is kept as issued but void, so it needs
 * no credit note and leaves GSTR-1's supplies (it counts among the documents cancelled). After 24 hours, or once a
 * credit note reverses part of it, orders are cancelled one by one and each gets a credit note.
 */
export const IRN_CANCEL_HOURS = 24;
export const IRN_REMARK_MAX = 100;

/** The portal's reasons (CnlRsn), by the code it takes. */
export const IRN_CANCEL_REASONS = {
  '1': 'Duplicate',
  '2': 'Data entry mistake',
  '3': 'Order cancelled',
  '4': 'Other',
} as const;
export type IrnCancelReason = keyof typeof IRN_CANCEL_REASONS;
export const isIrnCancelReason = (value: string): value is IrnCancelReason => Object.hasOwn(IRN_CANCEL_REASONS, value);

/** When the portal stops cancelling an IRN acknowledged at `ackDate` (YYYY-MM-DD HH:mm:ss, Indian time). */
export const irnCancelDeadline = (ackDate: string) =>
  new Date(new Date(`${ackDate.replace(' ', 'T')}+05:30`).getTime() + IRN_CANCEL_HOURS * 60 * 60 * 1000);

export const IRN_CANCEL_MESSAGES = {
  reason: 'Choose why the e-invoice is cancelled: duplicate, data entry mistake, order cancelled or other.',
  remark: `Say why in 1 to ${IRN_REMARK_MAX} characters; the portal keeps it with the cancellation.`,
  noPurchase: 'There is no purchase with this id.',
  noIrn:
    'This invoice has no IRN: only an e-invoice registered with the portal is cancelled this way. Cancel its orders instead; each gets a credit note.',
  already: 'This e-invoice is already cancelled.',
  tooLate: (deadline: string) =>
    `The portal cancels an IRN only within 24 hours; this one could be cancelled until ${deadline}. Cancel its orders instead; each gets a credit note.`,
  ewayBillActive: (number: string) => `E-way bill ${number} is active on this invoice: cancel the e-way bill first.`,
  creditNoted: (number: string) =>
    `Credit note ${number} already reverses part of this invoice, so its IRN stays: cancel the other orders one by one; each gets a credit note.`,
  shipped: (order: string, stage: string) =>
    `Order ${order} is ${stage}: an IRN is cancelled with its whole purchase, and goods that have left cannot be cancelled.`,
  allCancelled: 'Every order on this invoice is already cancelled, each with its credit note.',
  tracking: (reason: string, remark: string) =>
    `Cancelled by FabricMart with its e-invoice (${reason.toLowerCase()}): ${remark}. The invoice is void: nothing on it is payable.`,
} as const;

/** What is wrong with a cancellation request, or null. */
export function irnCancelProblem(body: { reason: string; remark: string }): string | null {
  if (!isIrnCancelReason(body.reason)) return IRN_CANCEL_MESSAGES.reason;
  const remark = body.remark.trim();
  if (!hasVisibleText(remark) || remark.length > IRN_REMARK_MAX) return IRN_CANCEL_MESSAGES.remark;
  return null;
}
