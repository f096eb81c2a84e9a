import type { Supplier } from '../../domain/invoice.js';
import type { PayTo } from '../../domain/pay-to.js';
import type { StatementOfAccount } from '../../domain/statement.js';
import { tooManyRequests } from '../errors.js';
import { DrawingBusy, type DrawingOwner, type InvoiceDrawer } from '../invoices/invoice-drawer.js';
import { statementCsv } from './statement-csv.js';

const BUSY = 'Statements are being drawn for many buyers just now. Please try again in a few seconds.';

/** A company's statement of account as a sheet and as a PDF. */
export interface StatementDocuments {
  csv(account: StatementOfAccount): { filename: string; body: string };
  /** In a place of the asker's, whose statement it is found; then in a place of that owner's, read and drawn. */
  pdf(
    asker: DrawingOwner,
    whose: () => Promise<{ owner: DrawingOwner; read: () => Promise<StatementOfAccount> }>,
  ): Promise<{ filename: string; body: Buffer }>;
}

/**
 * A statement as a file: CSV at once; PDF on the drawing thread, in a place of its owner's (the company's, or the
 * operator's) taken before the statement is read, 429 with Retry-After when none is free: a burst of one company's
 * statements never stands in another buyer's way.
 */
export function statementDocuments(drawer: InvoiceDrawer, supplier: Supplier, payTo: PayTo | null): StatementDocuments {
  const filename = (company: string, statement: StatementOfAccount['statement'], extension: string) =>
    `Statement-${company.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'company'}-${statement.from}-to-${statement.to}.${extension}`;
  return {
    csv: (account: StatementOfAccount) => ({
      filename: filename(account.company.name, account.statement, 'csv'),
      body: statementCsv(account, payTo),
    }),
    /**
     * In a place of the asker's, whose statement it is found (`whose`: its owner and how to read it); then in a place
     * of that owner's, the statement read and drawn. The asker's place is taken before anything is read.
     */
    async pdf(asker: DrawingOwner, whose: () => Promise<{ owner: DrawingOwner; read: () => Promise<StatementOfAccount> }>) {
      try {
        return await drawer.inPlace(asker, async (draw) => {
          const { owner, read } = await whose();
          const drawn = async (drawIt: typeof draw) => {
            const account = await read();
            return {
              filename: filename(account.company.name, account.statement, 'pdf'),
              body: await drawIt({ kind: 'statement', account, supplier, payTo }),
            };
          };
          return owner === asker ? drawn(draw) : drawer.inPlace(owner, drawn);
        });
      } catch (error) {
        if (error instanceof DrawingBusy) throw tooManyRequests(BUSY, 5);
        throw error;
      }
    },
  };
}
