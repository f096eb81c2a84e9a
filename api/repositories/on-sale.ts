import { sql } from 'kysely';

/** A colour whose fabric has not been retired (migration 0014): only these go into carts and wishlists. */
export const colourOnSale = sql<boolean>`NOT EXISTS (SELECT 1 FROM products p WHERE p.id = product_varieties.product_id AND p.retired_at IS NOT NULL)`;
