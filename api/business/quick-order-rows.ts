import { minimumOrderMessage } from '../../domain/price-breaks.js';
import { stockLeftMessage } from '../../domain/shopping.js';
import type { QuickOrderAnswer } from '../../domain/rest/business.js';
import type { VarietyForCart } from '../repositories/carts.js';

type Row = QuickOrderAnswer['rows'][number];

/** The most metres one row may ask for (a colour's stock is checked too). */
const MAX_ROW_METRES = 100_000;

/**
 * Checks a quick order sheet's rows against the colours on sale and what the cart already holds: each row is ok or
 * refused with its reason (too many cells, unknown fabric, unknown colour, not a whole number of metres from 1, below
 * the fabric's minimum order with what the cart holds, more than the stock left after the cart's lines of every kind and the rows above it). Answers the rows and each colour's new cart quantity.
 */
export function checkQuickOrderRows(
  rows: { row: number; cells: string[] }[],
  varieties: (VarietyForCart & { product_name: string })[],
  inCart: Map<number, number>,
  /** Metres of each colour the cart holds over every kind of line (domain/cart-lines.ts metresByColour). */
  held: Map<number, number>,
): { rows: Row[]; quantities: Map<number, { variety: VarietyForCart; quantity: number }> } {
  const products = new Set(varieties.map((variety) => variety.product_id));
  // Colours are matched as a buyer types them: 'navy blue' is Navy Blue.
  const key = (productId: string | number, color: string) => `${productId}\u0000${color.trim().toLowerCase()}`;
  const byKey = new Map(varieties.map((variety) => [key(variety.product_id, variety.color), variety]));
  const names = new Map(varieties.map((variety) => [variety.product_id, variety.product_name]));
  const quantities = new Map<number, { variety: VarietyForCart; quantity: number }>();
  const checked = rows.map(({ row, cells: [productId = '', color = '', metres = '', ...extra] }): Row => {
    const name = /^[1-9][0-9]{0,8}$/.test(productId) ? names.get(Number(productId)) : undefined;
    const refuse = (reason: string): Row => ({ row, productId, ...(name ? { name } : {}), color, metres, status: 'refused', reason });
    if (extra.some((cell) => cell !== '')) return refuse('Too many cells: a row is productId,color,metres.');
    if (!/^[1-9][0-9]{0,8}$/.test(productId) || !products.has(Number(productId)))
      return refuse(`There is no fabric ${productId || '(empty)'} on sale.`);
    const variety = byKey.get(key(productId, color));
    if (!variety) return refuse(`Fabric ${productId} has no colour ${color || '(empty)'}.`);
    if (!/^[0-9]+$/.test(metres) || Number(metres) < 1 || Number(metres) > MAX_ROW_METRES)
      return refuse(`Metres must be a whole number from 1, not ${metres || '(empty)'}.`);
    const plain = inCart.get(variety.id) ?? 0;
    const before = quantities.get(variety.id)?.quantity ?? plain;
    // Stock covers every kind of line of the colour: what the cart held, and the rows above this one.
    const heldBefore = (held.get(variety.id) ?? 0) + (before - plain);
    if (before + Number(metres) < variety.min_order_metres) return refuse(minimumOrderMessage(variety.min_order_metres));
    if (heldBefore + Number(metres) > variety.stock) return refuse(stockLeftMessage(Math.max(0, variety.stock - heldBefore)));
    quantities.set(variety.id, { variety, quantity: before + Number(metres) });
    return { row, productId, name: variety.product_name, color: variety.color, metres, status: 'ok' };
  });
  return { rows: checked, quantities };
}
