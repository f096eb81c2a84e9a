import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { InvoiceDocumentRow } from '../repositories/invoices.js';
import type { Repositories } from '../repositories/index.js';

export type CopyKind = 'issued' | 'cancelled';

/**
 * Where drawn invoices are kept, as photos are (api/photo-store.ts): on PostgreSQL in invoice_documents, so that every
 * process serves the same copy; on the embedded default as files in DATA_DIR/invoices.
 */
export interface InvoiceFiles {
  /** The kept copy of this kind, or null when it has not been drawn. */
  read(document: InvoiceDocumentRow, kind: CopyKind): Promise<Buffer | null>;
  keep(orderId: number, kind: CopyKind, bytes: Buffer): Promise<void>;
}

export function databaseInvoiceFiles(repos: Repositories): InvoiceFiles {
  return {
    read: async (document, kind) => {
      const bytes = kind === 'issued' ? document.pdf : document.cancelled_pdf;
      return bytes ? Buffer.from(bytes) : null;
    },
    keep: (orderId, kind, bytes) => repos.invoices.keepCopy(orderId, kind === 'issued' ? 'pdf' : 'cancelled_pdf', bytes),
  };
}

export function folderInvoiceFiles(dataDir: string): InvoiceFiles {
  const dir = path.join(dataDir, 'invoices');
  const fileOf = (orderId: number, kind: CopyKind) => path.join(dir, `${orderId}${kind === 'cancelled' ? '.cancelled' : ''}.pdf`);
  return {
    read: (document, kind) => readFile(fileOf(document.order_id, kind)).catch(() => null),
    async keep(orderId, kind, bytes) {
      await mkdir(dir, { recursive: true });
      // Written whole, then renamed into place: a reader never sees half a document.
      const temporary = `${fileOf(orderId, kind)}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, fileOf(orderId, kind));
    },
  };
}
