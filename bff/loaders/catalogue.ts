import type { MercuriusContext } from 'mercurius';
import type { ProductReviews } from '../../domain/rest/catalogue.js';
import type { RestProduct, RestReview } from '../rest-types.js';

/** Reviews shown per product in a list; the detail answer (GET /product/{id}) carries all of them. */
export const REVIEWS_PER_PRODUCT = 20;

type Query = { obj: RestProduct };

/** Product.reviews for a whole page of products in one backend call (GET /reviews), not one call per product. */
export async function productReviews(queries: Query[], { rest, token, signal }: MercuriusContext): Promise<RestReview[][]> {
  const missing = [...new Set(queries.filter(({ obj }) => !obj.rating).map(({ obj }) => obj._id))];
  const loaded = new Map<string, RestReview[]>();
  for (let start = 0; start < missing.length; start += 100) {
    const productIds = missing.slice(start, start + 100).join(',');
    const { data } = await rest.get<{ data: ProductReviews[] }>('/reviews', {
      query: { productIds, limit: REVIEWS_PER_PRODUCT },
      token,
      signal,
    });
    for (const { productId, reviews } of data) loaded.set(productId, reviews);
  }
  return queries.map(({ obj }) => obj.rating ?? loaded.get(obj._id) ?? []);
}
