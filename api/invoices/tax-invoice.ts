import { rupeesInWords } from '../../domain/amount-in-words.js';
import { formatDay, indianDay } from '../../domain/day.js';
import { gstStateOfCode } from '../../domain/gstin.js';
import {
  challanReason,
  METRE_UQC,
  PIECE_UQC,
  placeOfSupply,
  REVERSE_CHARGE_LINE,
  taxSplit,
  type Supplier,
  type TaxSplit,
} from '../../domain/invoice.js';
import type { PayTo } from '../../domain/pay-to.js';
import { ON_ACCOUNT } from '../../domain/company-credit.js';
import type { Registration } from '../einvoice/irn.js';
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
  /** The line's GST (absent on invoices issued before one invoice per purchase: their one line's tax is the total). */
  taxPaise?: number;
  /** The line's GST rate, by its HSN (absent on invoices issued before rates by HSN: the invoice's taxPercent). */
  taxPercent?: number;
}

/** The tax at one rate: its lines' taxable value and their GST, split as the invoice's is. */
export interface RateTax {
  percent: number;
  taxablePaise: number;
  tax: TaxSplit;
}

/** Everything a GST tax invoice states (CGST Rule 46), worked out from the order; amounts in paise. */
export interface TaxInvoice {
  number: string;
  date: string;
  /** The date as YYYY-MM-DD (absent on invoices issued before e-invoicing). */
  day?: string;
  /** Its registration with the Invoice Registration Portal, when the supplier e-invoices and the buyer has a GSTIN. */
  einvoice?: Registration;
  /** The order it was issued for; for an invoice of a whole purchase, its orders one per line. */
  orderNumber: string;
  /** The purchase (one Place Order) it covers; absent on invoices issued per order before. */
  purchaseNumber?: string;
  /** The buyer's purchase order ('Buyer's order no.') and the day they asked for delivery, when given; absent on invoices issued before. */
  buyerOrder?: { number: string | null; requestedDelivery: string | null };
  supplier: Supplier & { state: string; stateCode: string };
  buyer: { name: string; gstin: string | null; billingAddress: string | null; email: string };
  shipTo: { name: string; address: string };
  placeOfSupply: { name: string; code: string | undefined };
  lines: InvoiceLine[];
  taxablePaise: number;
  /** The first line's GST rate: on invoices issued before rates by HSN, every line's. */
  taxPercent: number;
  tax: TaxSplit;
  /** The tax rate by rate, lowest first (absent on invoices issued before rates by HSN). */
  taxes?: RateTax[];
  shippingPaise: number;
  totalPaise: number;
  totalInWords: string;
  reverseCharge: string;
  /** A replacement sent free under a claim moves on a delivery challan, not a tax invoice: why (absent on invoices). */
  challan?: { reason: string };
  /**
   * On the company's credit: the day it falls due and where to pay, as they stood when it was issued (absent when it
   * was paid at checkout, and on invoices issued before).
   */
  onAccount?: { due: string; payTo: PayTo | null };
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

/**
 * The invoice of one purchase: a line per order (samples at ₹0 included), in order. Its figures are the orders' own, so
 * the invoice total is the sum of the order totals to the paisa.
 */
export function taxInvoice(orders: InvoiceRow[], supplier: Supplier, payTo: PayTo | null = null): TaxInvoice {
  const first = orders[0]!;
  const supplierStateCode = supplier.gstin.slice(0, 2);
  const place = placeOfSupply(first.ship_state);
  const sum = (amount: (order: InvoiceRow) => number) => orders.reduce((total, order) => total + amount(order), 0);
  const taxable = (order: InvoiceRow) => order.subtotal_paise - order.discount_paise;
  const several = orders.length > 1;
  return {
    number: first.invoice_number,
    date: formatDay(indianDay(first.created_at)),
    day: indianDay(first.created_at),
    orderNumber: several ? orders.map((order) => order.order_number).join(', ') : first.order_number,
    purchaseNumber: first.purchase_number,
    buyerOrder: { number: first.po_number, requestedDelivery: first.requested_day && formatDay(first.requested_day) },
    supplier: { ...supplier, state: gstStateOfCode(supplierStateCode)?.name ?? '', stateCode: supplierStateCode },
    buyer: {
      name: first.buyer_company ?? first.ship_full_name,
      gstin: first.buyer_gstin,
      billingAddress: first.buyer_billing_address,
      email: first.buyer_email,
    },
    shipTo: {
      name: first.ship_full_name,
      address: [first.ship_address, first.ship_city, first.ship_state, first.ship_pin_code].filter(Boolean).join(', '),
    },
    placeOfSupply: place,
    lines: orders.map((order) => ({
      description: `${order.name} (${order.color})${lineNote(order)}${several ? `, order ${order.order_number}` : ''}`,
      hsn: order.hsn_code,
      quantity: order.quantity,
      unit: order.is_sample ? PIECE_UQC : METRE_UQC,
      ratePaise: order.unit_price_paise,
      grossPaise: order.subtotal_paise,
      discountPaise: order.discount_paise,
      taxablePaise: taxable(order),
      taxPaise: order.tax_paise,
      taxPercent: order.tax_percent,
    })),
    taxablePaise: sum(taxable),
    taxPercent: first.tax_percent,
    tax: taxSplit(
      sum((order) => order.tax_paise),
      place.code,
      supplierStateCode,
    ),
    taxes: [...new Set(orders.map((order) => order.tax_percent))]
      .sort((a, b) => a - b)
      .map((percent) => {
        const atRate = orders.filter((order) => order.tax_percent === percent);
        return {
          percent,
          taxablePaise: atRate.reduce((total, order) => total + taxable(order), 0),
          tax: taxSplit(
            atRate.reduce((total, order) => total + order.tax_paise, 0),
            place.code,
            supplierStateCode,
          ),
        };
      }),
    shippingPaise: sum((order) => order.shipping_paise),
    totalPaise: sum((order) => order.total_paise),
    totalInWords: rupeesInWords(sum((order) => order.total_paise)),
    reverseCharge: REVERSE_CHARGE_LINE,
    ...(first.is_replacement ? { challan: { reason: challanReason(first.po_number ?? 'a claim') } } : {}),
    ...(first.payment_method === ON_ACCOUNT && first.due_day && !first.is_replacement
      ? { onAccount: { due: formatDay(first.due_day), payTo } }
      : {}),
  };
}
