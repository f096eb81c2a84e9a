import { Value } from '@sinclair/typebox/value';
import type { ProductListRequest } from '../../api/catalogue/catalogue-reader.js';
import { queryToListRequest } from '../../api/routes/public/products.js';
import { ProductListQuery } from '../../domain/rest/catalogue.js';

/** A list request from a REST query string, read the way the route reads it (its schema's defaults and types). */
export function listRequestOf(query: string): ProductListRequest {
  const params = Object.fromEntries(new URLSearchParams(query));
  return queryToListRequest(Value.Parse(ProductListQuery, params));
}
