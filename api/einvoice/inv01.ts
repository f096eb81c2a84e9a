import { pinCodeIn } from '../../domain/eway-bill.js';
import { paiseToRupees } from '../../domain/money.js';
import type { TaxInvoice } from '../invoices/tax-invoice.js';
import type { EinvoiceDocType } from './irn.js';

/** DD/MM/YYYY of a YYYY-MM-DD day, as the e-invoice schema writes dates. */
const schemaDate = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** One line's GST as the schema splits it: CGST and SGST (an odd paisa to SGST) inside the state, IGST outside. */
function lineTax(taxPaise: number, intra: boolean) {
  const cgst = intra ? Math.floor(taxPaise / 2) : 0;
  return {
    IgstAmt: paiseToRupees(intra ? 0 : taxPaise),
    CgstAmt: paiseToRupees(cgst),
    SgstAmt: paiseToRupees(intra ? taxPaise - cgst : 0),
  };
}

/**
 * An invoice (or credit note) as the Invoice Registration Portal takes it, schema INV-01 v1.1: transaction, document,
 * seller, buyer, items with their HSN codes, and the values; amounts in rupees. Only B2B documents (a buyer with a
 * GSTIN) are e-invoiced.
 */
export function inv01(invoice: TaxInvoice & { day: string }, type: EinvoiceDocType) {
  const intra = invoice.tax.kind === 'intra';
  const buyerGstin = invoice.buyer.gstin!;
  const total = (pick: (tax: ReturnType<typeof lineTax>) => number) =>
    paiseToRupees(invoice.lines.reduce((sum, line) => sum + Math.round(pick(lineTax(line.taxPaise ?? 0, intra)) * 100), 0));
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
    DocDtls: { Typ: type, No: invoice.number, Dt: schemaDate(invoice.day) },
    SellerDtls: {
      Gstin: invoice.supplier.gstin,
      LglNm: invoice.supplier.name,
      Addr1: invoice.supplier.address.slice(0, 100),
      Loc: invoice.supplier.state,
      Pin: Number(pinCodeIn(invoice.supplier.address) ?? 0),
      Stcd: invoice.supplier.stateCode,
    },
    BuyerDtls: {
      Gstin: buyerGstin,
      LglNm: invoice.buyer.name,
      Pos: invoice.placeOfSupply.code ?? buyerGstin.slice(0, 2),
      Addr1: (invoice.buyer.billingAddress ?? invoice.shipTo.address).slice(0, 100),
      Loc: invoice.placeOfSupply.name,
      Pin: Number(pinCodeIn(invoice.buyer.billingAddress ?? invoice.shipTo.address) ?? 0),
      Stcd: buyerGstin.slice(0, 2),
    },
    ItemList: invoice.lines.map((line, index) => ({
      SlNo: String(index + 1),
      PrdDesc: line.description.slice(0, 300),
      IsServc: 'N',
      HsnCd: line.hsn,
      Qty: line.quantity,
      Unit: line.unit,
      UnitPrice: paiseToRupees(line.ratePaise),
      TotAmt: paiseToRupees(line.grossPaise),
      Discount: paiseToRupees(line.discountPaise),
      AssAmt: paiseToRupees(line.taxablePaise),
      GstRt: line.taxPercent ?? invoice.taxPercent,
      ...lineTax(line.taxPaise ?? 0, intra),
      TotItemVal: paiseToRupees(line.taxablePaise + (line.taxPaise ?? 0)),
    })),
    ValDtls: {
      AssVal: paiseToRupees(invoice.taxablePaise),
      CgstVal: total((tax) => tax.CgstAmt),
      SgstVal: total((tax) => tax.SgstAmt),
      IgstVal: total((tax) => tax.IgstAmt),
      OthChrg: paiseToRupees(invoice.shippingPaise),
      TotInvVal: paiseToRupees(invoice.totalPaise),
    },
  };
}

export type Inv01Document = ReturnType<typeof inv01>;
