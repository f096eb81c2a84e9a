import type { QuickOrderAnswer } from '../src/graphql/generated.js';
import { QUICK_ORDER_HEADER } from '../domain/business.js';
import { csvSheetMachine } from './csv-sheet.js';

/** What the server answers a sheet: its rows checked, and the cart (changed only when not a preview). */
export type QuickOrderResult = QuickOrderAnswer;

/**
 * The cart's quick order (productId,color,metres): pasted or chosen, previewed (each row ok or refused, with why),
 * then added in one transaction (the cart takes the answer): only a previewed sheet with an ok row can be added, and
 * changing it asks for a new preview.
 */
export const quickOrderMachine = csvSheetMachine<QuickOrderResult>(
  'quickOrder',
  QUICK_ORDER_HEADER,
  (answer) => answer.rows.filter((row) => row.status === 'ok').length,
);
