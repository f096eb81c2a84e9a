import type { FastifyPluginAsync } from 'fastify';
import { END_USES } from '../../machines/catalogue-constants.js';
import { rupeesToPaise } from '../money.js';
import type { ProductFilter } from '../repositories/product-filter.js';
import type { ProductRepository } from '../repositories/products.js';
import { productDetailSchema, productListQuery, productListResponse, type ProductListQuery } from '../schemas/products.js';
import { badRequest, notFound } from './http-errors.js';
import { shapeProduct, shapeReview } from './shape-product.js';

const list = (value: string | undefined) => (value ? value.split(',').map((item) => item.trim()).filter(Boolean) : []);

function parsePriceRange(value: string | undefined): ProductFilter['priceRange'] {
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

export function toProductFilter(query: ProductListQuery): ProductFilter {
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
  };
}

export const productRoutes = (products: ProductRepository): FastifyPluginAsync => async (app) => {
  app.get<{ Querystring: ProductListQuery }>('/getAllProducts', {
    schema: { querystring: productListQuery, response: productListResponse },
  }, async (request) => {
    const { page, limit } = request.query;
    const result = await products.list(toProductFilter(request.query), page, limit);
    return {
      data: result.products.map(shapeProduct),
      totalProducts: result.total,
      totalPage: Math.ceil(result.total / limit),
    };
  });

  app.get<{ Params: { id: string } }>('/product/:id', { schema: productDetailSchema }, async (request) => {
    const id = Number(request.params.id);
    const product = await products.byId(id);
    if (!product) throw notFound('Product not found');
    const reviews = await products.reviews(id);
    return { data: { ...shapeProduct(product), rating: reviews.map(shapeReview) } };
  });
};
