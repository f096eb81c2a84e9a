import { sql, type Transaction } from 'kysely';
import { ADMIN_COUNT_LIMIT, ADMIN_SEARCH_COUNT_LIMIT, MAX_COLOUR_PHOTOS } from '../../domain/admin.js';
import type { AdminProduct, ProductBody } from '../../domain/rest/admin.js';
import { rupeesToPaise } from '../../domain/money.js';
import { countShownBy, countUpTo } from '../db/count-up-to.js';
import type { DB } from '../db/types.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { stock } from '../repositories/stock.js';
import type { StockAlerts } from '../shopping/stock-alerts.js';
import { pagedAnswer } from './paged.js';
import { PATTERN_MOTIFS } from '../seed/catalogue-data.js';
import { swatchPath, SWATCH_VIEWS } from '../swatch/motifs.js';

const UPLOADED = '/api/uploads/';
const isUpload = (url: string) => url.startsWith(UPLOADED);

/** The generated pictures of a colour that has no photos yet (as the seeded fabrics have). */
const swatches = (pattern: string, hex: string, productId: number) =>
  Array.from({ length: SWATCH_VIEWS }, (_, view) =>
    swatchPath(PATTERN_MOTIFS[pattern] ?? 'plain', hex.toLowerCase(), productId % 1000, view),
  );

/** What an operator may get wrong that a schema cannot see: names, prices, repeated colours. */
async function checked(trx: Transaction<DB>, body: ProductBody) {
  const category = await trx.selectFrom('categories').select('id').where('name', '=', body.category).executeTakeFirst();
  if (!category) throw badRequest(`There is no category named ${body.category}.`);
  let subcategoryId: number | null = null;
  if (body.subCategory) {
    const sub = await trx.selectFrom('subcategories').select(['id', 'category_id']).where('name', '=', body.subCategory).executeTakeFirst();
    if (!sub) throw badRequest(`There is no subcategory named ${body.subCategory}.`);
    if (sub.category_id !== category.id) throw badRequest(`${body.subCategory} is not a subcategory of ${body.category}.`);
    subcategoryId = sub.id;
  }
  const seen = new Set<string>();
  for (const colour of body.productVarieties) {
    const name = colour.color.trim().toLowerCase();
    if (!name) throw badRequest('Every colour needs a name.');
    if (seen.has(name)) throw badRequest(`${colour.color.trim()} is listed twice: each colour once.`);
    seen.add(name);
    const price = rupeesToPaise(colour.pricepermeter);
    if (colour.discountedPrice != null && rupeesToPaise(colour.discountedPrice) >= price)
      throw badRequest(`The discounted price of ${colour.color.trim()} must be below its price per metre.`);
  }
  if (!body.name.trim()) throw badRequest('The fabric needs a name.');
  if (!body.description.trim()) throw badRequest('The fabric needs a description.');
  return { categoryId: category.id, subcategoryId };
}

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
});

const colourColumns = (colour: ProductBody['productVarieties'][number]) => ({
  color: colour.color.trim(),
  color_hex: colour.colorCode.toLowerCase(),
  price_per_metre_paise: rupeesToPaise(colour.pricepermeter),
  discounted_price_paise: colour.discountedPrice == null ? null : rupeesToPaise(colour.discountedPrice),
  stock: colour.stock,
});

/**
 * Fabrics as operators make them: created, edited (colours matched by name keep their photos), retired, and given
 * photos. Each change and its Activity line are one transaction; the catalogue's caches follow its change triggers.
 */
export function createFabricEditor(repos: Repositories, alerts: Pick<StockAlerts, 'send'>) {
  async function read(executor: Transaction<DB> | Repositories['db'], id: number): Promise<AdminProduct> {
    const row = await executor.selectFrom('products').select(['list_json', 'retired_at']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('There is no fabric with this id.');
    return { ...(JSON.parse(row.list_json) as Omit<AdminProduct, 'retired'>), retired: row.retired_at !== null };
  }

  return {
    read: (id: number) => read(repos.db, id),

    /** Newest first, or by name (trigram index) when searched; retired fabrics included. */
    async page(q: string | undefined, page: number, limit: number) {
      const words = q?.trim().toLowerCase() ?? '';
      let query = repos.db.selectFrom('products');
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
      const cap = words ? ADMIN_SEARCH_COUNT_LIMIT : ADMIN_COUNT_LIMIT;
      const [rows, total] = await Promise.all([
        ids.length === 0
          ? []
          : repos.db.selectFrom('products').select(['list_json', 'retired_at']).where('id', 'in', ids).orderBy('id', 'desc').execute(),
        countShownBy(ids.length, page, limit) ?? countUpTo(repos.db, query, cap),
      ]);
      const data = rows.map((row) => ({
        ...(JSON.parse(row.list_json) as Omit<AdminProduct, 'retired'>),
        retired: row.retired_at !== null,
      }));
      return pagedAnswer(data, total, limit, cap);
    },

    create: (body: ProductBody, operator: string) =>
      repos.transaction(async (trx) => {
        const ids = await checked(trx, body);
        const { id } = await trx.insertInto('products').values(productColumns(body, ids)).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('product_varieties')
          .values(
            body.productVarieties.map((colour, position) => ({
              ...colourColumns(colour),
              product_id: id,
              position,
              images: swatches(body.pattern, colour.colorCode, id),
            })),
          )
          .execute();
        const product = await read(trx, id);
        await repos.activity.record(trx, {
          operator,
          kind: 'product.create',
          objectId: id,
          summary: `Created ${product.name} with ${body.productVarieties.length} colour${body.productVarieties.length === 1 ? '' : 's'}`,
          after: body,
        });
        return product;
      }),

    /** Colours are matched by name: a kept colour keeps its photos; a colour left out is removed. */
    update: async (id: number, body: ProductBody, operator: string) => {
      const { after, due } = await repos.transaction(async (trx) => {
        await stock.lockProducts(trx, [id]);
        const before = await read(trx, id);
        if (before.retired) throw conflict('This fabric is retired: it can no longer be changed.');
        const ids = await checked(trx, body);
        await trx.updateTable('products').set(productColumns(body, ids)).where('id', '=', id).execute();
        const existing = await trx.selectFrom('product_varieties').select(['id', 'color', 'images']).where('product_id', '=', id).execute();
        const byName = new Map(existing.map((row) => [row.color.toLowerCase(), row]));
        const kept = new Set(body.productVarieties.map((colour) => colour.color.trim().toLowerCase()));
        const removed = existing.filter((row) => !kept.has(row.color.toLowerCase())).map((row) => row.id);
        if (removed.length > 0) await trx.deleteFrom('product_varieties').where('id', 'in', removed).execute();
        // Positions are unique per fabric: move the kept colours out of the way, then number them in the new order.
        await trx
          .updateTable('product_varieties')
          .set({ position: sql`position + 1000` })
          .where('product_id', '=', id)
          .execute();
        for (const [position, colour] of body.productVarieties.entries()) {
          const found = byName.get(colour.color.trim().toLowerCase());
          const photos = found?.images.filter(isUpload) ?? [];
          const images = photos.length > 0 ? photos : swatches(body.pattern, colour.colorCode, id);
          if (found)
            await trx
              .updateTable('product_varieties')
              .set({ ...colourColumns(colour), position, images })
              .where('id', '=', found.id)
              .execute();
          else
            await trx
              .insertInto('product_varieties')
              .values({ ...colourColumns(colour), product_id: id, position, images })
              .execute();
        }
        const after = await read(trx, id);
        await repos.activity.record(trx, {
          operator,
          kind: 'product.update',
          objectId: id,
          summary: `Edited ${after.name}`,
          before,
          after,
        });
        return { after, due: await repos.stockAlerts.due(trx, [id]) };
      });
      alerts.send(due);
      return after;
    },

    /** Gone from the catalogue, search, carts and wishlists; kept for the orders that hold it. */
    retire: (id: number, operator: string) =>
      repos.transaction(async (trx) => {
        await stock.lockProducts(trx, [id]);
        const before = await read(trx, id);
        if (before.retired) throw conflict(`${before.name} is retired already.`);
        await trx.updateTable('products').set({ retired_at: new Date() }).where('id', '=', id).execute();
        const colours = trx.selectFrom('product_varieties').select('id').where('product_id', '=', id);
        const carts = await trx.deleteFrom('cart_lines').where('variety_id', 'in', colours).executeTakeFirst();
        await trx.deleteFrom('wishlist_items').where('product_id', '=', id).execute();
        await repos.activity.record(trx, {
          operator,
          kind: 'product.retire',
          objectId: id,
          summary: `Retired ${before.name} (taken out of ${Number(carts.numDeletedRows)} cart line${Number(carts.numDeletedRows) === 1 ? '' : 's'})`,
          before: { retired: false },
          after: { retired: true },
        });
        return `${before.name} retired`;
      }),

    /** Adds stored photos to a colour (at most MAX_COLOUR_PHOTOS); false when they would be too many. */
    addPhotos: (id: number, color: string, urls: string[], operator: string) =>
      repos.transaction(async (trx) => {
        await stock.lockProducts(trx, [id]);
        const product = await read(trx, id);
        if (product.retired) throw conflict('This fabric is retired: it can no longer be changed.');
        const colour = await trx
          .selectFrom('product_varieties')
          .select(['id', 'color', 'images'])
          .where('product_id', '=', id)
          .where('color', '=', color)
          .executeTakeFirst();
        if (!colour) throw notFound(`${product.name} has no colour named ${color}.`);
        const photos = colour.images.filter(isUpload);
        if (photos.length + urls.length > MAX_COLOUR_PHOTOS)
          throw badRequest(
            `A colour may have at most ${MAX_COLOUR_PHOTOS} photos; ${colour.color} has ${photos.length}, so ${Math.max(0, MAX_COLOUR_PHOTOS - photos.length)} more may be added.`,
          );
        await trx
          .updateTable('product_varieties')
          .set({ images: [...photos, ...urls] })
          .where('id', '=', colour.id)
          .execute();
        await repos.activity.record(trx, {
          operator,
          kind: 'product.photos',
          objectId: id,
          summary: `Added ${urls.length} photo${urls.length === 1 ? '' : 's'} to ${product.name} (${colour.color})`,
          before: { color: colour.color, images: colour.images },
          after: { color: colour.color, images: [...photos, ...urls] },
        });
        return read(trx, id);
      }),

    /** Removes one photo from a colour; the colour shows its generated pictures again when none is left. */
    removePhoto: (id: number, color: string, url: string, operator: string) =>
      repos.transaction(async (trx) => {
        await stock.lockProducts(trx, [id]);
        const product = await read(trx, id);
        const colour = await trx
          .selectFrom('product_varieties')
          .select(['id', 'color', 'color_hex', 'images'])
          .where('product_id', '=', id)
          .where('color', '=', color)
          .executeTakeFirst();
        if (!colour) throw notFound(`${product.name} has no colour named ${color}.`);
        if (!colour.images.includes(url) || !isUpload(url)) throw notFound(`${colour.color} has no such photo.`);
        const left = colour.images.filter((image) => image !== url && isUpload(image));
        const pattern = await trx.selectFrom('products').select('pattern').where('id', '=', id).executeTakeFirstOrThrow();
        const images = left.length > 0 ? left : swatches(pattern.pattern, colour.color_hex, id);
        await trx.updateTable('product_varieties').set({ images }).where('id', '=', colour.id).execute();
        await repos.activity.record(trx, {
          operator,
          kind: 'product.photos',
          objectId: id,
          summary: `Removed a photo from ${product.name} (${colour.color})`,
          before: { color: colour.color, images: colour.images },
          after: { color: colour.color, images },
        });
        return read(trx, id);
      }),
  };
}

export type FabricEditor = ReturnType<typeof createFabricEditor>;
