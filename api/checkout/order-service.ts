import { pagedAnswer } from '../admin/paged.js';
import { createHash } from 'node:crypto';
import { run, step, together } from '../db/pipeline.js';
import type { OwnCatalogueWrites } from '../catalogue/changes.js';
import { catalogueChangeLog } from '../repositories/catalogue-changes.js';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { orUndo, undoPoint } from '../db/transaction.js';
import type { RememberedAnswer } from '../repositories/idempotency-keys.js';
import { CHECKOUT_MESSAGES, DEFAULT_SHIPPING, DELIVERY_STAGES, type OrderStage } from '../../domain/checkout.js';
import type { AwaitingApprovalAnswer, BuyAnswer, BuyBody, RestOrder } from '../../domain/rest/checkout.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../errors.js';
import type { CompanyRole } from '../../domain/company.js';
import { mayChangeCompanyOrder, OWNERSHIP_MESSAGES } from '../../domain/ownership.js';
import { orderState, rowToOrder } from '../mappers/order.js';
import type { Repositories } from '../repositories/index.js';
import { stock } from '../repositories/stock.js';
import { checkoutSummary } from './checkout-summary.js';
import { createPlaceOrder, type Approved } from './place-order.js';
import { shippingOf } from './purchase-terms.js';
import type { CartService } from '../shopping/cart-service.js';
import type { Mailer, MailMessage } from '../auth/mailer.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { cancellationEmail, confirmationEmail, delayEmail, purchaseCancelledEmail, stageEmail } from './order-emails.js';
import { cancelPurchaseIrn } from './irn-cancellation.js';
import { irnCancelProblem, type IrnCancelReason } from '../../domain/irn-cancellation.js';
import type { InvoiceRegistry } from '../einvoice/registry.js';
import type { PaymentProvider } from './payment.js';
import { checkedDispatch } from './checked-dispatch.js';
import { giveBackOrder } from './give-back.js';
import { createEwayBillChanges } from './eway-bill-changes.js';
import {
  ewayBillCancelProblem,
  ewayBillExtensionProblem,
  vehicleChangeProblem,
  type EwayBillCancelReason,
  type EwayBillExtensionReason,
  type VehicleChangeReason,
} from '../../domain/eway-bill-changes.js';
import { consignmentEwayBill, type Consignments } from './consignment-eway-bill.js';
import { creditNote } from '../invoices/credit-note.js';
import { financialYear } from '../../domain/invoice.js';
import { DISPATCH_MESSAGES, DISPATCH_PHOTOS_MAX, shippedMessage, trackingLink } from '../../domain/dispatch.js';
import { indianDay } from '../../domain/day.js';
import { DEFAULT_CLAIM_WINDOW_DAYS } from '../../domain/claims.js';
import type { AdvanceOrderBody } from '../../domain/rest/admin.js';
import type { ShopLinks } from '../../domain/links.js';

const ORDER_NOT_FOUND = 'This order is not in your order history.';

/** A change to a shipped consignment: its e-way bill cancelled or generated again, or its vehicle changed. */
export type ConsignmentChange =
  | { kind: 'cancel'; body: { reason: string; remark: string } }
  | { kind: 'renew'; body: { distanceKm?: number | undefined } }
  | { kind: 'extend'; body: { remainingKm: number; currentPinCode: string; reason: string; remark: string } }
  | { kind: 'vehicle'; body: { vehicleNumber: string; reason: string; remark: string } };

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
 * Orders (SPEC §3, §4, §7, §9): Place Order turns the whole cart into one order per line in one transaction, never
 * selling metres that are not there and never placing twice for one Idempotency-Key; buyers follow and cancel their
 * orders; operators move them along.
 */
export interface OrderMail {
  /** Mail sent once a change has committed (through the job queue, so nobody waits for it). */
  mailer: Mailer;
  /**
   * Place Order's confirmation and the drawing of its invoices, queued in the order's own transaction: done if and only
   * if the orders are placed.
   */
  queue: Pick<JobQueue, 'placing' | 'wake'>;
  /** Where the emails link to (the buyer's Order History). */
  links: ShopLinks;
  mailFailed: (error: unknown, subject: string) => void;
}

/** Place Order's answer: the purchase placed, or (202) the order waiting for approval. */
export type BuyOutcome = BuyAnswer | AwaitingApprovalAnswer;

export function createOrderService(
  repos: Repositories,
  carts: CartService,
  payments: PaymentProvider,
  mail: OrderMail,
  compliance: Consignments & { claimWindowDays?: number; einvoices?: InvoiceRegistry | null },
  catalogue: OwnCatalogueWrites,
  now: () => Date = () => new Date(),
) {
  const claimWindowDays = compliance.claimWindowDays ?? DEFAULT_CLAIM_WINDOW_DAYS;
  /** Sent once the change is committed; a failure to send is reported, and changes nothing. */
  async function send(composed: MailMessage): Promise<void> {
    await mail.mailer.send(composed).catch((error: unknown) => mail.mailFailed(error, composed.subject));
  }

  async function email(userId: number, message: (to: string) => MailMessage): Promise<void> {
    const user = await repos.users.byId(userId);
    if (user) await send(message(user.email));
  }

  /** Lets go of authorisations whose orders were not (or will not be) committed. */
  async function voidAll(authorised: string[]): Promise<void> {
    for (const paymentId of authorised.splice(0)) await payments.void(paymentId);
  }

  /** Orders as read with their tracking, as the buyer is answered (claims open for the window from now). */
  const toOrders = (found: Awaited<ReturnType<Repositories['orders']['byIdsWithTracking']>>): RestOrder[] => {
    const at = now();
    return found.map(({ order, tracking }) => rowToOrder(order, tracking, at, claimWindowDays));
  };

  const ordersByIds = async (executor: Parameters<Repositories['orders']['byIds']>[0], ids: number[]): Promise<RestOrder[]> =>
    toOrders(await repos.orders.byIdsWithTracking(executor, ids));

  const place = createPlaceOrder(repos, payments, toOrders, catalogue);
  const ewayBillChanges = createEwayBillChanges(repos, compliance);

  /** An order of this buyer's (or any, for operators) changed in one transaction, answered as it then is. */
  type LockedOrder = NonNullable<Awaited<ReturnType<Repositories['orders']['lock']>>>;
  function changeOrder(
    orderId: number,
    userId: number | undefined,
    work: (
      trx: Parameters<typeof stock.take>[0],
      state: ReturnType<typeof orderState>,
      status: OrderStage | 'Pending',
      order: LockedOrder,
    ) => Promise<string>,
  ) {
    return repos.transaction(async (trx) => {
      const order = await repos.orders.lock(trx, orderId, userId);
      if (!order) throw notFound(userId === undefined ? 'There is no order with this id.' : ORDER_NOT_FOUND);
      const tracking = (await repos.orders.tracking(trx, [orderId])).get(orderId) ?? [];
      const state = orderState(order.created_at, tracking, now());
      const msg = await work(trx, state, state.status as OrderStage | 'Pending', order);
      // Read back with what it changed in the catalogue (stock given back, reviews no longer verified): this process's
      // caches drop it now.
      const [found, changed] = await together(trx, [repos.orders.withTracking(trx, [orderId]), catalogueChangeLog.own()] as const);
      catalogue.wrote(changed);
      return { msg, data: toOrders(found)[0]! };
    });
  }

  const giveBack = (trx: Parameters<typeof stock.take>[0], orderId: number) => giveBackOrder(repos, trx, orderId);

  /** An invoiced order cancelled: its GST credit note, in the cancellation's transaction (none for a ₹0 sample). */
  async function creditNoteFor(trx: Parameters<typeof stock.take>[0], orderId: number, reason: string) {
    const [row] = await repos.invoices.invoices(trx, [orderId]);
    if (!row || row.total_paise === 0) return;
    const at = now();
    await repos.creditNotes.issue(trx, financialYear(at), row, (number) => creditNote(row, compliance.supplier, { number, at, reason }));
  }

  /** PATCH /order/cancel/{id}: only at 'Ordered Placed' and within 12 hours; the metres go back to stock. */
  const cancelOrder = (userId: number, orderId: number, message: string) =>
    changeOrder(orderId, userId, async (trx, state, status, order) => {
      if (order.company_id !== null && !mayChangeCompanyOrder(order.member_role as CompanyRole, order.user_id === userId))
        throw forbidden(OWNERSHIP_MESSAGES.changeOrder);
      if (!state.cancellable) {
        throw conflict(
          status === 'Ordered Placed'
            ? 'Orders can be cancelled only within 12 hours of ordering.'
            : `This order is ${status === 'Cancelled' ? 'already cancelled' : status} and can no longer be cancelled.`,
        );
      }
      await giveBack(trx, orderId);
      await repos.orders.addTracking(trx, orderId, {
        status: 'Cancelled',
        message: message.trim() || 'Cancelled by the buyer.',
        is_error: false,
      });
      await creditNoteFor(trx, orderId, `Order ${order.order_number} cancelled by the buyer${message.trim() ? `: ${message.trim()}` : ''}`);
      await repos.reviews.unverify(trx, order);
      return CHECKOUT_MESSAGES.orderCancelled;
    });

  /** Operators: one order with its buyer (the console's order page, and every action's answer there). */
  async function operatorOrder(orderId: number) {
    const { rows, tracking } = await repos.orders.operatorPage({ id: orderId }, 1, 1);
    const row = rows[0];
    if (!row) throw notFound('There is no order with this id.');
    return {
      data: {
        ...rowToOrder(row, tracking.get(row.id) ?? [], now(), claimWindowDays),
        buyerEmail: row.buyer_email,
        buyerName: row.buyer_name,
        buyerCompany: row.buyer_company,
        buyerGstin: row.buyer_gstin,
      },
    };
  }

  /**
   * Places the purchase and, in its last exchange, queues its confirmation (to the buyer's address), its invoices and
   * the capture of this attempt's authorisation (earlier attempts' were voided); with `commit`, that exchange also
   * commits the transaction, and the caller only answers.
   */
  const placeAndConfirm = (cart: Parameters<typeof place>[0], userId: number, body: BuyBody, authorised: string[], commit: boolean) =>
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
    /**
     * An approved order placed from its snapshot in the buyer's cart (order-approvals.ts), in the cart's transaction:
     * every check of Place Order again, no second approval. On account or cash on delivery, so nothing is authorised.
     */
    placeApproved: (cart: Parameters<typeof place>[0], userId: number, body: BuyBody, approved: Approved) =>
      place(cart, userId, body, [], now(), approved) as Promise<BuyAnswer>,

    /** The order confirmation, once an approved order is committed. */
    confirm: (userId: number, purchase: BuyAnswer) => email(userId, (to) => confirmationEmail(to, purchase, mail.links.orders())),

    /**
     * POST /buy. Checked before anything is locked: shipping, payment details. Then, with the buyer's cart locked:
     * a remembered answer for the Idempotency-Key is replayed (a different body with the same key is refused); else
     * the purchase is placed, or refused with nothing placed, and the answer remembered with it.
     */
    async buy(userId: number, body: BuyBody, idempotencyKey?: string): Promise<BuyOutcome> {
      shippingOf(body, now());
      const paymentProblem = payments.check({ method: body.paymentMethod, card: body.card, upiId: body.upiId }, now());
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
      if (placedNow && 'orders' in outcome) mail.queue.wake();
      return outcome;
    },

    /** The payment step's summary in one answer: the cart, the selected address, shipping and the price breakdown. */
    summary: (userId: number, shippingId: string | undefined) => checkoutSummary(repos, carts, userId, shippingId, now()),

    async list(userId: number, page: number, limit: number) {
      const { rows, total, tracking } = await repos.orders.page(userId, page, limit);
      const at = now();
      return {
        orders: rows.map((row) => rowToOrder(row, tracking.get(row.id) ?? [], at, claimWindowDays)),
        totalPages: Math.ceil(total / limit),
        totalItems: total,
      };
    },

    /** PATCH /order/cancel/{id}, then the buyer's cancellation email. */
    async cancel(userId: number, orderId: number, message: string) {
      const answer = await cancelOrder(userId, orderId, message);
      await email(userId, (to) => cancellationEmail(to, answer.data, mail.links.orders()));
      return answer;
    },

    /**
     * Operators: the order's next stage (Ordered Placed, Ongoing, Shipped, Delivered), recorded in Activity. Shipping
     * records the dispatch, and may take the purchase's other Ongoing orders along in the same consignment; the buyer
     * is told by email when it ships (one email for the consignment) and when it is delivered.
     */
    async advance(orderId: number, operator: string, body: AdvanceOrderBody = {}) {
      const moved: number[] = [orderId];
      const answer = await changeOrder(orderId, undefined, async (trx, _state, status, order) => {
        const index = DELIVERY_STAGES.indexOf(status as (typeof DELIVERY_STAGES)[number]);
        if (index < 0 || index === DELIVERY_STAGES.length - 1) throw conflict(`This order is ${status}: it has no next stage.`);
        const next = DELIVERY_STAGES[index + 1]!;
        if (next !== 'Shipped') {
          if (body.dispatch || body.alsoShip?.length) throw badRequest(DISPATCH_MESSAGES.onlyAtShipped);
          await repos.orders.addTracking(trx, orderId, { status: next, message: `Your order is ${next.toLowerCase()}.`, is_error: false });
          await repos.activity.record(trx, {
            operator,
            kind: 'order.advance',
            objectId: order.order_number,
            summary: `Moved ${order.order_number} from ${status} to ${next}`,
            before: { stage: status },
            after: { stage: next },
          });
          return `Order moved to ${next}`;
        }
        const dispatch = checkedDispatch(body.dispatch, indianDay(order.created_at), now());
        const companions = await repos.orders.companions(trx, order.purchase_number, orderId, status as OrderStage);
        const together = (body.alsoShip ?? []).map((id) => {
          const companion = companions.find((row) => String(row.id) === id);
          if (!companion) throw conflict(DISPATCH_MESSAGES.notCompanion(id, order.purchase_number));
          return companion;
        });
        moved.push(...together.map((row) => row.id));
        const ewayBill = await consignmentEwayBill(await repos.invoices.invoices(trx, moved), dispatch, compliance, now());
        await repos.orders.dispatch(
          trx,
          order.purchase_number,
          {
            ...dispatch,
            distance_km: ewayBill?.partB.distanceKm ?? dispatch.distance_km,
            recorded_by: operator,
            eway_bill_number: ewayBill?.number ?? null,
            eway_bill_valid_until: ewayBill?.validUntil ?? null,
            eway_bill_created_at: ewayBill ? now() : null,
            eway_bill: ewayBill ? JSON.stringify({ partA: ewayBill.partA, partB: ewayBill.partB }) : null,
            tracking_url: trackingLink(compliance.trackingLinks, dispatch.transporter, dispatch.lr_number),
          },
          moved,
        );
        const message = shippedMessage({ transporter: dispatch.transporter, lrNumber: dispatch.lr_number });
        for (const id of moved) await repos.orders.addTracking(trx, id, { status: next, message, is_error: false });
        const numbers = [order.order_number, ...together.map((row) => row.order_number)];
        await repos.activity.record(trx, {
          operator,
          kind: 'order.advance',
          objectId: order.order_number,
          summary: `Shipped ${numbers.join(', ')} (from ${status}) by ${dispatch.transporter}, LR/AWB ${dispatch.lr_number}${
            ewayBill ? `, e-way bill ${ewayBill.number}` : ''
          }`,
          before: { stage: status },
          after: { stage: next, orders: numbers, dispatch, ewayBillNumber: ewayBill?.number ?? null },
        });
        return numbers.length === 1 ? `Order moved to ${next}` : `${numbers.length} orders moved to ${next} in one consignment`;
      });
      const { data } = await operatorOrder(orderId);
      // The stage this change moved it to, as committed (answer.data), whatever came after.
      const stage = answer.data.orderStatus;
      if (stage === 'Shipped' || stage === 'Delivered') {
        const orders = moved.length === 1 ? [answer.data] : await ordersByIds(repos.db, moved);
        await send(stageEmail(data.buyerEmail, orders, stage, mail.links.orders()));
      }
      return { msg: answer.msg, data };
    },

    /**
     * Operators: a delay on the order's current stage (SPEC §4: an isError entry; the card shows 'Delayed'); the buyer
     * is told by email, every time.
     */
    async delay(orderId: number, message: string, operator: string) {
      const answer = await changeOrder(orderId, undefined, async (trx, state, status, order) => {
        if (status === 'Pending' || status === 'Cancelled' || status === 'Delivered')
          throw conflict(`This order is ${status}: it cannot be delayed.`);
        await repos.orders.addTracking(trx, orderId, { status, message: message.trim(), is_error: true });
        await repos.activity.record(trx, {
          operator,
          kind: 'order.delay',
          objectId: order.order_number,
          summary: `Recorded a delay on ${order.order_number} (${status}): ${message.trim()}`,
          before: { stage: status, delayed: state.delayed },
          after: { stage: status, delayed: true, message: message.trim() },
        });
        return 'Delay recorded';
      });
      const { data } = await operatorOrder(orderId);
      await send(delayEmail(data.buyerEmail, answer.data, message.trim(), mail.links.orders()));
      return { msg: answer.msg, data };
    },

    /** Operators: cancel an order not yet shipped (at any time, unlike a buyer); the metres go back to stock. */
    async cancelByOperator(orderId: number, message: string, operator: string) {
      let buyer = 0;
      const answer = await changeOrder(orderId, undefined, async (trx, _state, status, order) => {
        if (status !== 'Ordered Placed' && status !== 'Ongoing')
          throw conflict(`This order is ${status === 'Cancelled' ? 'already cancelled' : status} and can no longer be cancelled.`);
        buyer = order.user_id;
        const item = await giveBack(trx, orderId);
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
      await email(buyer, (to) => cancellationEmail(to, answer.data, mail.links.orders()));
      return { msg: answer.msg, data: (await operatorOrder(orderId)).data };
    },

    /**
     * Operators: a shipped consignment's e-way bill cancelled (within 24 hours) or generated again, or its vehicle
     * changed (domain/eway-bill-changes.ts); answered with the order as it now is.
     */
    async changeConsignment(orderId: number, operator: string, change: ConsignmentChange) {
      const problem =
        change.kind === 'cancel'
          ? ewayBillCancelProblem(change.body)
          : change.kind === 'vehicle'
            ? vehicleChangeProblem(change.body)
            : change.kind === 'extend'
              ? ewayBillExtensionProblem(change.body)
              : null;
      if (problem) throw badRequest(problem);
      const answer = await changeOrder(orderId, undefined, (trx) => {
        const at = now();
        if (change.kind === 'cancel') {
          const body = { reason: change.body.reason as EwayBillCancelReason, remark: change.body.remark.trim() };
          return ewayBillChanges.cancel(trx, orderId, body, operator, at);
        }
        if (change.kind === 'vehicle') {
          const body = { ...change.body, reason: change.body.reason as VehicleChangeReason, remark: change.body.remark.trim() };
          return ewayBillChanges.changeVehicle(trx, orderId, body, operator, at);
        }
        if (change.kind === 'extend') {
          const body = {
            ...change.body,
            currentPinCode: change.body.currentPinCode.trim(),
            reason: change.body.reason as EwayBillExtensionReason,
            remark: change.body.remark.trim(),
          };
          return ewayBillChanges.extend(trx, orderId, body, operator, at);
        }
        return ewayBillChanges.renew(trx, orderId, change.body, operator, at);
      });
      return { msg: answer.msg, data: (await operatorOrder(orderId)).data };
    },

    /** Operators: photos of a shipped consignment (at most DISPATCH_PHOTOS_MAX), shown in the buyer's tracking. */
    async addDispatchPhotos(orderId: number, operator: string, urls: string[]) {
      const answer = await changeOrder(orderId, undefined, async (trx, _state, _status, order) => {
        const result = await repos.dispatches.addPhotos(trx, orderId, urls, DISPATCH_PHOTOS_MAX);
        if (!result) throw conflict(DISPATCH_MESSAGES.photosNotShipped);
        if (!result.added) throw conflict(DISPATCH_MESSAGES.photosFull(result.kept));
        const what = urls.length === 1 ? 'a photo' : `${urls.length} photos`;
        await repos.activity.record(trx, {
          operator,
          kind: 'dispatch.photos',
          objectId: order.order_number,
          summary: `Added ${what} to the consignment of ${order.order_number}`,
          after: { photos: result.photos },
        });
        return `${urls.length === 1 ? 'Photo' : `${urls.length} photos`} added to the dispatch`;
      });
      return { msg: answer.msg, data: (await operatorOrder(orderId)).data };
    },

    /**
     * Operators: a purchase cancelled with its e-invoice at the portal (within 24 hours of its IRN, nothing shipped, no
     * credit note yet); the buyer is emailed once for the whole purchase.
     */
    async cancelIrn(purchaseNumber: string, body: { reason: string; remark: string }, operator: string) {
      const problem = irnCancelProblem(body);
      if (problem) throw badRequest(problem);
      const remark = body.remark.trim();
      const request = { purchaseNumber, reason: body.reason as IrnCancelReason, remark, operator, at: now() };
      const done = await repos.transaction(async (trx) => {
        const cancelled = await cancelPurchaseIrn(repos, compliance.einvoices ?? null, trx, request);
        catalogue.wrote(await run(trx, catalogueChangeLog.own()));
        return cancelled;
      });
      const orders = await ordersByIds(repos.db, done.orderIds);
      await email(done.buyer, (to) => purchaseCancelledEmail(to, orders, done.invoiceNumber, remark, mail.links.orders()));
      return {
        msg: `E-invoice ${done.invoiceNumber} cancelled with ${orders.length === 1 ? 'its order' : `its ${orders.length} orders`}`,
        data: orders,
      };
    },

    /** Operators: one page of orders, newest first, by stage and by search (repositories/orders.ts says what it finds). */
    async operatorPage(filter: { status?: string | undefined; q?: string | undefined }, page: number, limit: number) {
      const { rows, total, tracking } = await repos.orders.operatorPage(filter, page, limit);
      const at = now();
      return pagedAnswer(
        rows.map((row) => ({
          ...rowToOrder(row, tracking.get(row.id) ?? [], at, claimWindowDays),
          buyerEmail: row.buyer_email,
          buyerName: row.buyer_name,
          buyerCompany: row.buyer_company,
          buyerGstin: row.buyer_gstin,
        })),
        total,
        limit,
      );
    },

    /** Operators: one order with its buyer. */
    operatorOrder,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
