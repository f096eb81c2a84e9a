import { createHash } from 'node:crypto';

/** The e-invoice document types: tax invoice, credit note, debit note. */
export type EinvoiceDocType = 'INV' | 'CRN' | 'DBN';

/** '2627' (our invoice numbers' form) as the e-invoice schema writes a financial year: '2026-27'. */
export const schemaFinancialYear = (year: string) => `20${year.slice(0, 2)}-${year.slice(2)}`;

/**
 * The Invoice Reference Number the Invoice Registration Portal gives a document: the SHA-256, in hex, of the supplier's
 * GSTIN, the financial year (YYYY-YY), the document type and its number, written one after the other. Stable: the
 * same document always has the same IRN, which is how the portal refuses a document registered twice.
 */
export function invoiceReferenceNumber(document: { supplierGstin: string; financialYear: string; type: EinvoiceDocType; number: string }) {
  return createHash('sha256').update(`${document.supplierGstin}${document.financialYear}${document.type}${document.number}`).digest('hex');
}

/** What the portal answers for a registered document: its IRN, acknowledgement, and the QR code's signed payload. */
export interface Registration {
  irn: string;
  ackNo: string;
  /** YYYY-MM-DD HH:mm:ss in India, as the portal writes it. */
  ackDate: string;
  /** A JWT (RS256) whose payload's `data` is the QR fields as JSON. */
  signedQrCode: string;
}
