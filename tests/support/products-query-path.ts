import { ProductsDocument } from '../../src/graphql/documents/Products.js';
import { persistedQuery } from '../../src/graphql/persisted-query.js';

/** The BFF's products query exactly as the SPA sends it: a GET naming its persisted document, variables as JSON. */
export const productsQueryPath = (filter: object, page: number, limit = 12) =>
  `/graphql?${persistedQuery(ProductsDocument, { filter, page, limit })}`;
