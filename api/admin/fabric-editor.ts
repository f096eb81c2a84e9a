import type { Transaction } from 'kysely';
import { ADMIN_COUNT_LIMIT, ADMIN_SEARCH_COUNT_LIMIT, MAX_COLOUR_PHOTOS } from '../../domain/admin.js';
import type { AdminProduct, ProductBody } from '../../domain/rest/admin.js';
import { rupeesToPaise } from '../../domain/money.js';
import { DEFAULT_MIN_ORDER_METRES, priceBreaksProblem } from '../../domain/price-breaks.js';
import type { DB } from '../db/types.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { stock } from '../repositories/stock.js';
import type { StockAlerts } from '../shopping/stock-alerts.js';
import { pagedAnswer, type Paged } from './paged.js';
import { PATTERN_MOTIFS } from '../seed/catalogue-data.js';
import { swatchPath, SWATCH_VIEWS } from '../swatch/motifs.js';
import { hasVisibleText } from '../../domain/visible-text.js';

const UPLOADED = '/api/uploads/';
const isUpload = (url: string) => url.startsWith(UPLOADED);

/** The generated pictures of a colour that has no photos yet (as the seeded fabrics have). */
const swatches = (pattern: string, hex: string, productId: number) =>
  Array.from({ length: SWATCH_VIEWS }, (_, view) =>
    swatchPath(PATTERN_MOTIFS[pattern] ?? 'plain', hex.toLowerCase(), productId % 1000, view),
  );

/** What an operator may get wrong that a schema cannot see: names, prices, repeated colours. */
async function checked(repos: Repositories, trx: Transaction<DB>, body: ProductBody) {
  const category = await repos.fabrics.category(trx, body.category);
  if (!category) throw badRequest(`There is no category named ${body.category}.`);
  let subcategoryId: number | null = null;
  if (body.subCategory) {
    const sub = await repos.fabrics.subcategory(trx, body.subCategory);
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
    const tiers = (colour.priceTiers ?? []).map((tier) => ({ minMetres: tier.minMetres, pricePaise: rupeesToPaise(tier.pricepermeter) }));
    const shown = colour.discountedPrice == null ? price : rupeesToPaise(colour.discountedPrice);
    const problem = priceBreaksProblem(colour.color.trim(), tiers, shown, body.minOrderMetres ?? DEFAULT_MIN_ORDER_METRES);
    if (problem) throw badRequest(problem);
  }
  if (!hasVisibleText(body.name)) throw badRequest('The fabric needs a name.');
  if (!hasVisibleText(body.description)) throw badRequest('The fabric needs a description.');
  return { categoryId: category.id, subcategoryId };
}

/** Console › Fabrics: a fabric read, listed, made, changed, retired, and its colours' photos added or removed. */
export interface FabricEditor {
  read(id: number): Promise<AdminProduct>;
  /** Newest first, or by name (trigram index) when searched; retired fabrics included. */
  page(q: string | undefined, page: number, limit: number): Promise<Paged<AdminProduct>>;
  create(body: ProductBody, operator: string): Promise<AdminProduct>;
  /** Colours are matched by name: a kept colour keeps its photos; a colour left out is removed. */
  update(id: number, body: ProductBody, operator: string): Promise<AdminProduct>;
  /** Gone from the catalogue, search, carts and wishlists; kept for the orders that hold it. */
  retire(id: number, operator: string): Promise<string>;
  /** Adds stored photos to a colour (at most MAX_COLOUR_PHOTOS). */
  addPhotos(id: number, color: string, urls: string[], operator: string): Promise<AdminProduct>;
  /** Removes one photo from a colour; the colour shows its generated pictures again when none is left. */
  removePhoto(id: number, color: string, url: string, operator: string): Promise<AdminProduct>;
}

/**
 * Fabrics as operators make them: created, edited (colours matched by name keep their photos), retired, and given
 * photos. Each change and its Activity line are one transaction; the catalogue's caches follow its change triggers.
 */
export function createFabricEditor(repos: Repositories, alerts: Pick<StockAlerts, 'send'>): FabricEditor {
  async function read(executor: Transaction<DB> | Repositories['db'], id: number): Promise<AdminProduct> {
    const product = await repos.fabrics.read(executor, id);
    if (!product) throw notFound('There is no fabric with this id.');
    return product;
  }

  return {
    read: (id: number) => read(repos.db, id),

    /** Newest first, or by name (trigram index) when searched; retired fabrics included. */
    async page(q: string | undefined, page: number, limit: number) {
      const words = q?.trim().toLowerCase() ?? '';
      const cap = words ? ADMIN_SEARCH_COUNT_LIMIT : ADMIN_COUNT_LIMIT;
      const { data, total } = await repos.fabrics.page(words, page, limit, cap);
      return pagedAnswer(data, total, limit, cap);
    },

    create: (body: ProductBody, operator: string) =>
      repos.transaction(async (trx) => {
        const ids = await checked(repos, trx, body);
        const id = await repos.fabrics.insert(trx, body, ids, (id, colour) => swatches(body.pattern, colour.colorCode, id));
        await repos.fabrics.writeBreaks(trx, id, body.productVarieties);
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
        const ids = await checked(repos, trx, body);
        await repos.fabrics.update(trx, id, body, ids);
        const existing = await repos.fabrics.colours(trx, id);
        const byName = new Map(existing.map((row) => [row.color.toLowerCase(), row]));
        const kept = new Set(body.productVarieties.map((colour) => colour.color.trim().toLowerCase()));
        const removed = existing.filter((row) => !kept.has(row.color.toLowerCase())).map((row) => row.id);
        const colours = body.productVarieties.map((colour) => {
          const found = byName.get(colour.color.trim().toLowerCase());
          const photos = found?.images.filter(isUpload) ?? [];
          return { colour, keep: found?.id ?? null, images: photos.length > 0 ? photos : swatches(body.pattern, colour.colorCode, id) };
        });
        await repos.fabrics.replaceColours(trx, id, removed, colours);
        await repos.fabrics.writeBreaks(trx, id, body.productVarieties);
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
        const cartLines = await repos.fabrics.retire(trx, id);
        await repos.activity.record(trx, {
          operator,
          kind: 'product.retire',
          objectId: id,
          summary: `Retired ${before.name} (taken out of ${cartLines} cart line${cartLines === 1 ? '' : 's'})`,
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
        const colour = await repos.fabrics.colourNamed(trx, id, color);
        if (!colour) throw notFound(`${product.name} has no colour named ${color}.`);
        const photos = colour.images.filter(isUpload);
        if (photos.length + urls.length > MAX_COLOUR_PHOTOS)
          throw badRequest(
            `A colour may have at most ${MAX_COLOUR_PHOTOS} photos; ${colour.color} has ${photos.length}, so ${Math.max(0, MAX_COLOUR_PHOTOS - photos.length)} more may be added.`,
          );
        await repos.fabrics.setImages(trx, colour.id, [...photos, ...urls]);
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
        const colour = await repos.fabrics.colourNamed(trx, id, color);
        if (!colour) throw notFound(`${product.name} has no colour named ${color}.`);
        if (!colour.images.includes(url) || !isUpload(url)) throw notFound(`${colour.color} has no such photo.`);
        const left = colour.images.filter((image) => image !== url && isUpload(image));
        const images = left.length > 0 ? left : swatches(await repos.fabrics.pattern(trx, id), colour.color_hex, id);
        await repos.fabrics.setImages(trx, colour.id, images);
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
