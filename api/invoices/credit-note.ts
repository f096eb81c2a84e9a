import { creditWithGst } from '../../domain/claims.js';
import { formatDay, indianDay } from '../../domain/day.js';
import { rupeesInWords } from '../../domain/amount-in-words.js';
import { taxSplit, type Supplier } from '../../domain/invoice.js';
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
  // A credit note asks for no payment: nothing of where to pay the invoice is carried over.
  const { onAccount: _payable, ...invoice } = taxInvoice([order], supplier);
  return {
    ...invoice,
    number: issue.number,
    date: formatDay(indianDay(issue.at)),
    day: indianDay(issue.at),
    creditFor: { invoiceNumber: invoice.number, invoiceDate: invoice.date, reason: issue.reason },
  };
}

/**
 * The credit note of a settled claim: `taxablePaise` of the order's line (the claimed metres' value, or the amount the
 * operator credits) with GST at the order's rate split as its invoice's was, and no shipping.
 */
export function claimCreditNote(
  order: InvoiceRow,
  supplier: Supplier,
  issue: { number: string; at: Date; reason: string; metres: number; taxablePaise: number },
): CreditNote {
  const note = creditNote(order, supplier, issue);
  const { taxPaise } = creditWithGst(issue.taxablePaise, order.tax_percent);
  const tax = taxSplit(taxPaise, note.placeOfSupply.code, note.supplier.stateCode);
  const line = note.lines[0]!;
  return {
    ...note,
    lines: [
      {
        ...line,
        quantity: issue.metres,
        grossPaise: issue.taxablePaise,
        discountPaise: 0,
        taxablePaise: issue.taxablePaise,
        taxPaise,
      },
    ],
    taxablePaise: issue.taxablePaise,
    tax,
    taxes: [{ percent: order.tax_percent, taxablePaise: issue.taxablePaise, tax }],
    shippingPaise: 0,
    totalPaise: issue.taxablePaise + taxPaise,
    totalInWords: rupeesInWords(issue.taxablePaise + taxPaise),
  };
}
