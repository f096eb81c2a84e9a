import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, ProductVarietiesTable } from '../db/types.js';
import { productFilterCondition, type ProductFilter } from './product-filter.js';

const VARIETY_COLUMNS = ['id', 'product_id', 'color', 'color_hex', 'images', 'stock', 'price_per_metre_paise', 'discounted_price_paise'] as const;

export type VarietyRow = Pick<Selectable<ProductVarietiesTable>, (typeof VARIETY_COLUMNS)[number]>;

export interface ReviewRow {
  id: number;
  product_id: number;
  rating: number;
  review: string;
  created_at: Date;
  user_name: string;
  user_profile_pic: string | null;
  images: string[];
}

export interface ProductRow {
  id: number;
  name: string;
  description: string;
  category_id: number;
  category_name: string;
  subcategory_id: number | null;
  subcategory_name: string | null;
  fabric_type: string;
  pattern: string;
  yarn_count: string;
  construction: string;
  end_use: string | null;
  gsm: number;
  width_inches: number;
  rating_average: number;
  rating_count: number;
  created_at: Date;
  varieties: VarietyRow[];
}

export interface ProductPage {
  products: ProductRow[];
  total: number;
}

export function createProductRepository(db: Kysely<DB>) {
  const selectProducts = () =>
    db.selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .leftJoin('subcategories', 'subcategories.id', 'products.subcategory_id')
      .select([
        'products.id', 'products.name', 'products.description', 'products.category_id', 'categories.name as category_name',
        'products.subcategory_id', 'subcategories.name as subcategory_name', 'products.fabric_type', 'products.pattern',
        'products.yarn_count', 'products.construction', 'products.end_use', 'products.gsm', 'products.width_inches',
        sql<number>`products.rating_average::float8`.as('rating_average'), 'products.rating_count', 'products.created_at',
      ]);

  async function withVarieties(rows: Omit<ProductRow, 'varieties'>[]): Promise<ProductRow[]> {
    if (rows.length === 0) return [];
    const varieties = await db.selectFrom('product_varieties')
      .select(VARIETY_COLUMNS)
      .where('product_id', 'in', rows.map((row) => row.id))
      .orderBy('product_id').orderBy('position')
      .execute();
    return rows.map((row) => ({ ...row, varieties: varieties.filter((variety) => variety.product_id === row.id) }));
  }

  return {
    /** One page of matching products, newest first, and how many match in all. */
    async list(filter: ProductFilter, page: number, limit: number): Promise<ProductPage> {
      const matching = db.selectFrom('products').where((eb) => productFilterCondition(eb, filter));
      const { total } = await matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
      const rows = total === 0 ? [] : await selectProducts()
        .where((eb) => eb('products.id', 'in', matching.select('products.id')))
        .orderBy('products.id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      return { products: await withVarieties(rows), total };
    },

    async byId(id: number): Promise<ProductRow | null> {
      const row = await selectProducts().where('products.id', '=', id).executeTakeFirst();
      if (!row) return null;
      const [product] = await withVarieties([row]);
      return product!;
    },

    async reviews(productId: number): Promise<ReviewRow[]> {
      return db.selectFrom('reviews')
        .innerJoin('users', 'users.id', 'reviews.user_id')
        .select([
          'reviews.id', 'reviews.product_id', 'reviews.rating', 'reviews.review', 'reviews.created_at',
          'users.name as user_name', 'users.profile_pic as user_profile_pic',
          sql<string[]>`coalesce((SELECT array_agg(url ORDER BY position) FROM review_images WHERE review_id = reviews.id), '{}')`.as('images'),
        ])
        .where('reviews.product_id', '=', productId)
        .orderBy('reviews.created_at', 'desc')
        .execute();
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
