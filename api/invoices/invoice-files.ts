import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { InvoiceDocumentRow } from '../repositories/invoices.js';
import type { Repositories } from '../repositories/index.js';
import { keepDocument, type DocumentObjects } from '../s3-documents.js';

export type CopyKind = 'issued' | 'cancelled';

/**
 * Where drawn invoices are kept, as photos are (api/photo-store.ts): in object storage when it is configured; else on
 * PostgreSQL in invoice_documents, so that every process serves the same copy; on the embedded default as files in
 * DATA_DIR/invoices.
 */
export interface InvoiceFiles {
  /** The kept copy of this kind, or null when it has not been drawn. */
  read(document: InvoiceDocumentRow, kind: CopyKind): Promise<Buffer | null>;
  /** Keeps a drawn copy unless one is kept already (another process drew it too): answers the copy that is kept. */
  keep(orderId: number, kind: CopyKind, bytes: Buffer): Promise<Buffer>;
}

export function databaseInvoiceFiles(repos: Repositories): InvoiceFiles {
  return {
    read: async (document, kind) => {
      const bytes = kind === 'issued' ? document.pdf : document.cancelled_pdf;
      return bytes ? Buffer.from(bytes) : null;
    },
    keep: async (orderId, kind, bytes) =>
      Buffer.from(await repos.invoices.keepCopy(orderId, kind === 'issued' ? 'pdf' : 'cancelled_pdf', bytes)),
  };
}

/** In object storage (S3_ENDPOINT and S3_BUCKET): the bytes there, their key in invoice_documents. */
export function objectInvoiceFiles(repos: Repositories, objects: DocumentObjects): InvoiceFiles {
  return {
    read: async (document, kind) => {
      const key = kind === 'issued' ? document.pdf_object : document.cancelled_pdf_object;
      return key ? objects.get(key) : null;
    },
    keep: (orderId, kind, bytes) =>
      keepDocument(objects, bytes, (key) =>
        repos.invoices.keepObject(orderId, kind === 'issued' ? 'pdf_object' : 'cancelled_pdf_object', key),
      ),
  };
}

export function folderInvoiceFiles(dataDir: string): InvoiceFiles {
  const dir = path.join(dataDir, 'invoices');
  const fileOf = (orderId: number, kind: CopyKind) => path.join(dir, `${orderId}${kind === 'cancelled' ? '.cancelled' : ''}.pdf`);
  return {
    read: (document, kind) => readFile(fileOf(document.order_id, kind)).catch(() => null),
    async keep(orderId, kind, bytes) {
      await mkdir(dir, { recursive: true });
      // Written whole, then linked into place (never over a kept copy): a reader never sees half a document.
      const temporary = `${fileOf(orderId, kind)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      try {
        await link(temporary, fileOf(orderId, kind));
        return bytes;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        return readFile(fileOf(orderId, kind));
      } finally {
        await unlink(temporary).catch(() => {});
      }
    },
  };
}
