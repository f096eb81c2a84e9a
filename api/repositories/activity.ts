import type { Kysely, Selectable, Transaction } from 'kysely';
import { ADMIN_COUNT_LIMIT } from '../../domain/admin.js';
import { countUpTo } from '../db/count-up-to.js';
import { pagedAnswer, type Paged } from '../admin/paged.js';
import type { ActivityEntry, ActivityFilter } from '../../domain/rest/activity.js';
import type { AdminActivityTable, DB } from '../db/types.js';

/** One operator action, as the console's Activity lists it. */
export interface ActivityRecord {
  operator: string;
  /** `object.action`: order.advance, product.create, review.hide, … */
  kind: `${string}.${string}`;
  objectId: string | number;
  summary: string;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

type ActivityRow = Selectable<AdminActivityTable>;

const entryOf = (row: ActivityRow): ActivityEntry => ({
  _id: String(row.id),
  operator: row.operator_email,
  kind: row.kind,
  objectType: row.object_type,
  objectId: row.object_id,
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
  createdAt: row.created_at.toISOString(),
});

/** The first moment of a day in India (YYYY-MM-DD), `days` later. */
const indianMidnight = (day: string, days = 0) => new Date(new Date(`${day}T00:00:00+05:30`).getTime() + days * 24 * 60 * 60 * 1000);

/** The operators' actions, written with the change they made and read newest first. */
export interface ActivityRepository {
  record(trx: Transaction<DB>, entry: ActivityRecord): Promise<void>;
  /** Newest first; `kind` is a whole kind (order.advance) or an object type (order); days are India's, both in. */
  page(filter: ActivityFilter, page: number, limit: number): Promise<Paged<ActivityEntry>>;
  /** The newest `max` actions the filter picks, and whether there were more. */
  sheet(filter: ActivityFilter, max: number): Promise<{ rows: ActivityEntry[]; more: boolean }>;
}

/** The audit trail: every operator action, written in the transaction of the change it records. */
export function createActivityRepository(db: Kysely<DB>): ActivityRepository {
  const filtered = (filter: ActivityFilter) => {
    let query = db.selectFrom('admin_activity');
    if (filter.operator) query = query.where('operator_email', '=', filter.operator.trim().toLowerCase());
    if (filter.kind) query = query.where(filter.kind.includes('.') ? 'kind' : 'object_type', '=', filter.kind);
    // Migration 0065's index on created_at.
    if (filter.from) query = query.where('created_at', '>=', indianMidnight(filter.from));
    if (filter.to) query = query.where('created_at', '<', indianMidnight(filter.to, 1));
    return query;
  };
  return {
    record: async (trx: Transaction<DB>, entry: ActivityRecord): Promise<void> => {
      await trx
        .insertInto('admin_activity')
        .values({
          operator_email: entry.operator,
          kind: entry.kind,
          object_type: entry.kind.split('.')[0]!,
          object_id: String(entry.objectId),
          summary: entry.summary,
          before: json(entry.before),
          after: json(entry.after),
        })
        .execute();
    },

    /** Newest first; `kind` is a whole kind (order.advance) or an object type (order); days are India's, both in. */
    async page(filter: ActivityFilter, page: number, limit: number) {
      const query = filtered(filter);
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        countUpTo(db, query, ADMIN_COUNT_LIMIT),
      ]);
      return pagedAnswer(rows.map(entryOf), total, limit);
    },

    /** The newest `max` actions the filter picks, and whether there were more. */
    async sheet(filter: ActivityFilter, max: number): Promise<{ rows: ActivityEntry[]; more: boolean }> {
      const rows = await filtered(filter)
        .selectAll()
        .orderBy('id', 'desc')
        .limit(max + 1)
        .execute();
      return { rows: rows.slice(0, max).map(entryOf), more: rows.length > max };
    },
  };
}
