import { CONSTRUCTIONS, MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE, WEIGHT_MAX_GSM, WEIGHT_MIN_GSM, YARN_COUNTS } from '../../machines/catalogue-constants.js';
import { errorResponse, idParam, plainText } from './shared.js';


export const productListQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: PRODUCT_PAGE_SIZE },
    rating: { type: 'integer', minimum: 0, maximum: 5, default: 0 },
    priceRange: { type: 'string', pattern: '^([0-9]{1,6}-([0-9]{1,6})?)?$' },
    category: plainText(2000),
    subCategory: plainText(2000),
    bestDeals: { type: 'boolean', default: false },
    search: plainText(100),
    weight: { type: 'integer', minimum: WEIGHT_MIN_GSM, maximum: WEIGHT_MAX_GSM },
    count: { type: 'string', enum: ['', ...YARN_COUNTS] },
    construction: { type: 'string', enum: ['', ...CONSTRUCTIONS] },
    endUse: plainText(200),
  },
} as const;

export interface ProductListQuery {
  page: number;
  limit: number;
  rating: number;
  priceRange?: string;
  category?: string;
  subCategory?: string;
  bestDeals: boolean;
  search?: string;
  weight?: number;
  count?: string;
  construction?: string;
  endUse?: string;
}

const variety = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    color: { type: 'string' },
    colorCode: { type: 'string' },
    images: { type: 'array', items: { type: 'string' } },
    stock: { type: 'integer' },
    pricepermeter: { type: 'number' },
    discountedPrice: { type: ['number', 'null'] },
  },
} as const;

const review = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    value: { type: 'integer' },
    review: { type: 'string' },
    date: { type: 'string' },
    images: { type: 'array', items: { type: 'string' } },
    userId: { type: 'object', properties: { name: { type: 'string' }, profile_pic: { type: ['string', 'null'] } } },
  },
} as const;

const productProperties = {
  _id: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  category: { type: 'array', items: { type: 'object', properties: { _id: { type: 'string' }, categoryName: { type: 'string' } } } },
  subCategory: { type: 'array', items: { type: 'object', properties: { _id: { type: 'string' }, subCategoryName: { type: 'string' } } } },
  fabricType: { type: 'string' },
  pattern: { type: 'string' },
  count: { type: 'string' },
  construction: { type: 'string' },
  endUse: { type: ['string', 'null'] },
  weight: { type: 'integer' },
  width: { type: 'integer' },
  averageRating: { type: 'number' },
  reviewCount: { type: 'integer' },
  createdAt: { type: 'string' },
  productVarieties: { type: 'array', items: variety },
} as const;

export const productListResponse = {
  200: {
    type: 'object',
    properties: {
      data: { type: 'array', items: { type: 'object', properties: productProperties } },
      totalProducts: { type: 'integer' },
      totalPage: { type: 'integer' },
    },
  },
  400: errorResponse,
} as const;

export const productDetailSchema = {
  params: idParam,
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'object', properties: { ...productProperties, rating: { type: 'array', items: review } } },
      },
    },
    400: errorResponse,
    404: errorResponse,
  },
} as const;
