import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the migrations create (0012: pg_trgm), loaded into every embedded database. */
export const PGLITE_EXTENSIONS = { pg_trgm };
