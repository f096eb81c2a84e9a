import {
  APPROVAL_MESSAGES,
  approvalMethodFits,
  awaitingApproval,
  indianMonthStart,
  limitPassed,
  limitSentence,
} from '../../domain/approvals.js';
import { paiseToRupees } from '../../domain/money.js';
import { addressLine } from '../../domain/order.js';
import { badRequest } from '../errors.js';
import type { BuyBody } from '../../domain/rest/checkout.js';
import type { Repositories } from '../repositories/index.js';
import type { Account, HeldCart, PricedPurchase } from './held-purchase.js';

/**
 * An order above the Buyer's limits is not placed: the cart goes for approval (its snapshot kept, the cart emptied,
 * no stock held). Answers the approval's id, or null when the order is within the limits.
 */
export async function requestApproval(
  repos: Repositories,
  cart: HeldCart,
  userId: number,
  body: BuyBody,
  terms: Account,
  purchased: PricedPurchase,
  at: Date,
) {
  const totalPaise = purchased.priced.totalPaise;
  if (terms.companyId === null || terms.limits === null) return null;
  const spent = await repos.approvals.monthSpent(cart.trx, terms.companyId, userId, indianMonthStart(at));
  const passed = limitPassed(totalPaise, terms.limits, spent);
  if (passed === null) return null;
  const why = limitSentence(passed);
  if (!approvalMethodFits(body.paymentMethod)) throw badRequest(APPROVAL_MESSAGES.methods);
  const snapshot = await repos.approvals.snapshot(cart.trx, userId);
  const { card: _card, upiId: _upi, ...request } = body;
  const id = await repos.approvals.create(cart.trx, {
    company_id: terms.companyId,
    user_id: userId,
    why,
    total_paise: totalPaise,
    request: {
      ...request,
      expectedTotal: paiseToRupees(totalPaise),
      addressId: purchased.address.id,
      limit: passed,
      deliverTo: addressLine(purchased.address.name, { ...purchased.address, pinCode: purchased.address.pin_code }),
    },
    lines: purchased.rows.lines.map((line) => ({
      name: (JSON.parse(line.product_json) as { name: string }).name,
      color: line.color,
      metres: line.quantity,
      kind: line.kind,
      quoteId: line.quote_id,
    })),
    cart: snapshot,
  });
  await cart.clear();
  return { msg: awaitingApproval(why), data: { approvalId: String(id) } };
}
