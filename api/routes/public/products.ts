import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productTag, reviewsTag } from '../../../domain/catalogue-changes.js';
import { DEFAULT_SORT, END_USES } from '../../../domain/catalogue.js';
import { rupeesToPaise } from '../../../domain/money.js';
import { productDetailSchema, productListSchema, reviewsSchema, type ProductListQuery } from '../../../domain/rest/catalogue.js';
import { badRequest, notFound } from '../../errors.js';
import { sendJsonText } from '../../json-text.js';
import { rowToReview } from '../../mappers/review.js';
import type { ProductListRequest } from '../../catalogue/catalogue-reader.js';

const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

function parsePriceRange(value: string | undefined): ProductListRequest['priceRange'] {
  if (!value) return null;
  const [min, max] = value.split('-');
  const range = { minPaise: rupeesToPaise(Number(min)), maxPaise: max ? rupeesToPaise(Number(max)) : null };
  if (range.maxPaise !== null && range.maxPaise <= range.minPaise) {
    throw badRequest('querystring/priceRange must have its lower bound below its upper bound');
  }
  return range;
}

function parseEndUses(value: string | undefined): string[] {
  const endUses = list(value);
  const known: readonly string[] = END_USES;
  if (endUses.some((endUse) => !known.includes(endUse))) {
    throw badRequest(`querystring/endUse must be a comma-joined list of: ${END_USES.join(', ')}`);
  }
  return endUses;
}

export function queryToListRequest(query: ProductListQuery): ProductListRequest {
  return {
    rating: query.rating,
    priceRange: parsePriceRange(query.priceRange),
    categories: list(query.category),
    subCategories: list(query.subCategory),
    bestDeals: query.bestDeals,
    search: query.search?.trim() ?? '',
    maxWeight: query.weight ?? null,
    count: query.count || null,
    construction: query.construction || null,
    endUses: parseEndUses(query.endUse),
    sort: query.sort ?? DEFAULT_SORT,
  };
}

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The products arrive as their JSON texts (kept on each row); the answer is put together as text, not serialised again.
  app.get('/getAllProducts', { schema: productListSchema, config: { catalogueCache: true } }, async (request, reply) => {
    const { page, limit } = request.query;
    const result = await app.catalogue.list(queryToListRequest(request.query), page, limit);
    request.catalogueTags = result.tags;
    return sendJsonText(
      reply,
      `{"data":[${result.products.join(',')}],"totalProducts":${result.total},"totalPage":${Math.ceil(result.total / limit)}}`,
    );
  });

  app.get('/product/:id', { schema: productDetailSchema, config: { catalogueCache: true } }, async (request, reply) => {
    const id = Number(request.params.id);
    const { reviewPage, reviewLimit } = request.query;
    const page = await app.repos.productPages.read(id, reviewPage, reviewLimit);
    if (!page) throw notFound('Product not found');
    const { product, reviews, pages } = page;
    request.catalogueTags = [productTag(id), reviewsTag(id)];
    return sendJsonText(
      reply,
      `{"data":${product.slice(0, -1)},"rating":${JSON.stringify(reviews.map(rowToReview))},"reviewPages":${pages}}}`,
    );
  });

  app.get('/reviews', { schema: reviewsSchema, config: { catalogueCache: true } }, async (request) => {
    const ids = [...new Set(request.query.productIds.split(',').map(Number))];
    const byProduct = await app.repos.reviews.newestForProducts(ids, request.query.limit);
    request.catalogueTags = ids.map(reviewsTag);
    return { data: ids.map((id) => ({ productId: String(id), reviews: byProduct.get(id)!.map(rowToReview) })) };
  });
};
