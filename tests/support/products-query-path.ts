import { persistedDocumentIds } from '../../src/graphql/persisted-documents.js';

/** The BFF's products query exactly as the SPA sends it: a GET naming its persisted document, variables as JSON. */
export const productsQueryPath = (filter: object, page: number, limit = 12) =>
  `/graphql?${new URLSearchParams({ operationName: 'Products', variables: JSON.stringify({ filter, page, limit }), documentId: persistedDocumentIds.Products! })}`;
