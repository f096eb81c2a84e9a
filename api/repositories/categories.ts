import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

export interface CategoryWithSubcategories {
  id: number;
  name: string;
  subcategories: { id: number; name: string }[];
}

/** The catalogue's categories. */
export interface CategoryRepository {
  /** Every category with its subcategories, in the catalogue's order. */
  listWithSubcategories(): Promise<CategoryWithSubcategories[]>;
  /** The categories' names. */
  names(): Promise<string[]>;
}

export function createCategoryRepository(db: Kysely<DB>): CategoryRepository {
  return {
    async listWithSubcategories(): Promise<CategoryWithSubcategories[]> {
      const [categories, subcategories] = await Promise.all([
        db.selectFrom('categories').select(['id', 'name']).orderBy('position').execute(),
        db.selectFrom('subcategories').select(['id', 'name', 'category_id']).orderBy('position').execute(),
      ]);
      return categories.map((category) => ({
        ...category,
        subcategories: subcategories.filter((sub) => sub.category_id === category.id).map(({ id, name }) => ({ id, name })),
      }));
    },

    async names(): Promise<string[]> {
      const rows = await db.selectFrom('categories').select('name').orderBy('position').execute();
      return rows.map((row) => row.name);
    },
  };
}
