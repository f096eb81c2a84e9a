import type { Kysely, Transaction } from 'kysely';
import { ADMIN_COUNT_LIMIT } from '../../domain/admin.js';
import { countUpTo } from '../db/count-up-to.js';
import { pagedAnswer } from '../admin/paged.js';
import type { ActivityEntry } from '../../domain/rest/admin.js';
import type { DB } from '../db/types.js';

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

/** The audit trail: every operator action, written in the transaction of the change it records. */
export function createActivityRepository(db: Kysely<DB>) {
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

    /** Newest first; `kind` is a whole kind (order.advance) or an object type (order). */
    async page(filter: { operator?: string | undefined; kind?: string | undefined }, page: number, limit: number) {
      let query = db.selectFrom('admin_activity');
      if (filter.operator) query = query.where('operator_email', '=', filter.operator.trim().toLowerCase());
      if (filter.kind) query = query.where(filter.kind.includes('.') ? 'kind' : 'object_type', '=', filter.kind);
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        countUpTo(db, query, ADMIN_COUNT_LIMIT),
      ]);
      const data: ActivityEntry[] = rows.map((row) => ({
        _id: String(row.id),
        operator: row.operator_email,
        kind: row.kind,
        objectType: row.object_type,
        objectId: row.object_id,
        summary: row.summary,
        before: row.before ?? null,
        after: row.after ?? null,
        createdAt: row.created_at.toISOString(),
      }));
      return pagedAnswer(data, total, limit);
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
