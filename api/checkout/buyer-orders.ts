import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { step, together } from '../db/pipeline.js';
import type { DB } from '../db/types.js';
import { orUndo, undoPoint } from '../db/transaction.js';
import type { RememberedAnswer } from '../repositories/idempotency-keys.js';
import { DEFAULT_SHIPPING } from '../../domain/checkout.js';
import type { AwaitingApprovalAnswer, BuyAnswer, BuyBody, OrderPage, RestCheckoutSummary } from '../../domain/rest/checkout.js';
import { badRequest, HttpError } from '../errors.js';
import type { CartService } from '../shopping/cart-service.js';
import { checkoutSummary } from './checkout-summary.js';
import type { HeldCart } from './held-purchase.js';
import { confirmationEmail } from './order-emails.js';
import type { OrderContext } from './order-context.js';
import type { PaymentProvider } from './payment.js';
import { createPlaceOrder, type Approved } from './place-order.js';
import { shippingOf } from './purchase-terms.js';

/** Place Order's answer: the purchase placed, or (202) the order waiting for approval. */
export type BuyOutcome = BuyAnswer | AwaitingApprovalAnswer;

/** What a buyer does with orders: the payment step's summary, Place Order, and Order History's pages. */
export interface BuyerOrders {
  /**
   * POST /buy. Checked before anything is locked: shipping, payment details. Then, with the buyer's cart locked:
   * a remembered answer for the Idempotency-Key is replayed (a different body with the same key is refused); else
   * the purchase is placed, or refused with nothing placed, and the answer remembered with it.
   */
  buy(userId: number, body: BuyBody, idempotencyKey?: string): Promise<BuyOutcome>;
  /**
   * An approved order placed from its snapshot in the buyer's cart (order-approvals.ts), in the cart's transaction:
   * every check of Place Order again, no second approval. On account or cash on delivery, so nothing is authorised.
   */
  placeApproved(cart: HeldCart, userId: number, body: BuyBody, approved: Approved): Promise<BuyAnswer>;
  /** The order confirmation, once an approved order is committed. */
  confirm(userId: number, purchase: BuyAnswer): Promise<void>;
  /** The payment step's summary in one answer: the cart, the selected address, shipping and the price breakdown. */
  summary(userId: number, shippingId: string | undefined): Promise<RestCheckoutSummary>;
  /** Order History: one page of the buyer's orders, newest first. */
  list(userId: number, page: number, limit: number): Promise<OrderPage>;
}

/** The parts of a Place Order that decide what it does: a retry must send the same ones. */
const requestHash = (body: BuyBody) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        body.paymentMethod,
        body.shipping?._id ?? DEFAULT_SHIPPING,
        body.shipping?.selectedDate ?? null,
        body.card?.number.replace(/ /g, '') ?? null,
        body.card?.expiry ?? null,
        body.upiId?.trim() ?? null,
        body.expectedTotal ?? null,
        body.poNumber?.trim() || null,
        body.requestedDelivery || null,
      ]),
    )
    .digest('hex');

/** A refusal to remember under an Idempotency-Key, given after the transaction keeping it commits. */
class Refusal {
  constructor(readonly error: HttpError) {}
}

/**
 * Orders (SPEC §3, §7, §9): Place Order turns the whole cart into one order per line in one transaction, never selling
 * metres that are not there and never placing twice for one Idempotency-Key.
 */
export function createBuyerOrders(ctx: OrderContext, carts: CartService, payments: PaymentProvider): BuyerOrders {
  const { repos, mail, now } = ctx;
  const place = createPlaceOrder(repos, payments, ctx.toOrders, ctx.catalogue);

  /** Lets go of authorisations whose orders were not (or will not be) committed. */
  async function voidAll(authorised: string[]): Promise<void> {
    for (const paymentId of authorised.splice(0)) await payments.void(paymentId);
  }

  /**
   * Places the purchase and, in its last exchange, queues its confirmation (to the buyer's address), its invoices and
   * the capture of this attempt's authorisation (earlier attempts' were voided); with `commit`, that exchange also
   * commits the transaction, and the caller only answers.
   */
  const placeAndConfirm = (cart: HeldCart, userId: number, body: BuyBody, authorised: string[], commit: boolean) =>
    place(cart, userId, body, authorised, now(), null, {
      commit,
      alongside: async (purchase, paymentId) => {
        const { subject, text } = confirmationEmail('', purchase, mail.links.orders());
        return [
          await mail.queue.placing(
            { toUser: userId, subject, text },
            { purchase: purchase.purchaseId, buyer: userId },
            paymentId ? { paymentId } : null,
          ),
        ];
      },
    });

  return {
    placeApproved: (cart, userId, body, approved) => place(cart, userId, body, [], now(), approved) as Promise<BuyAnswer>,

    confirm: (userId, purchase) => ctx.email(userId, (to) => confirmationEmail(to, purchase, mail.links.orders())),

    async buy(userId, body, idempotencyKey) {
      shippingOf(body, ctx.now());
      const paymentProblem = payments.check({ method: body.paymentMethod, card: body.card, upiId: body.upiId }, ctx.now());
      if (paymentProblem) throw badRequest(paymentProblem);
      const hash = requestHash(body);
      // Every authorisation made by an attempt; only the one whose orders are committed is captured, the rest voided.
      const authorised: string[] = [];
      let outcome: BuyOutcome | Refusal;
      // Placed by this request (not a replay of an earlier answer): the buyer gets the confirmation once.
      let placedNow = false;
      try {
        // With a key: the remembered answer read, and the point a refusal goes back to set, in the lock's exchange.
        const withLock = (trx: Transaction<DB>) =>
          [
            idempotencyKey ? repos.idempotencyKeys.finding(trx, userId, idempotencyKey) : step(null, () => null),
            idempotencyKey ? undoPoint() : step(null, () => undefined),
          ] as const;
        outcome = await repos.carts.change(
          userId,
          async (cart, [earlier]): Promise<BuyOutcome | Refusal> => {
            await voidAll(authorised);
            if (idempotencyKey) {
              if (earlier && earlier.requestHash !== hash) {
                return new Refusal(
                  new HttpError(422, 'This Idempotency-Key was used for a different order. Place the order again from the summary.'),
                );
              }
              if (earlier) {
                return earlier.statusCode === 200 || earlier.statusCode === 202
                  ? (JSON.parse(earlier.answer) as BuyOutcome)
                  : new Refusal(new HttpError(earlier.statusCode, earlier.answer));
              }
            }
            placedNow = true;
            // Nothing follows the purchase in this transaction: its last exchange commits it.
            if (!idempotencyKey) return placeAndConfirm(cart, userId, body, authorised, true);
            // A refusal is remembered too: it undoes the attempt, not the key. Either way the answer is remembered in
            // the transaction's last exchange, with its COMMIT.
            const rememberLast = (remembered: Omit<RememberedAnswer, 'requestHash'>) =>
              together(
                cart.trx,
                [repos.idempotencyKeys.remembering(cart.trx, userId, idempotencyKey, { requestHash: hash, ...remembered })],
                {
                  commit: true,
                },
              );
            return orUndo<BuyOutcome | Refusal, HttpError>(
              cart.trx,
              async () => {
                const answer = await placeAndConfirm(cart, userId, body, authorised, false);
                await rememberLast({ statusCode: 'orders' in answer ? 200 : 202, answer: JSON.stringify(answer) });
                return answer;
              },
              (error): error is HttpError => error instanceof HttpError,
              async (error) => {
                await voidAll(authorised);
                await rememberLast({ statusCode: error.statusCode, answer: error.message });
                return new Refusal(error);
              },
            );
          },
          withLock,
        );
      } catch (error) {
        await voidAll(authorised);
        throw error;
      }
      // Committed: the orders exist, so what was held is taken by the capture job queued with them (the payments
      // queue: retried with backoff; a capture that fails for good leaves payment_captured_at empty for an operator).
      if (outcome instanceof Refusal) throw outcome.error;
      // Committed with its confirmation and capture queued: this process takes them now rather than at its next look.
      if (placedNow && 'orders' in outcome) ctx.mail.queue.wake();
      return outcome;
    },

    summary: (userId, shippingId) => checkoutSummary(repos, carts, userId, shippingId, now()),

    async list(userId, page, limit) {
      const { rows, total, tracking } = await repos.orders.page(userId, page, limit);
      const at = now();
      return {
        orders: rows.map((row) => ctx.toOrder(row, tracking.get(row.id) ?? [], at)),
        totalPages: Math.ceil(total / limit),
        totalItems: total,
      };
    },
  };
}
