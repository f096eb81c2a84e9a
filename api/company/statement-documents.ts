import type { Supplier } from '../../domain/invoice.js';
import type { Statement } from '../../domain/statement.js';
import { tooManyRequests } from '../errors.js';
import { DrawingBusy, type DrawingOwner, type InvoiceDrawer } from '../invoices/invoice-drawer.js';
import { statementCsv } from './statement-csv.js';

const BUSY = 'Statements are being drawn for many buyers just now. Please try again in a few seconds.';

/**
 * A statement as a file: CSV at once; PDF on the drawing thread, in a place of its owner's (the company's, or the
 * operator's) taken before the statement is read, 429 with Retry-After when none is free: a burst of one company's
 * statements never stands in another buyer's way.
 */
export function statementDocuments(drawer: InvoiceDrawer, supplier: Supplier) {
  const filename = (company: string, statement: Statement, extension: string) =>
    `Statement-${company.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'company'}-${statement.from}-to-${statement.to}.${extension}`;
  return {
    csv: (company: string, statement: Statement) => ({
      filename: filename(company, statement, 'csv'),
      body: statementCsv(company, statement),
    }),
    /**
     * In a place of the asker's, whose statement it is found (`whose`: its owner and how to read it); then in a place
     * of that owner's, the statement read and drawn. The asker's place is taken before anything is read.
     */
    async pdf(
      asker: DrawingOwner,
      whose: () => Promise<{ owner: DrawingOwner; read: () => Promise<{ name: string; statement: Statement }> }>,
    ) {
      try {
        return await drawer.inPlace(asker, async (draw) => {
          const { owner, read } = await whose();
          const drawn = async (drawIt: typeof draw) => {
            const { name, statement } = await read();
            return {
              filename: filename(name, statement, 'pdf'),
              body: await drawIt({ kind: 'statement', company: name, statement, supplier }),
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

export type StatementDocuments = ReturnType<typeof statementDocuments>;
