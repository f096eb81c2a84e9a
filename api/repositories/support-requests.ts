import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/** Messages from the support and contact forms, for the team to answer. */
export function createSupportRequestRepository(db: Kysely<DB>) {
  return {
    async add(request: { userId: number | null; name: string; contactDetails: string; message: string }): Promise<void> {
      await db
        .insertInto('support_requests')
        .values({ user_id: request.userId, name: request.name, contact_details: request.contactDetails, message: request.message })
        .execute();
    },
  };
}
