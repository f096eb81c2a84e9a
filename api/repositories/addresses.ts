import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { transaction } from '../db/transaction.js';
import { run, step, type Step } from '../db/pipeline.js';
import type { AddressesTable, DB } from '../db/types.js';
import { reachedBy } from './same-company.js';
import type { CompanyRole } from '../../domain/company.js';
import type { Executor } from '../db/executor.js';

/** An address as its book shows it to one person: `selected` is that person's delivery address. */
export type AddressRow = Omit<Selectable<AddressesTable>, 'company_id'> & { selected: boolean };

/** An address's own fields (the book, who added it and the time are the book's). */
export type AddressValues = Omit<Insertable<AddressesTable>, 'id' | 'user_id' | 'company_id' | 'created_at'>;

/** Whose book the person reads: their company's when they are a member, else their own. */
export interface Book {
  companyId: number | null;
  /** The person's role in the company; null for a buyer in none. */
  role: CompanyRole | null;
}

const columns = [
  'addresses.id',
  'addresses.user_id',
  'addresses.name',
  'addresses.tag',
  'addresses.address',
  'addresses.city',
  'addresses.state',
  'addresses.pin_code',
  'addresses.alternative_phone',
  'addresses.country',
  'addresses.created_at',
] as const;

/**
 * The person's address book: a member's is their company's; a buyer in no company keeps their own. Addresses a
 * member kept before joining stay theirs, out of sight while they belong to a company, and come back if they leave.
 */
const inBook = (userId: number) => reachedBy('addresses', userId, { ownWhileMember: false });

/** The person's book, each address with whether it is their chosen one (`chosen`), oldest first. */
const bookOf = (executor: Executor, userId: number) =>
  executor
    .selectFrom('addresses')
    .leftJoin('address_choices as choice', (join) => join.onRef('choice.address_id', '=', 'addresses.id').on('choice.user_id', '=', userId))
    .select(columns)
    .select((eb) => eb('choice.user_id', 'is not', null).$castTo<boolean>().as('chosen'))
    .where(inBook(userId))
    .orderBy('addresses.created_at')
    .orderBy('addresses.id');

/**
 * The book in order, each address marked when it is the person's choice; with no choice in the book, the oldest is
 * the one selected, so exactly one is selected whenever there is any.
 */
async function list(executor: Executor, userId: number): Promise<AddressRow[]> {
  const rows = await bookOf(executor, userId).execute();
  const anyChosen = rows.some((row) => row.chosen);
  return rows.map(({ chosen, ...row }, index) => ({ ...row, selected: anyChosen ? chosen : index === 0 }));
}

/** The person's delivery address: their choice when it is in their book, else the book's oldest. */
const selecting = (executor: Executor, userId: number): Step<AddressRow | undefined> =>
  step(
    bookOf(executor, userId)
      .clearOrderBy()
      .orderBy((eb) => eb('choice.user_id', 'is', null))
      .orderBy('addresses.created_at')
      .orderBy('addresses.id')
      .limit(1),
    ({ rows: [row] }) => {
      if (!row) return undefined;
      const { chosen: _chosen, ...address } = row;
      return { ...address, selected: true };
    },
  );

/** One address of the person's book. */
const byIdStep = (executor: Executor, userId: number, id: number): Step<AddressRow | undefined> =>
  step(bookOf(executor, userId).where('addresses.id', '=', id), ({ rows: [row] }) => {
    if (!row) return undefined;
    const { chosen, ...address } = row;
    return { ...address, selected: chosen };
  });

const choose = (trx: Transaction<DB>, userId: number, addressId: number) =>
  trx
    .insertInto('address_choices')
    .values({ user_id: userId, address_id: addressId })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ address_id: addressId }))
    .execute();

/** An address book, the person's own or their company's. Every write runs with the book locked, so its size holds. */
/** The buyer's (or company's) address book as a change holds it, locked. */
export interface AddressBook {
  book: Book;
  list(): Promise<AddressRow[]>;
  /** Adds an address, chosen by the person who adds it when they had chosen none in this book; false when the book already holds `max`. */
  add(values: AddressValues, max: number): Promise<boolean>;
  edit(id: number, values: AddressValues): Promise<boolean>;
  select(id: number): Promise<boolean>;
  /** Deletes one; whoever had chosen it delivers to the book's oldest address from then on. */
  remove(id: number): Promise<boolean>;
}

/** Address books: read, and changed one at a time with the book locked. */
export interface AddressRepository {
  list(userId: number): Promise<AddressRow[]>;
  /** The person's delivery address: their choice when it is in their book, else the book's oldest. */
  selected(executor: Executor, userId: number): Promise<AddressRow | undefined>;
  /** `byId` and `selected` as steps (pipeline.ts), to send beside others. */
  byIdStep(executor: Executor, userId: number, id: number): Step<AddressRow | undefined>;
  selecting(executor: Executor, userId: number): Step<AddressRow | undefined>;
  /** A new company takes its first Owner's addresses (their choice stays theirs). */
  giveToCompany(trx: Transaction<DB>, userId: number, companyId: number): Promise<unknown>;
  /** Runs `work` in one transaction holding the book locked (the person's user row, and their company's row). */
  change<T>(userId: number, work: (book: AddressBook) => Promise<T>): Promise<T>;
}

export function createAddressRepository(db: Kysely<DB>): AddressRepository {
  const handle = (trx: Transaction<DB>, userId: number, book: Book): AddressBook => ({
    book,
    list: () => list(trx, userId),

    async add(values: AddressValues, max: number): Promise<boolean> {
      const held = await bookOf(trx, userId).limit(max).execute();
      if (held.length >= max) return false;
      const { id } = await trx
        .insertInto('addresses')
        .values({ ...values, user_id: userId, company_id: book.companyId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const chosen = held.some((row) => row.chosen);
      if (!chosen) await choose(trx, userId, id);
      return true;
    },

    async edit(id: number, values: AddressValues): Promise<boolean> {
      const result = await trx.updateTable('addresses').set(values).where('id', '=', id).where(inBook(userId)).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async select(id: number): Promise<boolean> {
      const owned = await trx.selectFrom('addresses').select('id').where('id', '=', id).where(inBook(userId)).executeTakeFirst();
      if (!owned) return false;
      await choose(trx, userId, id);
      return true;
    },

    async remove(id: number): Promise<boolean> {
      const removed = await trx.deleteFrom('addresses').where('id', '=', id).where(inBook(userId)).returning('id').executeTakeFirst();
      return removed !== undefined;
    },
  });

  return {
    list: (userId: number) => list(db, userId),
    selected: (executor: Executor, userId: number) => run(executor, selecting(executor, userId)),
    byIdStep,
    selecting,
    giveToCompany: (trx: Transaction<DB>, userId: number, companyId: number) =>
      trx.updateTable('addresses').set({ company_id: companyId }).where('user_id', '=', userId).where('company_id', 'is', null).execute(),

    // Members adding at once take turns on the company's row, so the book never passes its size.
    change<T>(userId: number, work: (book: AddressBook) => Promise<T>): Promise<T> {
      return transaction(db, async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        const member = await trx
          .selectFrom('company_members')
          .innerJoin('companies', 'companies.id', 'company_members.company_id')
          .select(['companies.id', 'company_members.role'])
          .where('company_members.user_id', '=', userId)
          .forUpdate('companies')
          .executeTakeFirst();
        const book: Book = member ? { companyId: member.id, role: member.role as CompanyRole } : { companyId: null, role: null };
        return work(handle(trx, userId, book));
      });
    },
  };
}
