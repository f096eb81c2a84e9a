import { paiseToRupees } from '../money.js';
import type { ProductRow, ReviewRow } from '../repositories/products.js';

/** A product as SPEC §3 names its fields. */
export function shapeProduct(row: ProductRow) {
  return {
    _id: String(row.id),
    name: row.name,
    description: row.description,
    category: [{ _id: String(row.category_id), categoryName: row.category_name }],
    subCategory: row.subcategory_name ? [{ _id: String(row.subcategory_id), subCategoryName: row.subcategory_name }] : [],
    fabricType: row.fabric_type,
    pattern: row.pattern,
    count: row.yarn_count,
    construction: row.construction,
    endUse: row.end_use,
    weight: row.gsm,
    width: row.width_inches,
    averageRating: row.rating_average,
    reviewCount: row.rating_count,
    createdAt: row.created_at.toISOString(),
    productVarieties: row.varieties.map((variety) => ({
      _id: String(variety.id),
      color: variety.color,
      colorCode: variety.color_hex,
      images: variety.images,
      stock: variety.stock,
      pricepermeter: paiseToRupees(variety.price_per_metre_paise),
      discountedPrice: variety.discounted_price_paise === null ? null : paiseToRupees(variety.discounted_price_paise),
    })),
  };
}

export function shapeReview(row: ReviewRow) {
  return {
    _id: String(row.id),
    value: row.rating,
    review: row.review,
    date: row.created_at.toISOString(),
    images: row.images,
    userId: { name: row.user_name, profile_pic: row.user_profile_pic },
  };
}
