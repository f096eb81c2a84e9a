import { STOCK_CSV_HEADER } from '../domain/admin.js';
import type { StockCsvAnswer } from '../domain/rest/admin.js';
import { csvSheetMachine } from './csv-sheet.js';

export type { CsvSheetContext as StockSheetContext, CsvSheetEvent as StockSheetEvent } from './csv-sheet.js';

/**
 * A stock sheet (productId,color,stock): pasted or chosen, previewed (each row applied or refused, with why), then
 * applied in one transaction: only a previewed sheet can be applied, and changing it asks for a new preview.
 */
export const stockSheetMachine = csvSheetMachine<StockCsvAnswer>('stockSheet', STOCK_CSV_HEADER, (answer) => answer.applied.length);
