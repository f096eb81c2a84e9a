import { DISPATCH_MESSAGES, DISPATCH_PHOTOS_MAX, shippedMessage, trackingLink } from '../../domain/dispatch.js';
import { indianDay } from '../../domain/day.js';
import {
  ewayBillCancelProblem,
  ewayBillExtensionProblem,
  vehicleChangeProblem,
  type EwayBillCancelReason,
  type EwayBillExtensionReason,
  type VehicleChangeReason,
} from '../../domain/eway-bill-changes.js';
import { advanceFrom, advanceProblem, mayMove, ORDER_TRANSITIONS, type OrderStage } from '../../domain/order-stages.js';
import type { AdminOrder, AdminOrderChange, AdvanceOrderBody } from '../../domain/rest/admin.js';
import { pagedAnswer, type Paged } from '../admin/paged.js';
import { badRequest, conflict } from '../errors.js';
import { checkedDispatch } from './checked-dispatch.js';
import { consignmentEwayBill } from './consignment-eway-bill.js';
import { createEwayBillChanges } from './eway-bill-changes.js';
import { operatorView, type OrderContext } from './order-context.js';
import { delayEmail, stageEmail } from './order-emails.js';

/** A change to a shipped consignment: its e-way bill cancelled or generated again, or its vehicle changed. */
export type ConsignmentChange =
  | { kind: 'cancel'; body: { reason: string; remark: string } }
  | { kind: 'renew'; body: { distanceKm?: number | undefined } }
  | { kind: 'extend'; body: { remainingKm: number; currentPinCode: string; reason: string; remark: string } }
  | { kind: 'vehicle'; body: { vehicleNumber: string; reason: string; remark: string } };

/** What an operator does with orders from the console: find them, move them along the table of domain/order-stages.ts. */
export interface OperatorMoves {
  /** One page of orders, newest first, by stage and by search (repositories/orders.ts says what it finds). */
  operatorPage(filter: { status?: string | undefined; q?: string | undefined }, page: number, limit: number): Promise<Paged<AdminOrder>>;
  /** One order with its buyer. */
  operatorOrder(orderId: number): Promise<{ data: AdminOrder }>;
  /**
   * The order's next stage, recorded in Activity. Shipping records the dispatch, and may take the purchase's other
   * Ongoing orders along in the same consignment; the buyer is told by email when it ships (one email for the
   * consignment) and when it is delivered.
   */
  advance(orderId: number, operator: string, body?: AdvanceOrderBody): Promise<AdminOrderChange>;
  /** A delay on the order's current stage (SPEC §4: an isError entry; the card shows 'Delayed'); mailed every time. */
  delay(orderId: number, message: string, operator: string): Promise<AdminOrderChange>;
  /**
   * A shipped consignment's e-way bill cancelled (within 24 hours) or generated again, or its vehicle changed
   * (domain/eway-bill-changes.ts).
   */
  changeConsignment(orderId: number, operator: string, change: ConsignmentChange): Promise<AdminOrderChange>;
  /** Photos of a shipped consignment (at most DISPATCH_PHOTOS_MAX), shown in the buyer's tracking. */
  addDispatchPhotos(orderId: number, operator: string, urls: string[]): Promise<AdminOrderChange>;
}

export function createOperatorMoves(ctx: OrderContext): OperatorMoves {
  const { repos, mail, compliance, now } = ctx;
  const ewayBillChanges = createEwayBillChanges(repos, compliance);

  return {
    async operatorPage(filter, page, limit) {
      const { rows, total, tracking } = await repos.orders.operatorPage(filter, page, limit);
      const at = now();
      return pagedAnswer(
        rows.map((row) => operatorView(ctx.toOrder(row, tracking.get(row.id) ?? [], at), row)),
        total,
        limit,
      );
    },

    operatorOrder: ctx.operatorOrder,

    async advance(orderId, operator, body = {}) {
      const moved: number[] = [orderId];
      const answer = await ctx.changeOrder(orderId, undefined, async (trx, { status }, order) => {
        const move = advanceFrom(status);
        if (!move) throw conflict(advanceProblem(status)!);
        const next = ORDER_TRANSITIONS[move].to!;
        if (move !== 'ship') {
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
      const { data } = await ctx.operatorOrder(orderId);
      // The stage this change moved it to, as committed (answer.data), whatever came after.
      const stage = answer.data.orderStatus;
      if (stage === 'Shipped' || stage === 'Delivered') {
        const orders = moved.length === 1 ? [answer.data] : await ctx.ordersByIds(repos.db, moved);
        await ctx.send(stageEmail(data.buyerEmail, orders, stage, mail.links.orders()));
      }
      return { msg: answer.msg, data };
    },

    async delay(orderId, message, operator) {
      const answer = await ctx.changeOrder(orderId, undefined, async (trx, state, order) => {
        const { status } = state;
        if (!mayMove(status, 'delay')) throw conflict(ORDER_TRANSITIONS.delay.refusal(status));
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
      const { data } = await ctx.operatorOrder(orderId);
      await ctx.send(delayEmail(data.buyerEmail, answer.data, message.trim(), mail.links.orders()));
      return { msg: answer.msg, data };
    },

    async changeConsignment(orderId, operator, change) {
      const problem =
        change.kind === 'cancel'
          ? ewayBillCancelProblem(change.body)
          : change.kind === 'vehicle'
            ? vehicleChangeProblem(change.body)
            : change.kind === 'extend'
              ? ewayBillExtensionProblem(change.body)
              : null;
      if (problem) throw badRequest(problem);
      const answer = await ctx.changeOrder(orderId, undefined, (trx) => {
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
      return { msg: answer.msg, data: (await ctx.operatorOrder(orderId)).data };
    },

    async addDispatchPhotos(orderId, operator, urls) {
      const answer = await ctx.changeOrder(orderId, undefined, async (trx, _state, order) => {
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
      return { msg: answer.msg, data: (await ctx.operatorOrder(orderId)).data };
    },
  };
}
