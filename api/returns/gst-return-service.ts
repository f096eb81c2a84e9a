import { indianDay } from '../../domain/day.js';
import { monthBounds, returnMonthProblem } from '../../domain/gst-return.js';
import type { Supplier } from '../../domain/invoice.js';
import { badRequest } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { gstr1, type Gstr1 } from './gstr1.js';
import { gstr1Csv } from './gstr1-csv.js';

/** A month's GSTR-1, as the GST offline tool's JSON or as a sheet. */
export interface GstReturns {
  json(month: string): Promise<string>;
  csv(month: string): Promise<string>;
}

/** The month's GSTR-1 for the supplier's GSTIN, as the portal's JSON or as a sheet. */
export function createGstReturns(repos: Repositories, supplier: Supplier, now: () => Date = () => new Date()): GstReturns {
  async function build(month: string): Promise<Gstr1> {
    const problem = returnMonthProblem(month, indianDay(now()));
    if (problem) throw badRequest(problem);
    const { from, to } = monthBounds(month);
    const groups = await repos.gstReturns.invoiceGroups(from, to);
    const notes = await repos.gstReturns.creditNotes(from, to);
    return gstr1(month, supplier.gstin, groups, notes, await repos.gstReturns.challans(from, to));
  }
  return {
    json: async (month: string) => JSON.stringify(await build(month)),
    csv: async (month: string) => gstr1Csv(await build(month)),
  };
}
