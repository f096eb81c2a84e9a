import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/types.js';

/** A consignment as its e-way bill changes see it, locked. */
export interface LockedDispatch {
  id: number;
  transporter: string;
  lr_number: string;
  vehicle_number: string | null;
  dispatched_on: string;
  distance_km: number | null;
  eway_bill_number: string | null;
  eway_bill_valid_until: Date | null;
  eway_bill_created_at: Date | null;
  eway_bill_cancelled_at: Date | null;
  eway_bill: unknown;
  /** The orders that left in it, with their stage. */
  orders: { id: number; order_number: string; stage: string }[];
}

/** Consignments: locked with their orders' stages, photos added, e-way bills extended, cancelled, replaced, vehicles changed. */
export interface DispatchRepository {
  /** The consignment an order left in, locked, and its orders' stages (read, not locked, to avoid a deadlock). */
  lockOf(trx: Transaction<DB>, orderId: number): Promise<LockedDispatch | undefined>;
  /** Photos added in one statement that counts them; how many it had when they would not fit; undefined before it ships. */
  addPhotos(
    trx: Transaction<DB>,
    orderId: number,
    urls: string[],
    max: number,
  ): Promise<{ added: true; photos: string[]; kept?: undefined } | { added: false; kept: number; photos?: undefined } | undefined>;
  extendEwayBill(trx: Transaction<DB>, id: number, validUntil: Date): Promise<unknown>;
  cancelEwayBill(trx: Transaction<DB>, id: number, cancelled: { at: Date; reason: string; remark: string }): Promise<unknown>;
  /** A new e-way bill for the consignment, its cancelled one kept in `eway_bill` (as `previous`). */
  replaceEwayBill(
    trx: Transaction<DB>,
    id: number,
    next: { number: string; validUntil: Date; at: Date; distanceKm: number; registered: object },
  ): Promise<unknown>;
  /** The consignment's new vehicle, and the change kept with its reason. */
  changeVehicle(
    trx: Transaction<DB>,
    id: number,
    change: { vehicle_number: string; reason: string; remark: string; changed_by: string },
  ): Promise<void>;
}

/** Consignments after they leave: their e-way bill cancelled or generated again, and their vehicle changed. */
export function createDispatchRepository(): DispatchRepository {
  return {
    /**
     * The consignment an order left in, locked, and its orders' stages (read, not locked: the caller holds the asking
     * order's lock, and locking the others too would deadlock with a change asked through one of them).
     */
    async lockOf(trx: Transaction<DB>, orderId: number): Promise<LockedDispatch | undefined> {
      const dispatch = await trx
        .selectFrom('dispatches')
        .select([
          'id',
          'transporter',
          'lr_number',
          'vehicle_number',
          sql<string>`to_char(dispatched_on, 'YYYY-MM-DD')`.as('dispatched_on'),
          'distance_km',
          'eway_bill_number',
          'eway_bill_valid_until',
          'eway_bill_created_at',
          'eway_bill_cancelled_at',
          'eway_bill',
        ])
        .where('id', '=', (orders) => orders.selectFrom('orders').select('dispatch_id').where('id', '=', orderId))
        .forUpdate()
        .executeTakeFirst();
      if (!dispatch) return undefined;
      const orders = await trx
        .selectFrom('orders')
        .select(['id', 'order_number', 'stage'])
        .where('dispatch_id', '=', dispatch.id)
        .orderBy('id')
        .execute();
      return { ...dispatch, orders };
    },

    /**
     * Photos added to the consignment an order left in, counted and kept in one statement so that concurrent uploads
     * never pass the limit. Answers the photos it now has, or how many it had when they would not fit (undefined before
     * it ships).
     */
    async addPhotos(trx: Transaction<DB>, orderId: number, urls: string[], max: number) {
      const added = await trx
        .updateTable('dispatches')
        .set({ photos: sql<string[]>`photos || ${sql.val(urls)}::text[]` })
        .where('id', '=', (eb) => eb.selectFrom('orders').select('dispatch_id').where('id', '=', orderId))
        .where(sql<boolean>`cardinality(photos) + ${urls.length} <= ${max}`)
        .returning('photos')
        .executeTakeFirst();
      if (added) return { added: true as const, photos: added.photos };
      const kept = await trx
        .selectFrom('dispatches')
        .select(sql<number>`cardinality(photos)`.as('count'))
        .where('id', '=', (eb) => eb.selectFrom('orders').select('dispatch_id').where('id', '=', orderId))
        .executeTakeFirst();
      return kept ? { added: false as const, kept: Number(kept.count) } : undefined;
    },

    extendEwayBill: (trx: Transaction<DB>, id: number, validUntil: Date) =>
      trx.updateTable('dispatches').set({ eway_bill_valid_until: validUntil }).where('id', '=', id).execute(),

    cancelEwayBill: (trx: Transaction<DB>, id: number, cancelled: { at: Date; reason: string; remark: string }) =>
      trx
        .updateTable('dispatches')
        .set({ eway_bill_cancelled_at: cancelled.at, eway_bill_cancel_reason: cancelled.reason, eway_bill_cancel_remark: cancelled.remark })
        .where('id', '=', id)
        .execute(),

    /** A new e-way bill for the consignment, its cancelled one kept in `eway_bill` (as `previous`). */
    replaceEwayBill: (
      trx: Transaction<DB>,
      id: number,
      next: { number: string; validUntil: Date; at: Date; distanceKm: number; registered: object },
    ) =>
      trx
        .updateTable('dispatches')
        .set({
          eway_bill_number: next.number,
          eway_bill_valid_until: next.validUntil,
          eway_bill_created_at: next.at,
          eway_bill: JSON.stringify(next.registered),
          distance_km: next.distanceKm,
          eway_bill_cancelled_at: null,
          eway_bill_cancel_reason: null,
          eway_bill_cancel_remark: null,
        })
        .where('id', '=', id)
        .execute(),

    /** The consignment's new vehicle, and the change kept with its reason. */
    async changeVehicle(
      trx: Transaction<DB>,
      id: number,
      change: { vehicle_number: string; reason: string; remark: string; changed_by: string },
    ) {
      await trx.updateTable('dispatches').set({ vehicle_number: change.vehicle_number }).where('id', '=', id).execute();
      await trx
        .insertInto('dispatch_vehicles')
        .values({ dispatch_id: id, ...change })
        .execute();
    },
  };
}
