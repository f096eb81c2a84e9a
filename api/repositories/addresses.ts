import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { transaction } from '../db/transaction.js';
import type { AddressesTable, DB } from '../db/types.js';

export type AddressRow = Selectable<AddressesTable>;

/** An address's own fields (the buyer, the selection and the time are the book's). */
export type AddressValues = Omit<Insertable<AddressesTable>, 'id' | 'user_id' | 'selected' | 'created_at'>;

/** A buyer's address book. Every write runs with the buyer's addresses locked, so "exactly one selected" holds. */
export function createAddressRepository(db: Kysely<DB>) {
  const list = (executor: Kysely<DB> | Transaction<DB>, userId: number) =>
    executor.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();

  const handle = (trx: Transaction<DB>, userId: number) => ({
    list: () => list(trx, userId),

    /** Adds an address (selected when it is the first); false when the book already holds `max`. */
    async add(values: AddressValues, max: number): Promise<boolean> {
      const held = (await trx.selectFrom('addresses').select('id').where('user_id', '=', userId).limit(max).execute()).length;
      if (held >= max) return false;
      await trx
        .insertInto('addresses')
        .values({ ...values, user_id: userId, selected: held === 0 })
        .execute();
      return true;
    },

    async edit(id: number, values: AddressValues): Promise<boolean> {
      const result = await trx.updateTable('addresses').set(values).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async select(id: number): Promise<boolean> {
      const owned = await trx.selectFrom('addresses').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (!owned) return false;
      await trx.updateTable('addresses').set({ selected: false }).where('user_id', '=', userId).where('selected', '=', true).execute();
      await trx.updateTable('addresses').set({ selected: true }).where('id', '=', id).execute();
      return true;
    },

    /** Deletes one; when it was the selected one, the oldest left is selected. */
    async remove(id: number): Promise<boolean> {
      const removed = await trx
        .deleteFrom('addresses')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('selected')
        .executeTakeFirst();
      if (!removed) return false;
      if (removed.selected) {
        const next = await trx
          .selectFrom('addresses')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (next) await trx.updateTable('addresses').set({ selected: true }).where('id', '=', next.id).execute();
      }
      return true;
    },
  });

  return {
    list: (userId: number) => list(db, userId),

    /** One of the buyer's addresses. */
    byId: (executor: Kysely<DB> | Transaction<DB>, userId: number, id: number) =>
      executor.selectFrom('addresses').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst(),

    selected: (executor: Kysely<DB> | Transaction<DB>, userId: number) =>
      executor.selectFrom('addresses').selectAll().where('user_id', '=', userId).where('selected', '=', true).executeTakeFirst(),

    /** Runs `work` in one transaction holding the buyer's user row locked (two tabs take turns). */
    change<T>(userId: number, work: (book: ReturnType<typeof handle>) => Promise<T>): Promise<T> {
      return transaction(db, async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        return work(handle(trx, userId));
      });
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;
