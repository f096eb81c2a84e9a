import type { AdminTaxRate } from '../../domain/rest/admin.js';
import { isGstRate, isHsnHeading, rateInForce, rateWarning, TAX_RATE_MESSAGES } from '../../domain/tax-rates.js';
import { badRequest, notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { RowChange } from './paged.js';

/** Console › GST rates: each HSN heading at its rate, one set to a slab. */
export interface TaxTable {
  list(): Promise<AdminTaxRate[]>;
  set(hsn: string, rate: number, operator: string): Promise<RowChange<AdminTaxRate>>;
}

/** GST rates by HSN heading, as operators list and set them; a cart is taxed at its lines' rates from the next read. */
export function createTaxTable(repos: Repositories): TaxTable {
  const list = async (): Promise<AdminTaxRate[]> =>
    (await repos.taxRates.list()).map((row) => ({
      hsn: row.hsn_code,
      rate: row.rate_percent,
      inForce: rateInForce(row.hsn_code),
      warning: rateWarning(row.hsn_code, row.rate_percent),
      categories: row.categories,
      fabrics: row.fabrics,
      updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
    }));

  return {
    list,

    async set(hsn: string, rate: number, operator: string): Promise<{ msg: string; data: AdminTaxRate }> {
      if (!isHsnHeading(hsn)) throw badRequest(TAX_RATE_MESSAGES.badHsn);
      if (!isGstRate(rate)) throw badRequest(TAX_RATE_MESSAGES.badRate);
      await repos.transaction(async (trx) => {
        if (!(await repos.taxRates.inUse(trx, hsn))) throw notFound(TAX_RATE_MESSAGES.unknownHsn(hsn));
        const before = await repos.taxRates.set(trx, hsn, rate);
        await repos.activity.record(trx, {
          operator,
          kind: 'tax.set',
          objectId: hsn,
          summary: `GST on HSN ${hsn}: ${before}% → ${rate}%`,
          before: { rate: before },
          after: { rate },
        });
      });
      const data = (await list()).find((row) => row.hsn === hsn)!;
      return { msg: [TAX_RATE_MESSAGES.saved(hsn, rate), data.warning].filter(Boolean).join(' '), data };
    },
  };
}
