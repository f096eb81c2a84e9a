import { formatDay, indianDay } from '../../domain/day.js';
import type { Supplier } from '../../domain/invoice.js';
import type { InvoiceRow } from '../repositories/invoices.js';
import { taxInvoice, type TaxInvoice } from './tax-invoice.js';

/** A GST credit note (CGST Rule 53): the order's line and amounts reversed, against the invoice that charged them. */
export interface CreditNote extends TaxInvoice {
  creditFor: { invoiceNumber: string; invoiceDate: string; reason: string };
}

/**
 * The credit note of a cancelled order: the order's own figures (its line, taxable value, tax as CGST + SGST or IGST,
 * shipping, total), numbered in its own serial and dated the day it is issued, linked to the invoice the order is on.
 */
export function creditNote(order: InvoiceRow, supplier: Supplier, issue: { number: string; at: Date; reason: string }): CreditNote {
  const invoice = taxInvoice([order], supplier);
  return {
    ...invoice,
    number: issue.number,
    date: formatDay(indianDay(issue.at)),
    day: indianDay(issue.at),
    creditFor: { invoiceNumber: invoice.number, invoiceDate: invoice.date, reason: issue.reason },
  };
}
