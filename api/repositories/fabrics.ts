import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AdminProduct, ProductBody } from '../../domain/rest/admin.js';
import { rupeesToPaise } from '../../domain/money.js';
import { countShownBy, countUpTo } from '../db/count-up-to.js';
import type { DB, ProductVarietiesTable } from '../db/types.js';
import type { Executor } from '../db/executor.js';

type ColourBody = ProductBody['productVarieties'][number];

const productColumns = (body: ProductBody, ids: { categoryId: number; subcategoryId: number | null }) => ({
  name: body.name.trim(),
  description: body.description.trim(),
  category_id: ids.categoryId,
  subcategory_id: ids.subcategoryId,
  fabric_type: body.fabricType.trim(),
  pattern: body.pattern.trim(),
  yarn_count: body.count,
  construction: body.construction,
  end_use: body.endUse ?? null,
  gsm: body.weight,
  width_inches: body.width,
  ...(body.minOrderMetres === undefined ? {} : { min_order_metres: body.minOrderMetres }),
  ...(body.hsn === undefined ? {} : { hsn_code: body.hsn }),
});

const colourColumns = (colour: ColourBody) => ({
  color: colour.color.trim(),
  color_hex: colour.colorCode.toLowerCase(),
  price_per_metre_paise: rupeesToPaise(colour.pricepermeter),
  discounted_price_paise: colour.discountedPrice == null ? null : rupeesToPaise(colour.discountedPrice),
  stock: colour.stock,
});

const asAdminProduct = (row: {
  list_json: string;
  retired_at: Date | null;
  hsn_code: string | null;
  category_hsn: string;
}): AdminProduct => ({
  ...(JSON.parse(row.list_json) as Omit<AdminProduct, 'retired' | 'hsn' | 'categoryHsn'>),
  retired: row.retired_at !== null,
  hsn: row.hsn_code,
  categoryHsn: row.category_hsn,
});

/** What the console shows of a fabric: its answer, whether it is retired, and its HSN headings. */
const adminColumns = [
  'list_json',
  'retired_at',
  'hsn_code',
  sql<string>`(SELECT c.hsn_code FROM categories c WHERE c.id = products.category_id)`.as('category_hsn'),
] as const;

/** A colour of a fabric as the editor changes it. */
type EditedColour = Pick<Selectable<ProductVarietiesTable>, 'id' | 'color' | 'images' | 'color_hex'>;

/** Fabrics as the console edits them: read, listed, made, changed, their colours, breaks and photos, retired. */
export interface FabricRepository {
  /** The fabric as the console shows it (its catalogue JSON and whether it is retired). */
  read(executor: Executor, id: number): Promise<AdminProduct | undefined>;
  /** A page newest first, or by name (trigram index) when searched; retired fabrics included; counted up to `cap`. */
  page(words: string, page: number, limit: number, cap: number): Promise<{ data: AdminProduct[]; total: number }>;
  category(trx: Transaction<DB>, name: string): Promise<{ id: number } | undefined>;
  subcategory(trx: Transaction<DB>, name: string): Promise<{ id: number; category_id: number } | undefined>;
  /** A new fabric and its colours (each with its pictures); its id. */
  insert(
    trx: Transaction<DB>,
    body: ProductBody,
    ids: { categoryId: number; subcategoryId: number | null },
    images: (id: number, colour: ColourBody) => string[],
  ): Promise<number>;
  update(trx: Transaction<DB>, id: number, body: ProductBody, ids: { categoryId: number; subcategoryId: number | null }): Promise<unknown>;
  /** The price breaks of each colour that states them (by name), in place of its old ones; others keep theirs. */
  writeBreaks(trx: Transaction<DB>, id: number, colours: readonly ColourBody[]): Promise<void>;
  colours(trx: Transaction<DB>, id: number): Promise<EditedColour[]>;
  colourNamed(trx: Transaction<DB>, id: number, color: string): Promise<EditedColour | undefined>;
  /** The fabric's colours become these, in this order: `keep` names the colour each updates, or null for a new one. */
  replaceColours(
    trx: Transaction<DB>,
    id: number,
    removed: number[],
    colours: { colour: ColourBody; keep: number | null; images: string[] }[],
  ): Promise<void>;
  setImages(trx: Transaction<DB>, varietyId: number, images: string[]): Promise<unknown>;
  pattern(trx: Transaction<DB>, id: number): Promise<string>;
  /** Out of the catalogue, carts and wishlists; the number of cart lines it was taken out of. */
  retire(trx: Transaction<DB>, id: number): Promise<number>;
}

/** Fabrics as the operators' editor writes them: the fabric's row, its colours and their photos. */
export function createFabricRepository(db: Kysely<DB>): FabricRepository {
  return {
    /** The fabric as the console shows it (its catalogue JSON and whether it is retired). */
    read: async (executor: Executor, id: number): Promise<AdminProduct | undefined> => {
      const row = await executor.selectFrom('products').select(adminColumns).where('id', '=', id).executeTakeFirst();
      return row && asAdminProduct(row);
    },

    /** A page newest first, or by name (trigram index) when searched; retired fabrics included; counted up to `cap`. */
    async page(words: string, page: number, limit: number, cap: number) {
      let query = db.selectFrom('products');
      if (/^[1-9][0-9]{0,8}$/.test(words)) query = query.where('id', '=', Number(words));
      else if (words) query = query.where(sql<string>`lower(name)`, 'like', `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      // The page's ids from the primary key (or the search's index) first, then their JSON: an offset skips index
      // entries, not wide rows.
      const ids = (
        await query
          .select('id')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute()
      ).map((row) => row.id);
      const [rows, total] = await Promise.all([
        ids.length === 0 ? [] : db.selectFrom('products').select(adminColumns).where('id', 'in', ids).orderBy('id', 'desc').execute(),
        countShownBy(ids.length, page, limit) ?? countUpTo(db, query, cap),
      ]);
      return { data: rows.map(asAdminProduct), total };
    },

    category: (trx: Transaction<DB>, name: string) => trx.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirst(),
    subcategory: (trx: Transaction<DB>, name: string) =>
      trx.selectFrom('subcategories').select(['id', 'category_id']).where('name', '=', name).executeTakeFirst(),

    /** A new fabric and its colours (each with its pictures); its id. */
    async insert(
      trx: Transaction<DB>,
      body: ProductBody,
      ids: { categoryId: number; subcategoryId: number | null },
      images: (id: number, colour: ColourBody) => string[],
    ) {
      const { id } = await trx.insertInto('products').values(productColumns(body, ids)).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('product_varieties')
        .values(
          body.productVarieties.map((colour, position) => ({
            ...colourColumns(colour),
            product_id: id,
            position,
            images: images(id, colour),
          })),
        )
        .execute();
      return id;
    },

    update: (trx: Transaction<DB>, id: number, body: ProductBody, ids: { categoryId: number; subcategoryId: number | null }) =>
      trx.updateTable('products').set(productColumns(body, ids)).where('id', '=', id).execute(),

    /** The price breaks of each colour that states them (by name), in place of its old ones; others keep theirs. */
    async writeBreaks(trx: Transaction<DB>, id: number, colours: readonly ColourBody[]) {
      const stated = colours.filter((colour) => colour.priceTiers !== undefined);
      if (stated.length === 0) return;
      const rows = await trx.selectFrom('product_varieties').select(['id', 'color']).where('product_id', '=', id).execute();
      const idOf = new Map(rows.map((row) => [row.color.toLowerCase(), row.id]));
      const varieties = stated.map((colour) => idOf.get(colour.color.trim().toLowerCase())!);
      await trx.deleteFrom('price_breaks').where('variety_id', 'in', varieties).execute();
      const breaks = stated.flatMap((colour, index) =>
        colour.priceTiers!.map((tier) => ({
          variety_id: varieties[index]!,
          min_metres: tier.minMetres,
          price_per_metre_paise: rupeesToPaise(tier.pricepermeter),
        })),
      );
      if (breaks.length > 0) await trx.insertInto('price_breaks').values(breaks).execute();
    },

    colours: (trx: Transaction<DB>, id: number) =>
      trx.selectFrom('product_varieties').select(['id', 'color', 'color_hex', 'images']).where('product_id', '=', id).execute(),

    colourNamed: (trx: Transaction<DB>, id: number, color: string) =>
      trx
        .selectFrom('product_varieties')
        .select(['id', 'color', 'color_hex', 'images'])
        .where('product_id', '=', id)
        .where('color', '=', color)
        .executeTakeFirst(),

    /**
     * The fabric's colours become these, in this order: `keep` names the existing colour (by id) each one updates,
     * or null for a new one; colours not kept are removed.
     */
    async replaceColours(
      trx: Transaction<DB>,
      id: number,
      removed: number[],
      colours: { colour: ColourBody; keep: number | null; images: string[] }[],
    ) {
      if (removed.length > 0) await trx.deleteFrom('product_varieties').where('id', 'in', removed).execute();
      // Positions are unique per fabric: move the kept colours out of the way, then number them in the new order.
      await trx
        .updateTable('product_varieties')
        .set({ position: sql`position + 1000` })
        .where('product_id', '=', id)
        .execute();
      for (const [position, { colour, keep, images }] of colours.entries()) {
        if (keep !== null)
          await trx
            .updateTable('product_varieties')
            .set({ ...colourColumns(colour), position, images })
            .where('id', '=', keep)
            .execute();
        else
          await trx
            .insertInto('product_varieties')
            .values({ ...colourColumns(colour), product_id: id, position, images })
            .execute();
      }
    },

    setImages: (trx: Transaction<DB>, varietyId: number, images: string[]) =>
      trx.updateTable('product_varieties').set({ images }).where('id', '=', varietyId).execute(),

    pattern: async (trx: Transaction<DB>, id: number) =>
      (await trx.selectFrom('products').select('pattern').where('id', '=', id).executeTakeFirstOrThrow()).pattern,

    /** Out of the catalogue, carts and wishlists; the number of cart lines it was taken out of. */
    async retire(trx: Transaction<DB>, id: number) {
      await trx.updateTable('products').set({ retired_at: new Date() }).where('id', '=', id).execute();
      const colours = trx.selectFrom('product_varieties').select('id').where('product_id', '=', id);
      const carts = await trx.deleteFrom('cart_lines').where('variety_id', 'in', colours).executeTakeFirst();
      await trx.deleteFrom('wishlist_items').where('product_id', '=', id).execute();
      return Number(carts.numDeletedRows);
    },
  };
}
