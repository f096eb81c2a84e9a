import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { CompanyRole } from '../../domain/company.js';
import { QUOTE_TRANSITIONS } from '../../domain/quotes.js';
import { countUpTo } from '../db/count-up-to.js';
import { step, type Step } from '../db/pipeline.js';
import type { BusinessProfileValues } from './business-profiles.js';
import type { CompaniesTable, CompanyMembersTable, DB, UsersTable } from '../db/types.js';
import type { Executor } from '../db/executor.js';

/** A company as the code reads it (hold_reason: why an operator put it on hold; closed_at, closed_reason: when and why closed). */
export type CompanyRow = Omit<Selectable<CompaniesTable>, 'created_at' | 'updated_at'>;

/** A member with their name and email. */
export type MemberRow = Selectable<CompanyMembersTable> & Pick<Selectable<UsersTable>, 'email' | 'name'>;

const companyColumns = [
  'c.id',
  'c.name',
  'c.gstin',
  'c.address',
  'c.city',
  'c.state_code',
  'c.pin_code',
  'c.terms',
  'c.credit_limit_paise',
  'c.on_hold',
  'c.hold_reason',
  'c.closed_at',
  'c.closed_reason',
] as const;

const membersOf = (executor: Executor, companyIds: number[]) =>
  companyIds.length === 0
    ? Promise.resolve([])
    : (executor
        .selectFrom('company_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.user_id', 'm.company_id', 'm.role', 'm.order_limit_paise', 'm.monthly_limit_paise', 'm.joined_at', 'u.email', 'u.name'])
        .where('m.company_id', 'in', companyIds)
        .orderBy('m.joined_at')
        .orderBy('m.user_id')
        .execute() as Promise<MemberRow[]>);

/** A buyer's place in their company: the company, their role and their limits (rupee limits in paise; null: none). */
export interface Membership {
  company: CompanyRow;
  role: CompanyRole;
  orderLimitPaise: number | null;
  monthlyLimitPaise: number | null;
}

/** Who a buyer buys as: their membership (undefined outside a company) and the business billed (undefined: none). */
export interface Buying {
  membership: Membership | undefined;
  billed: BusinessProfileValues | undefined;
}

/** A member's row (their company's columns beside their role and limits) as the company and the membership. */
const membershipOf = (
  row: CompanyRow & { role: string; order_limit_paise: string | null; monthly_limit_paise: string | null },
): Membership => {
  const {
    id,
    name,
    gstin,
    address,
    city,
    state_code,
    pin_code,
    terms,
    credit_limit_paise,
    on_hold,
    hold_reason,
    closed_at,
    closed_reason,
  } = row;
  return {
    company: {
      id,
      name,
      gstin,
      address,
      city,
      state_code,
      pin_code,
      terms,
      credit_limit_paise,
      on_hold,
      hold_reason,
      closed_at,
      closed_reason,
    } satisfies CompanyRow,
    role: row.role as CompanyRole,
    orderLimitPaise: row.order_limit_paise === null ? null : Number(row.order_limit_paise),
    monthlyLimitPaise: row.monthly_limit_paise === null ? null : Number(row.monthly_limit_paise),
  };
};

/** Companies, their members and invitations. A person is in at most one company (company_members' key). */
export function createCompanyRepository(db: Kysely<DB>) {
  /**
   * For Place Order, in one read: the user's company and membership (as ofUser), and the business they are billed
   * as: their company's, else their own business profile, else none.
   */
  const buying = (userId: number, executor: Executor): Step<Buying> =>
    step(
      executor
        .selectFrom(sql<{ user_id: number }>`(SELECT ${userId}::int AS user_id)`.as('u'))
        .leftJoin('company_members as me', 'me.user_id', 'u.user_id')
        .leftJoin('companies as c', 'c.id', 'me.company_id')
        .leftJoin('business_profiles as b', 'b.user_id', 'u.user_id')
        .select(companyColumns)
        .select(['me.role', 'me.order_limit_paise', 'me.monthly_limit_paise'])
        .select(['b.company_name', 'b.gstin as own_gstin', 'b.address as own_address', 'b.city as own_city'])
        .select(['b.state_code as own_state_code', 'b.pin_code as own_pin_code']),
      ({ rows: [row] }) => {
        if (!row) throw new Error('companies.buying: no row');
        if (row.role !== null && row.id !== null) {
          const membership = membershipOf(row as CompanyRow & typeof row & { role: string });
          const { name, gstin, address, city, state_code, pin_code } = membership.company;
          return {
            membership,
            billed: { company_name: name, gstin, address, city, state_code, pin_code } satisfies BusinessProfileValues as
              BusinessProfileValues | undefined,
          };
        }
        const billed: BusinessProfileValues | undefined =
          row.company_name === null
            ? undefined
            : {
                company_name: row.company_name,
                gstin: row.own_gstin,
                address: row.own_address!,
                city: row.own_city!,
                state_code: row.own_state_code!,
                pin_code: row.own_pin_code!,
              };
        return { membership: undefined, billed };
      },
    );

  return {
    /** The company the user belongs to, with their membership; undefined when they are in none. */
    async ofUser(userId: number, executor: Executor = db): Promise<Membership | undefined> {
      const row = await executor
        .selectFrom('company_members as me')
        .innerJoin('companies as c', 'c.id', 'me.company_id')
        .select(companyColumns)
        .select(['me.role', 'me.order_limit_paise', 'me.monthly_limit_paise'])
        .where('me.user_id', '=', userId)
        .executeTakeFirst();
      return row ? membershipOf(row as CompanyRow & typeof row) : undefined;
    },

    /** For Place Order, in one read, as a step (pipeline.ts): the user's company and membership, and the business billed. */
    buying,

    /** Locks the user's membership row, so that concurrent changes to one company's members take turns. */
    lockCompany: (trx: Transaction<DB>, companyId: number) =>
      trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().executeTakeFirst(),

    one: (executor: Executor, id: number) =>
      executor.selectFrom('companies as c').select(companyColumns).where('c.id', '=', id).executeTakeFirst() as Promise<
        CompanyRow | undefined
      >,

    members: (executor: Executor, companyId: number) => membersOf(executor, [companyId]),
    membersOf,

    create: (trx: Transaction<DB>, values: Pick<CompanyRow, 'name' | 'gstin' | 'address' | 'city' | 'state_code' | 'pin_code'>) =>
      trx.insertInto('companies').values(values).returning('id').executeTakeFirstOrThrow(),

    /** The company's business details, changed by its Owner from My Account › Business. */
    saveProfile: (
      trx: Transaction<DB>,
      id: number,
      values: Pick<CompanyRow, 'name' | 'gstin' | 'address' | 'city' | 'state_code' | 'pin_code'>,
    ) =>
      trx
        .updateTable('companies')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute(),

    /** Adds a member; false when the user already belongs to a company (this one or another). */
    async addMember(trx: Transaction<DB>, companyId: number, userId: number, role: CompanyRole): Promise<boolean> {
      const added = await trx
        .insertInto('company_members')
        .values({ company_id: companyId, user_id: userId, role })
        .onConflict((conflict) => conflict.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return added !== undefined;
    },

    updateMember: (
      trx: Transaction<DB>,
      companyId: number,
      userId: number,
      values: { role?: CompanyRole; order_limit_paise?: number | null; monthly_limit_paise?: number | null },
    ) => trx.updateTable('company_members').set(values).where('company_id', '=', companyId).where('user_id', '=', userId).execute(),

    /**
     * What the company lent a member who no longer buys for it (removed, or demoted to a role that does not place
     * orders), taken back in the caller's transaction (domain/ownership.ts): its quotes' lines out of their cart, the
     * quotes they accepted (in their cart, or in an order waiting for approval) Quoted again for another member, the
     * orders they asked for that wait for approval ended with `why`. The quotes are locked before their lines, as every path locks them. Answers what was taken back.
     */
    async takeBack(trx: Transaction<DB>, companyId: number, userId: number, why: string) {
      const quotes = (
        await trx
          .selectFrom('quotes as q')
          .select('q.id')
          .where('q.company_id', '=', companyId)
          // In their cart, or in the cart an order of theirs waiting for approval was asked from.
          .where((eb) =>
            eb.or([
              eb('q.id', 'in', eb.selectFrom('cart_quote_lines as c').select('c.quote_id').where('c.user_id', '=', userId)),
              eb(
                'q.id',
                'in',
                sql<number>`(SELECT (line->>'quote_id')::int FROM order_approvals a, jsonb_array_elements(a.cart->'quoted') AS line
                  WHERE a.company_id = ${companyId} AND a.user_id = ${userId} AND a.status = 'waiting')`,
              ),
            ]),
          )
          .orderBy('q.id')
          .forUpdate()
          .execute()
      ).map((row) => row.id);
      if (quotes.length > 0) {
        await trx.deleteFrom('cart_quote_lines').where('user_id', '=', userId).where('quote_id', 'in', quotes).execute();
        await trx
          .updateTable('quotes')
          .set({ status: QUOTE_TRANSITIONS.handBack.to as 'Quoted', updated_at: new Date() })
          .where('id', 'in', quotes)
          .where('status', 'in', QUOTE_TRANSITIONS.handBack.from as readonly 'Accepted'[])
          .execute();
      }
      const approvals = await trx
        .updateTable('order_approvals')
        .set({ status: 'rejected', reject_reason: why, decided_at: new Date() })
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .where('status', '=', 'waiting')
        .returning('id')
        .execute();
      return { quotes, approvals: approvals.map((row) => row.id) };
    },

    removeMember: (trx: Transaction<DB>, companyId: number, userId: number) =>
      trx.deleteFrom('company_members').where('company_id', '=', companyId).where('user_id', '=', userId).execute(),

    invite: (
      trx: Transaction<DB>,
      values: { company_id: number; email: string; role: CompanyRole; token_hash: string; invited_by: number; expires_at: Date },
    ) => trx.insertInto('company_invitations').values(values).returning('id').executeTakeFirstOrThrow(),

    /** Invitations still open (not accepted, not expired), newest first. */
    openInvitations: (executor: Executor, companyId: number, now: Date) =>
      executor
        .selectFrom('company_invitations')
        .select(['id', 'email', 'role', 'expires_at'])
        .where('company_id', '=', companyId)
        .where('accepted_at', 'is', null)
        .where('withdrawn_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .limit(50)
        .execute(),

    /** The invitation a link's token names, locked until the transaction ends so that it is used once. */
    invitationByToken: (trx: Transaction<DB>, tokenHash: string) =>
      trx
        .selectFrom('company_invitations as i')
        .innerJoin('companies as c', 'c.id', 'i.company_id')
        .select([
          'i.id',
          'i.company_id',
          'i.email',
          'i.role',
          'i.expires_at',
          'i.accepted_at',
          'i.withdrawn_at',
          'c.name as company_name',
          'c.closed_at',
        ])
        .where('i.token_hash', '=', tokenHash)
        .forUpdate('i')
        .executeTakeFirst(),

    /** What a link shows before its reader signs in: the company, who invited, as what, and whether it still works. */
    invitationPreview: (executor: Executor, tokenHash: string) =>
      executor
        .selectFrom('company_invitations as i')
        .innerJoin('companies as c', 'c.id', 'i.company_id')
        .leftJoin('users as u', 'u.id', 'i.invited_by')
        .select(['i.email', 'i.role', 'i.expires_at', 'i.accepted_at', 'i.withdrawn_at', 'c.name as company_name', 'c.closed_at'])
        .select(['u.name as inviter_name', 'u.email as inviter_email'])
        .where('i.token_hash', '=', tokenHash)
        .executeTakeFirst(),

    /** An invitation of the company still waiting (not used, withdrawn or expired), locked for the change. */
    openInvitation: (trx: Transaction<DB>, companyId: number, id: number, now: Date) =>
      trx
        .selectFrom('company_invitations')
        .select(['id', 'email', 'role'])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .where('withdrawn_at', 'is', null)
        .where('expires_at', '>', now)
        .forUpdate()
        .executeTakeFirst(),

    withdrawInvitation: (trx: Transaction<DB>, id: number, now: Date) =>
      trx.updateTable('company_invitations').set({ withdrawn_at: now }).where('id', '=', id).execute(),

    /** A new link and a new week for a waiting invitation: the old link stops working. */
    renewInvitation: (trx: Transaction<DB>, id: number, tokenHash: string, expires: Date) =>
      trx.updateTable('company_invitations').set({ token_hash: tokenHash, expires_at: expires }).where('id', '=', id).execute(),

    acceptInvitation: (trx: Transaction<DB>, id: number, userId: number, now: Date) =>
      trx.updateTable('company_invitations').set({ accepted_at: now, accepted_by: userId }).where('id', '=', id).execute(),

    /** The company's own changes, newest first, from the activity every change is recorded in. */
    activity: (executor: Executor, companyId: number, limit = 20) =>
      executor
        .selectFrom('admin_activity')
        .select(['id', 'operator_email', 'kind', 'summary', 'created_at'])
        .where('object_type', '=', 'company')
        .where('object_id', '=', String(companyId))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    setTerms: (trx: Transaction<DB>, id: number, terms: string, creditLimitPaise: number) =>
      trx
        .updateTable('companies')
        .set({ terms, credit_limit_paise: creditLimitPaise, updated_at: new Date() })
        .where('id', '=', id)
        .execute(),

    /**
     * What stops closing the company now: its orders not yet delivered or cancelled, and its claims still open (its
     * ledger is checked by the desk, from the owing it reads).
     */
    inFlight: async (trx: Transaction<DB>, id: number) => {
      const { rows } = await sql<{ orders: number; claims: number }>`
        SELECT (SELECT count(*)::int FROM orders WHERE company_id = ${id} AND stage NOT IN ('Delivered', 'Cancelled')) AS orders,
          (SELECT count(*)::int FROM claims WHERE company_id = ${id} AND status = 'Open') AS claims`.execute(trx);
      return rows[0]!;
    },

    /** The company closed: its members out, its open invitations ended, the time and the reason kept. */
    async close(trx: Transaction<DB>, id: number, reason: string, at: Date) {
      await trx.deleteFrom('company_members').where('company_id', '=', id).execute();
      await trx
        .updateTable('company_invitations')
        .set({ expires_at: at })
        .where('company_id', '=', id)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', at)
        .execute();
      await trx.updateTable('companies').set({ closed_at: at, closed_reason: reason, updated_at: at }).where('id', '=', id).execute();
    },

    /** On hold with why (`reason`), or off hold (null). */
    setHold: (trx: Transaction<DB>, id: number, reason: string | null) =>
      trx
        .updateTable('companies')
        .set({ on_hold: reason !== null, hold_reason: reason, updated_at: new Date() })
        .where('id', '=', id)
        .execute(),

    /** The console's list: newest first, or those whose name, GSTIN or city holds `words`; counted up to `cap`. */
    page(words: string, page: number, limit: number, cap: number) {
      const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const matching = sql<boolean>`(lower(c.name) || ' ' || coalesce(lower(c.gstin), '') || ' ' || lower(c.city)) LIKE ${like}`;
      let query = db.selectFrom('companies as c').select(companyColumns);
      let count = db.selectFrom('companies as c');
      if (words) {
        query = query.where(matching);
        count = count.where(matching);
      }
      return Promise.all([
        query
          .orderBy('c.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute() as Promise<CompanyRow[]>,
        countUpTo(db, count, cap),
      ]);
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
