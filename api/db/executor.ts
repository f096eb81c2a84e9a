import type { Kysely, Transaction } from 'kysely';
import type { DB } from './types.js';

/** What a read or write runs on: the database, or a transaction the caller holds. */
export type Executor = Kysely<DB> | Transaction<DB>;
