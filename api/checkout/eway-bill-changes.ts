import type { Transaction } from 'kysely';
import { indianClock } from '../../domain/day.js';
import type { DB } from '../db/types.js';
import { DISPATCH_MESSAGES, DISTANCE_MAX_KM, normalVehicleNumber } from '../../domain/dispatch.js';
import { ewayBillNumberText } from '../../domain/eway-bill.js';
import {
  EWAY_BILL_CANCEL_REASONS,
  EWAY_BILL_CHANGE_MESSAGES,
  EWAY_BILL_EXTENSION_REASONS,
  VEHICLE_CHANGE_REASONS,
  ewayBillCancelDeadline,
  ewayBillExtendable,
  type EwayBillCancelReason,
  type EwayBillExtensionReason,
  type VehicleChangeReason,
} from '../../domain/eway-bill-changes.js';
import { formatRupees, paiseToRupees } from '../../domain/money.js';
import { badRequest, conflict } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { consignmentEwayBill, type Consignments } from './consignment-eway-bill.js';

/**
 * A consignment's e-way bill after it leaves (domain/eway-bill-changes.ts): cancelled within 24 hours, generated again
 * once cancelled, and a new vehicle on its Part B. Each runs in the caller's transaction with the asking order locked;
 * the e-way bill system is asked last, so that only the commit is left once it has said yes.
 */
export function createEwayBillChanges(repos: Repositories, consignments: Consignments) {
  /** The consignment, unless it has not shipped or is delivered. */
  async function consignment(trx: Transaction<DB>, orderId: number) {
    const dispatch = await repos.dispatches.lockOf(trx, orderId);
    if (!dispatch) throw conflict(EWAY_BILL_CHANGE_MESSAGES.notShipped);
    if (dispatch.orders.some((order) => order.stage === 'Delivered')) throw conflict(EWAY_BILL_CHANGE_MESSAGES.delivered);
    const numbers = dispatch.orders.map((order) => order.order_number).join(', ');
    return { dispatch, numbers, active: dispatch.eway_bill_number !== null && dispatch.eway_bill_cancelled_at === null };
  }

  return {
    async cancel(
      trx: Transaction<DB>,
      orderId: number,
      body: { reason: EwayBillCancelReason; remark: string },
      operator: string,
      at: Date,
    ) {
      const { dispatch, numbers } = await consignment(trx, orderId);
      const number = dispatch.eway_bill_number;
      if (!number) throw conflict(EWAY_BILL_CHANGE_MESSAGES.noEwayBill);
      if (dispatch.eway_bill_cancelled_at) throw conflict(EWAY_BILL_CHANGE_MESSAGES.alreadyCancelled);
      const deadline = ewayBillCancelDeadline(dispatch.eway_bill_created_at!);
      if (at >= deadline) throw conflict(EWAY_BILL_CHANGE_MESSAGES.cancelTooLate(indianClock(deadline)));
      const label = EWAY_BILL_CANCEL_REASONS[body.reason];
      await repos.dispatches.cancelEwayBill(trx, dispatch.id, { at, reason: body.reason, remark: body.remark });
      await repos.activity.record(trx, {
        operator,
        kind: 'ewaybill.cancel',
        objectId: number,
        summary: `Cancelled e-way bill ${number} of ${numbers} (${label.toLowerCase()}): ${body.remark}`,
        before: { ewayBillNumber: number },
        after: { ewayBillNumber: number, cancelled: true, reason: label, remark: body.remark },
      });
      await consignments.ewayBills.cancel(number, body.reason, body.remark);
      return `E-way bill ${ewayBillNumberText(number)} cancelled`;
    },

    /** A new e-way bill for a consignment whose last one was cancelled; the distance may be corrected. */
    async renew(trx: Transaction<DB>, orderId: number, body: { distanceKm?: number | undefined }, operator: string, at: Date) {
      const km = body.distanceKm;
      if (km !== undefined && (!Number.isInteger(km) || km < 1 || km > DISTANCE_MAX_KM)) throw badRequest(DISPATCH_MESSAGES.distanceKm);
      const { dispatch, numbers, active } = await consignment(trx, orderId);
      if (active) throw conflict(EWAY_BILL_CHANGE_MESSAGES.stillActive(dispatch.eway_bill_number!));
      const invoices = await repos.invoices.invoices(
        trx,
        dispatch.orders.filter((order) => order.stage !== 'Cancelled').map((order) => order.id),
      );
      const checked = { ...dispatch, distance_km: km ?? dispatch.distance_km };
      const bill = await consignmentEwayBill(invoices, checked, consignments, at);
      if (!bill) {
        const value = invoices.reduce((sum, order) => sum + order.total_paise, 0);
        throw conflict(EWAY_BILL_CHANGE_MESSAGES.notNeeded(formatRupees(paiseToRupees(value))));
      }
      const kept = (typeof dispatch.eway_bill === 'string' ? JSON.parse(dispatch.eway_bill) : dispatch.eway_bill) as {
        previous?: object[];
      } | null;
      const previous = [
        ...(kept?.previous ?? []),
        ...(dispatch.eway_bill_number ? [{ number: dispatch.eway_bill_number, cancelledAt: dispatch.eway_bill_cancelled_at }] : []),
      ];
      await repos.dispatches.replaceEwayBill(trx, dispatch.id, {
        number: bill.number,
        validUntil: bill.validUntil,
        at,
        distanceKm: bill.partB.distanceKm,
        registered: { partA: bill.partA, partB: bill.partB, previous },
      });
      await repos.activity.record(trx, {
        operator,
        kind: 'ewaybill.generate',
        objectId: bill.number,
        summary: `Generated e-way bill ${bill.number} for ${numbers}${dispatch.eway_bill_number ? `, replacing ${dispatch.eway_bill_number}` : ''}`,
        before: { ewayBillNumber: dispatch.eway_bill_number },
        after: { ewayBillNumber: bill.number, distanceKm: bill.partB.distanceKm },
      });
      return `E-way bill ${ewayBillNumberText(bill.number)} generated, valid until ${indianClock(bill.validUntil)}`;
    },

    /** A held-up consignment's e-way bill extended near its expiry, for the distance left; the buyer sees the new validity. */
    async extend(
      trx: Transaction<DB>,
      orderId: number,
      body: { remainingKm: number; currentPinCode: string; reason: EwayBillExtensionReason; remark: string },
      operator: string,
      at: Date,
    ) {
      const { dispatch, numbers, active } = await consignment(trx, orderId);
      if (!dispatch.eway_bill_number) throw conflict(EWAY_BILL_CHANGE_MESSAGES.noEwayBill);
      if (!active) throw conflict(EWAY_BILL_CHANGE_MESSAGES.alreadyCancelled);
      const until = dispatch.eway_bill_valid_until!;
      if (!ewayBillExtendable(until, at)) throw conflict(EWAY_BILL_CHANGE_MESSAGES.extendWindow(indianClock(until)));
      const label = EWAY_BILL_EXTENSION_REASONS[body.reason];
      const extended = await consignments.ewayBills.extend(dispatch.eway_bill_number, body, at);
      await repos.dispatches.extendEwayBill(trx, dispatch.id, extended.validUntil);
      await repos.activity.record(trx, {
        operator,
        kind: 'ewaybill.extend',
        objectId: dispatch.eway_bill_number,
        summary: `Extended e-way bill ${dispatch.eway_bill_number} of ${numbers} to ${indianClock(extended.validUntil)} (${label.toLowerCase()}, ${body.remainingKm} km left from ${body.currentPinCode}): ${body.remark}`,
        before: { validUntil: until.toISOString() },
        after: { validUntil: extended.validUntil.toISOString(), remainingKm: body.remainingKm, from: body.currentPinCode },
      });
      return `E-way bill ${ewayBillNumberText(dispatch.eway_bill_number)} extended until ${indianClock(extended.validUntil)}`;
    },

    /** Part B's new vehicle (the e-way bill's too while it is valid); the buyer's tracking says so. */
    async changeVehicle(
      trx: Transaction<DB>,
      orderId: number,
      body: { vehicleNumber: string; reason: VehicleChangeReason; remark: string },
      operator: string,
      at: Date,
    ) {
      const { dispatch, numbers, active } = await consignment(trx, orderId);
      const vehicle = normalVehicleNumber(body.vehicleNumber);
      if (dispatch.vehicle_number === vehicle) throw conflict(EWAY_BILL_CHANGE_MESSAGES.sameVehicle(vehicle));
      if (active && dispatch.eway_bill_valid_until! <= at)
        throw conflict(EWAY_BILL_CHANGE_MESSAGES.expired(indianClock(dispatch.eway_bill_valid_until!)));
      const label = VEHICLE_CHANGE_REASONS[body.reason];
      await repos.dispatches.changeVehicle(trx, dispatch.id, {
        vehicle_number: vehicle,
        reason: body.reason,
        remark: body.remark,
        changed_by: operator,
      });
      const message = EWAY_BILL_CHANGE_MESSAGES.vehicleTracking(vehicle, label, body.remark);
      for (const order of dispatch.orders.filter((each) => each.stage === 'Shipped'))
        await repos.orders.addTracking(trx, order.id, { status: 'Shipped', message, is_error: false });
      await repos.activity.record(trx, {
        operator,
        kind: 'dispatch.vehicle',
        objectId: dispatch.lr_number,
        summary: `Moved ${numbers} from vehicle ${dispatch.vehicle_number ?? 'none'} to ${vehicle} (${label.toLowerCase()}): ${body.remark}`,
        before: { vehicleNumber: dispatch.vehicle_number },
        after: { vehicleNumber: vehicle, reason: label, remark: body.remark },
      });
      if (active) await consignments.ewayBills.updateVehicle(dispatch.eway_bill_number!, vehicle, body.reason, body.remark);
      return `Vehicle changed to ${vehicle}`;
    },
  };
}
