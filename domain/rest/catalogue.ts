// The catalogue calls of SPEC §7: GET /getAllProducts, /product/{id}, /categories, /categories/array.
import { Type, type Static } from '@sinclair/typebox';
import {
  CONSTRUCTIONS,
  MAX_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  WEIGHT_MAX_GSM,
  WEIGHT_MIN_GSM,
  YARN_COUNTS,
} from '../catalogue.js';
import { errors, Id, IdParams, Nullable, OneOf, PlainText } from './shared.js';

export const ProductListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PRODUCT_PAGE_SIZE }),
  rating: Type.Integer({ minimum: 0, maximum: 5, default: 0 }),
  /** Rupees, `min-max` or `min-` for "and above": lower bound included, upper excluded. */
  priceRange: Type.Optional(Type.String({ pattern: '^([0-9]{1,6}-([0-9]{1,6})?)?$' })),
  /** Comma-joined category names. */
  category: Type.Optional(PlainText(2000)),
  subCategory: Type.Optional(PlainText(2000)),
  bestDeals: Type.Boolean({ default: false }),
  search: Type.Optional(PlainText(100)),
  /** Heaviest GSM wanted. */
  weight: Type.Optional(Type.Integer({ minimum: WEIGHT_MIN_GSM, maximum: WEIGHT_MAX_GSM })),
  count: Type.Optional(OneOf(['', ...YARN_COUNTS])),
  construction: Type.Optional(OneOf(['', ...CONSTRUCTIONS])),
  /** Comma-joined end uses. */
  endUse: Type.Optional(PlainText(200)),
  /** newest (the default), price-asc, price-desc or rating (best rated first); ties newest first. */
  sort: Type.Optional(OneOf(PRODUCT_SORTS)),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const Variety = Type.Object({
  _id: Id,
  color: Type.String(),
  colorCode: Type.String(),
  images: Type.Array(Type.String()),
  stock: Type.Integer(),
  /** Rupees, two decimals. */
  pricepermeter: Type.Number(),
  discountedPrice: Nullable(Type.Number()),
  /** Price breaks: from minMetres up, a metre costs pricepermeter; ascending, each cheaper than the last. */
  priceTiers: Type.Array(Type.Object({ minMetres: Type.Integer(), pricepermeter: Type.Number() })),
});
export type Variety = Static<typeof Variety>;

export const RestReview = Type.Object({
  _id: Id,
  value: Type.Integer(),
  review: Type.String(),
  date: Type.String(),
  images: Type.Array(Type.String()),
  userId: Type.Object({ name: Type.String(), profile_pic: Nullable(Type.String()) }),
  /** The order id given with the review is one of the reviewer's orders of this product. */
  verifiedPurchase: Type.Boolean(),
});
export type RestReview = Static<typeof RestReview>;

export const Product = Type.Object({
  _id: Id,
  name: Type.String(),
  description: Type.String(),
  category: Type.Array(Type.Object({ _id: Id, categoryName: Type.String() })),
  subCategory: Type.Array(Type.Object({ _id: Id, subCategoryName: Type.String() })),
  fabricType: Type.String(),
  pattern: Type.String(),
  count: Type.String(),
  construction: Type.String(),
  endUse: Nullable(Type.String()),
  /** GSM. */
  weight: Type.Integer(),
  /** Inches. */
  width: Type.Integer(),
  averageRating: Type.Number(),
  reviewCount: Type.Integer(),
  createdAt: Type.String(),
  /** The fewest metres a cart line of this fabric may hold; samples are exempt. */
  minOrderMetres: Type.Integer(),
  productVarieties: Type.Array(Variety),
});
export type Product = Static<typeof Product>;

export const ProductListResponse = Type.Object({
  data: Type.Array(Product),
  totalProducts: Type.Integer(),
  totalPage: Type.Integer(),
});
export type ProductListResponse = Static<typeof ProductListResponse>;

export const RestProductDetail = Type.Composite([
  Product,
  Type.Object({
    /** One page of reviews, newest first (reviewPage, reviewLimit). */
    rating: Type.Array(RestReview),
    reviewPages: Type.Integer(),
  }),
]);
export type RestProductDetail = Static<typeof RestProductDetail>;

export const productListSchema = {
  querystring: ProductListQuery,
  response: { 200: ProductListResponse, ...errors(400) },
};

export const productDetailSchema = {
  params: IdParams,
  querystring: Type.Object({
    reviewPage: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    reviewLimit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  }),
  response: { 200: Type.Object({ data: RestProductDetail }), ...errors(400, 404) },
};

export const RestCategory = Type.Object({
  _id: Id,
  name: Type.String(),
  subCategory: Type.Array(Type.Object({ _id: Id, subCategoryName: Type.String() })),
});
export type RestCategory = Static<typeof RestCategory>;

export const categoriesSchema = { response: { 200: Type.Object({ data: Type.Array(RestCategory) }) } };
export const categoryNamesSchema = { response: { 200: Type.Object({ data: Type.Array(Type.String()) }) } };

/** Addition to SPEC §7 for the BFF's batched loading: the newest reviews of up to 100 products in one call. */
const ReviewsQuery = Type.Object({
  productIds: Type.String({ pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,99}$' }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});
export const ProductReviews = Type.Object({ productId: Id, reviews: Type.Array(RestReview) });
export type ProductReviews = Static<typeof ProductReviews>;
export const reviewsSchema = {
  querystring: ReviewsQuery,
  response: { 200: Type.Object({ data: Type.Array(ProductReviews) }), ...errors(400) },
};
