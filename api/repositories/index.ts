import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { createAuthEventRepository } from './auth-events.js';
import { createCartRepository } from './carts.js';
import { createCategoryRepository } from './categories.js';
import { createCodeRepository } from './one-time-codes.js';
import { createProductRepository } from './products.js';
import { createReviewRepository } from './reviews.js';
import { createSessionRepository } from './sessions.js';
import { createUserRepository } from './users.js';
import { createWishlistRepository } from './wishlists.js';

/** Every repository over one database; built once and decorated on the REST app as `repos`. */
export function createRepositories(db: Kysely<DB>, options: { tokenTtlDays: number; embedded?: boolean }) {
  return {
    categories: createCategoryRepository(db),
    products: createProductRepository(db, { literalIdLists: options.embedded ?? false }),
    reviews: createReviewRepository(db),
    users: createUserRepository(db),
    sessions: createSessionRepository(db, options.tokenTtlDays),
    codes: createCodeRepository(db),
    authEvents: createAuthEventRepository(db),
    carts: createCartRepository(db),
    wishlists: createWishlistRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
