// GST tax invoices (CGST Rule 46): serial numbers by financial year, HSN codes and the tax split.
import { indianDay } from './day.js';
import { gstStateNamed } from './gstin.js';

/** Every invoice number starts with this; with the year and a six-digit serial it stays within 16 characters. */
export const INVOICE_PREFIX = 'FM';

/** What a tax invoice of a placed order must say about reverse charge (Rule 46(p)). */
export const REVERSE_CHARGE_LINE = 'Tax payable on reverse charge: No';

export const INVOICE_MESSAGES = {
  /** A download asked while this buyer's (or the shop's) invoices are being drawn. */
  busy: 'Your invoices are being prepared. Please try again in a few seconds.',
  noPurchase: 'This purchase is not in your order history.',
  noCreditNote: 'This credit note is not among your orders.',
  einvoicingOff: 'This shop does not e-invoice (EINVOICE is not true): there is no key to verify with.',
  invoicedPerOrder: (purchase: string) =>
    `Purchase ${purchase} was placed before one invoice per purchase: each of its orders has its own tax invoice, under the order.`,
} as const;

/** The unit quantity codes (UQC): fabric sold by the metre, and a sample cutting as one piece. */
export const METRE_UQC = 'MTR';
export const PIECE_UQC = 'PCS';

/** The Indian financial year (April to March, India's calendar) of a moment, as its two two-digit years: '2627'. */
export function financialYear(at: Date): string {
  const [year, month] = indianDay(at).split('-').map(Number) as [number, number];
  const starts = month >= 4 ? year : year - 1;
  return `${String(starts % 100).padStart(2, '0')}${String((starts + 1) % 100).padStart(2, '0')}`;
}

/** A credit note's number starts with this, in a serial of its own: CN/2627/000001. */
export const CREDIT_NOTE_PREFIX = 'CN';
export const creditNoteNumber = (year: string, serial: number) => `${CREDIT_NOTE_PREFIX}/${year}/${String(serial).padStart(6, '0')}`;

/**
 * A replacement sent free under a claim is not a supply: it moves on a delivery challan (CGST Rule 55), numbered in a
 * serial of its own: DC/2627/000001.
 */
export const CHALLAN_PREFIX = 'DC';
export const challanNumber = (year: string, serial: number) => `${CHALLAN_PREFIX}/${year}/${String(serial).padStart(6, '0')}`;
export const isChallanNumber = (number: string) => number.startsWith(`${CHALLAN_PREFIX}/`);

/** What a replacement's delivery challan says about it. */
export const challanReason = (claim: string) =>
  `Replacement under ${claim}, sent free of charge: not a supply, so no GST is charged; it moves on this delivery challan (CGST Rule 55).`;

/** The digits an invoice number's serial is padded to (more when a year needs more). */
export const INVOICE_SERIAL_DIGITS = 6;
/** What every invoice number of the financial year begins with: FM/2627/. */
export const invoiceNumberPrefix = (year: string) => `${INVOICE_PREFIX}/${year}/`;
/** FM/2627/000123: the serial is unique within its financial year. */
export const invoiceNumber = (year: string, serial: number) =>
  `${invoiceNumberPrefix(year)}${String(serial).padStart(INVOICE_SERIAL_DIGITS, '0')}`;

/** HSN chapter headings of the catalogue's categories (4 digits); a category not listed uses woven cotton's. */
export const HSN_BY_CATEGORY: Readonly<Record<string, string>> = {
  Cotton: '5208',
  Linen: '5309',
  Rayon: '5408',
  Silk: '5007',
  Denim: '5209',
  Polyester: '5407',
  Viscose: '5516',
  Khadi: '5208',
  Wool: '5112',
  Blends: '5513',
  'Organic & Sustainable': '5516',
  Knits: '6006',
  'Jacquard & Dobby': '5209',
  'Corduroy & Velvet': '5801',
};
export const DEFAULT_HSN = '5208';

export type TaxSplit = { kind: 'intra'; cgstPaise: number; sgstPaise: number } | { kind: 'inter'; igstPaise: number };

/**
 * The order's tax as the invoice states it: CGST and SGST, half each, when the goods are delivered in the supplier's
 * own state; IGST otherwise. An odd paisa goes to SGST so that the two add up to the tax exactly.
 */
export function taxSplit(taxPaise: number, supplyStateCode: string | undefined, supplierStateCode: string): TaxSplit {
  if (supplyStateCode !== supplierStateCode) return { kind: 'inter', igstPaise: taxPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { kind: 'intra', cgstPaise, sgstPaise: taxPaise - cgstPaise };
}

/** The place of supply of a delivery address's state: its name and GST code, or the name as written when unknown. */
export function placeOfSupply(stateName: string): { name: string; code: string | undefined } {
  const state = gstStateNamed(stateName);
  return state ? { name: state.name, code: state.code } : { name: stateName.trim(), code: undefined };
}

/** The seller named on every invoice (Rule 46(a)); its state decides CGST + SGST against IGST. */
export interface Supplier {
  name: string;
  address: string;
  gstin: string;
  /**
   * A micro or small enterprise under the MSMED Act (its Udyam category): its buyers must pay within 45 days whatever
   * longer terms say (s.15), or lose the expense for income tax (s.43B(h)). Unset for a medium or large supplier.
   */
  msme?: 'micro' | 'small' | undefined;
}

/** Our registered office in Noida, Uttar Pradesh (state code 09); INVOICE_SUPPLIER_* settings replace it. */
export const DEFAULT_SUPPLIER: Supplier = {
  name: 'FabricMart Textiles Private Limited',
  address: 'Plot 14, Sector 63, Noida, Gautam Buddha Nagar, Uttar Pradesh 201301',
  gstin: '09AAFCF1970M1Z8',
};
