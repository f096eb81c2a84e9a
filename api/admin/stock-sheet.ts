import { MAX_STOCK_CSV_ROWS, STOCK_CSV_HEADER } from '../../domain/admin.js';
import type { StockCsvAnswer, StockRow } from '../../domain/rest/admin.js';
import { readSheet } from '../csv-sheet.js';
import { notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { stock } from '../repositories/stock.js';
import type { StockAlerts } from '../shopping/stock-alerts.js';

const MAX_STOCK = 10_000_000;

/** Console › Stock: a sheet of metres applied (or previewed), one colour's metres set. */
export interface StockSheet {
  apply(text: string, dryRun: boolean, operator: string): Promise<StockCsvAnswer>;
  /** One colour's metres, set outright. */
  set(productId: number, color: string, metres: number, operator: string): Promise<{ msg: string; stock: number }>;
}

/**
 * Stock from a sheet (`productId,color,stock`): every row is checked against the catalogue in one read; a preview
 * says which rows would be applied and why the others are refused; applying writes the valid rows in one transaction.
 */
export function createStockSheet(repos: Repositories, alerts: Pick<StockAlerts, 'send'>): StockSheet {
  return {
    async apply(text: string, dryRun: boolean, operator: string): Promise<StockCsvAnswer> {
      const rows = readSheet(text, STOCK_CSV_HEADER, MAX_STOCK_CSV_ROWS);
      const { answer, due } = await repos.transaction(async (trx) => {
        const applied: StockRow[] = [];
        const refused: StockCsvAnswer['refused'] = [];
        const wanted = rows.filter((row) => /^[1-9][0-9]{0,8}$/.test(row.cells[0] ?? '')).map((row) => Number(row.cells[0]));
        const ids = [...new Set(wanted)];
        if (!dryRun) await stock.lockProducts(trx, ids);
        const colours = await stock.coloursOf(trx, ids);
        const known = new Set(colours.map((colour) => colour.product_id));
        const byKey = new Map(colours.map((colour) => [`${colour.product_id}\u0000${colour.color}`, colour]));
        const latest = new Map<number, { row: StockRow; before: number }>();
        for (const {
          row,
          cells: [productId = '', color = '', metres = '', ...extra],
        } of rows) {
          if (extra.some((cell) => cell !== '')) refused.push({ row, reason: 'too many cells: a row is productId,color,stock' });
          else if (!/^[1-9][0-9]{0,8}$/.test(productId) || !known.has(Number(productId)))
            refused.push({ row, reason: `unknown product ${productId || '(empty)'}` });
          else if (!byKey.has(`${productId}\u0000${color}`))
            refused.push({ row, reason: `unknown colour ${color || '(empty)'} of product ${productId}` });
          else if (!/^[0-9]+$/.test(metres) || Number(metres) > MAX_STOCK)
            refused.push({
              row,
              reason: `stock must be a whole number of metres from 0 to ${MAX_STOCK.toLocaleString('en-IN')}, not ${metres || '(empty)'}`,
            });
          else if (byKey.get(`${productId}\u0000${color}`)!.retired_at !== null)
            refused.push({ row, reason: `product ${productId} is retired` });
          else {
            const colour = byKey.get(`${productId}\u0000${color}`)!;
            const entry = { row, productId, color, stock: Number(metres) };
            applied.push(entry);
            // A colour named twice takes its last row.
            latest.set(colour.id, { row: entry, before: colour.stock });
          }
        }
        if (!dryRun && latest.size > 0) {
          for (const [varietyId, { row }] of [...latest].sort((a, b) => a[0] - b[0])) await stock.setById(trx, varietyId, row.stock);
          await repos.activity.record(trx, {
            operator,
            kind: 'stock.csv',
            objectId: `${latest.size} colours`,
            summary: `Set the stock of ${latest.size} colour${latest.size === 1 ? '' : 's'} from a sheet of ${rows.length} row${rows.length === 1 ? '' : 's'} (${refused.length} refused)`,
            before: [...latest.values()]
              .slice(0, 200)
              .map(({ row, before }) => ({ productId: row.productId, color: row.color, stock: before })),
            after: [...latest.values()].slice(0, 200).map(({ row }) => ({ productId: row.productId, color: row.color, stock: row.stock })),
          });
        }
        const restocked = [...new Set(applied.filter((row) => row.stock > 0).map((row) => Number(row.productId)))];
        return { answer: { dryRun, applied, refused }, due: dryRun ? [] : await repos.stockAlerts.due(trx, restocked) };
      });
      alerts.send(due);
      return answer;
    },

    /** One colour's metres, set outright. */
    set: async (productId: number, color: string, metres: number, operator: string) => {
      const { answer, due } = await repos.transaction(async (trx) => {
        await stock.lockProducts(trx, [productId]);
        const colour = await stock.colour(trx, productId, color);
        if (!colour) throw notFound('That colour of this fabric is not available.');
        const set = (await stock.set(trx, productId, color, metres))!;
        await repos.activity.record(trx, {
          operator,
          kind: 'stock.set',
          objectId: productId,
          summary: `Set the stock of product ${productId} (${color}) from ${colour.stock} to ${set} metres`,
          before: { color, stock: colour.stock },
          after: { color, stock: set },
        });
        return {
          answer: { msg: `Stock of ${color} set to ${set} metres`, stock: set },
          due: await repos.stockAlerts.due(trx, [productId]),
        };
      });
      alerts.send(due);
      return answer;
    },
  };
}
