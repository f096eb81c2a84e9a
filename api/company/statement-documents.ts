import type { Supplier } from '../../domain/invoice.js';
import type { Statement } from '../../domain/statement.js';
import { tooManyRequests } from '../errors.js';
import { DrawingBusy, type InvoiceDrawer } from '../invoices/invoice-drawer.js';
import { statementCsv } from './statement-csv.js';

const BUSY = 'Statements are being drawn for many buyers just now. Please try again in a few seconds.';

/** A statement as a file: CSV at once, PDF on the drawing thread (429 with Retry-After when its queue is full). */
export function statementDocuments(drawer: InvoiceDrawer, supplier: Supplier) {
  const filename = (company: string, statement: Statement, extension: string) =>
    `Statement-${company.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'company'}-${statement.from}-to-${statement.to}.${extension}`;
  return {
    csv: (company: string, statement: Statement) => ({
      filename: filename(company, statement, 'csv'),
      body: statementCsv(company, statement),
    }),
    async pdf(company: string, statement: Statement) {
      try {
        return { filename: filename(company, statement, 'pdf'), body: await drawer.drawStatement(company, statement, supplier) };
      } catch (error) {
        if (error instanceof DrawingBusy) throw tooManyRequests(BUSY, 5);
        throw error;
      }
    },
  };
}

export type StatementDocuments = ReturnType<typeof statementDocuments>;
