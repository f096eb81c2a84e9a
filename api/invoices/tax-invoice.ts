import { rupeesInWords } from '../../domain/amount-in-words.js';
import { TAX_PERCENT } from '../../domain/checkout.js';
import { formatDay, indianDay } from '../../domain/day.js';
import { gstStateOfCode } from '../../domain/gstin.js';
import { METRE_UQC, PIECE_UQC, placeOfSupply, REVERSE_CHARGE_LINE, taxSplit, type Supplier, type TaxSplit } from '../../domain/invoice.js';
import type { InvoiceRow } from '../repositories/invoices.js';

export interface InvoiceLine {
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  ratePaise: number;
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
}

/** Everything a GST tax invoice states (CGST Rule 46), worked out from the order; amounts in paise. */
export interface TaxInvoice {
  number: string;
  date: string;
  orderNumber: string;
  /** The buyer's purchase order ('Buyer's order no.') and the day they asked for delivery, when given; absent on invoices issued before. */
  buyerOrder?: { number: string | null; requestedDelivery: string | null };
  supplier: Supplier & { state: string; stateCode: string };
  buyer: { name: string; gstin: string | null; billingAddress: string | null; email: string };
  shipTo: { name: string; address: string };
  placeOfSupply: { name: string; code: string | undefined };
  lines: InvoiceLine[];
  taxablePaise: number;
  taxPercent: number;
  tax: TaxSplit;
  shippingPaise: number;
  totalPaise: number;
  totalInWords: string;
  reverseCharge: string;
}

/** What the line's price was: a free sample, a quote's negotiated price, or a list price a coupon discounted. */
const lineNote = (row: InvoiceRow) =>
  row.is_sample
    ? ', free sample cutting'
    : row.quote_id !== null
      ? `, quoted price (quote ${row.quote_id})`
      : row.coupon_code && row.discount_paise > 0
        ? `, discount: coupon ${row.coupon_code}`
        : '';

/** The invoice of one order. Its figures are the order's own, so the invoice total is the order total to the paisa. */
export function taxInvoice(row: InvoiceRow, supplier: Supplier): TaxInvoice {
  const supplierStateCode = supplier.gstin.slice(0, 2);
  const place = placeOfSupply(row.ship_state);
  const taxable = row.subtotal_paise - row.discount_paise;
  return {
    number: row.invoice_number,
    date: formatDay(indianDay(row.created_at)),
    orderNumber: row.order_number,
    buyerOrder: { number: row.po_number, requestedDelivery: row.requested_day && formatDay(row.requested_day) },
    supplier: { ...supplier, state: gstStateOfCode(supplierStateCode)?.name ?? '', stateCode: supplierStateCode },
    buyer: {
      name: row.buyer_company ?? row.ship_full_name,
      gstin: row.buyer_gstin,
      billingAddress: row.buyer_billing_address,
      email: row.buyer_email,
    },
    shipTo: {
      name: row.ship_full_name,
      address: [row.ship_address, row.ship_city, row.ship_state, row.ship_pin_code].filter(Boolean).join(', '),
    },
    placeOfSupply: place,
    lines: [
      {
        description: `${row.name} (${row.color})${lineNote(row)}`,
        hsn: row.hsn_code,
        quantity: row.quantity,
        unit: row.is_sample ? PIECE_UQC : METRE_UQC,
        ratePaise: row.unit_price_paise,
        grossPaise: row.subtotal_paise,
        discountPaise: row.discount_paise,
        taxablePaise: taxable,
      },
    ],
    taxablePaise: taxable,
    taxPercent: TAX_PERCENT,
    tax: taxSplit(row.tax_paise, place.code, supplierStateCode),
    shippingPaise: row.shipping_paise,
    totalPaise: row.total_paise,
    totalInWords: rupeesInWords(row.total_paise),
    reverseCharge: REVERSE_CHARGE_LINE,
  };
}
