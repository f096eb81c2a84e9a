import type { IResolvers } from 'mercurius';
import type { ProductFilter } from '../generated.js';
import type { RestCategory, RestProduct, RestProductPage, RestReview, RestVariety } from '../rest-types.js';

/** The REST query of SPEC §7 for a GraphQL product filter. */
export function productQuery(filter: ProductFilter | null | undefined, page: number, limit: number) {
  const joined = (items: readonly string[] | null | undefined) => (items && items.length > 0 ? items.join(',') : undefined);
  return {
    page,
    limit,
    rating: filter?.rating || undefined,
    priceRange: filter?.price || undefined,
    category: joined(filter?.categories),
    subCategory: joined(filter?.subCategories),
    bestDeals: filter?.todaysDeals || undefined,
    search: filter?.search?.trim() || undefined,
    weight: filter?.weight ?? undefined,
    count: filter?.count || undefined,
    construction: filter?.construction || undefined,
    endUse: joined(filter?.endUse),
    sort: filter?.sort || undefined,
  };
}

export const catalogueResolvers: IResolvers = {
  Query: {
    products: async (_root, { filter, page, limit }, { rest, token, signal }) =>
      rest.get<RestProductPage>('/getAllProducts', { query: productQuery(filter, page ?? 1, limit ?? 12), token, signal }),
    product: async (_root, { id }, { rest, token, signal }) => {
      if (!/^[1-9][0-9]{0,8}$/.test(id)) return null;
      const result = await rest.get<{ data: RestProduct }>(`/product/${id}`, { token, signal }).catch((error: { statusCode?: number }) => {
        if (error.statusCode === 404) return null;
        throw error;
      });
      return result?.data ?? null;
    },
    categories: async (_root, _args, { rest, token, signal }) =>
      (await rest.get<{ data: RestCategory[] }>('/categories', { token, signal })).data,
    categoryNames: async (_root, _args, { rest, token, signal }) =>
      (await rest.get<{ data: string[] }>('/categories/array', { token, signal })).data,
  },
  Product: {
    id: (product: RestProduct) => product._id,
    category: (product: RestProduct) => product.category[0]?.categoryName ?? '',
    subCategory: (product: RestProduct) => product.subCategory[0]?.subCategoryName ?? null,
    widthInches: (product: RestProduct) => product.width,
    varieties: (product: RestProduct) => product.productVarieties,
    // Another backend of the SPEC's contract may not know minimums or breaks: then every fabric sells from 1 m.
    minOrderMetres: (product: RestProduct) => product.minOrderMetres ?? 1,
    reviewPages: (product: RestProduct) => product.reviewPages ?? null,
  },
  ProductVariety: {
    id: (variety: RestVariety) => variety._id,
    pricePerMetre: (variety: RestVariety) => variety.pricepermeter,
    price: (variety: RestVariety) => variety.discountedPrice ?? variety.pricepermeter,
    priceTiers: (variety: RestVariety) =>
      (variety.priceTiers ?? []).map((tier) => ({ minMetres: tier.minMetres, price: tier.pricepermeter })),
  },
  Review: {
    id: (review: RestReview) => review._id,
    rating: (review: RestReview) => review.value,
    userName: (review: RestReview) => review.userId.name,
    userPicture: (review: RestReview) => review.userId.profile_pic,
  },
  Category: {
    id: (category: RestCategory) => category._id,
    subCategories: (category: RestCategory) => category.subCategory.map((sub) => sub.subCategoryName),
  },
};
