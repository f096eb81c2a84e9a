import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/** Whether the database answers: one trivial statement (GET /api/health, which load balancers ask). */
export const databaseAnswers = async (db: Kysely<DB>): Promise<boolean> => {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  }
};
