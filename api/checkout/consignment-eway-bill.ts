import { indianDay } from '../../domain/day.js';
import { EWAY_BILL_MESSAGES, ewayBillDate, needsEwayBill, pinCodeIn } from '../../domain/eway-bill.js';
import type { TransporterTracking } from '../../domain/dispatch.js';
import { placeOfSupply, type Supplier } from '../../domain/invoice.js';
import { formatRupees, paiseToRupees } from '../../domain/money.js';
import { estimatedRoadKm } from '../einvoice/pin-distance.js';
import type { EwayBillPartA, EwayBillPartB, EwayBillRegistry } from '../einvoice/eway-bills.js';
import { badRequest } from '../errors.js';
import type { InvoiceRow } from '../repositories/invoices.js';
import type { CheckedDispatch } from '../repositories/orders.js';

/** Where a consignment's e-way bill is generated, and who sends it. */
export interface Consignments {
  supplier: Supplier;
  ewayBills: EwayBillRegistry;
  /** Transporters whose consignments can be followed on their site. */
  trackingLinks: readonly TransporterTracking[];
}

/**
 * The e-way bill of a consignment (the orders leaving together) when it is worth more than ₹50,000 with tax: Part A
 * from the orders' invoices, Part B from the dispatch. Null below the limit. Its validity runs by distance: the one
 * entered, else the road distance estimated from the two PIN codes; a 400 when neither is known.
 */
export async function consignmentEwayBill(
  orders: InvoiceRow[],
  dispatch: CheckedDispatch,
  { supplier, ewayBills }: Consignments,
  at: Date,
) {
  const valuePaise = orders.reduce((sum, order) => sum + order.total_paise, 0);
  if (!needsEwayBill(valuePaise)) return null;
  const first = orders[0]!;
  const fromPinCode = pinCodeIn(supplier.address);
  const estimated = dispatch.distance_km === null ? estimatedRoadKm(fromPinCode, first.ship_pin_code) : null;
  const distanceKm = dispatch.distance_km ?? estimated;
  if (distanceKm === null) throw badRequest(EWAY_BILL_MESSAGES.distanceNeeded(formatRupees(paiseToRupees(valuePaise))));
  const taxable = (order: InvoiceRow) => order.subtotal_paise - order.discount_paise;
  const largest = orders.reduce((best, order) => (taxable(order) > taxable(best) ? order : best), first);
  const partA: EwayBillPartA = {
    supplierGstin: supplier.gstin,
    fromPinCode,
    buyerGstin: first.buyer_gstin ?? 'URP',
    toPinCode: first.ship_pin_code,
    toStateCode: placeOfSupply(first.ship_state).code ?? null,
    documentType: 'INV',
    documentNumbers: [...new Set(orders.map((order) => order.invoice_number))],
    documentDate: ewayBillDate(indianDay(first.created_at)),
    valuePaise,
    taxablePaise: orders.reduce((sum, order) => sum + taxable(order), 0),
    mainHsn: largest.hsn_code,
    reason: 'Supply',
  };
  const partB: EwayBillPartB = {
    mode: 'Road',
    vehicleNumber: dispatch.vehicle_number,
    transporterName: dispatch.transporter,
    transporterDocNumber: dispatch.lr_number,
    transporterDocDate: ewayBillDate(dispatch.dispatched_on),
    distanceKm,
    distanceEstimated: estimated !== null,
  };
  const registered = await ewayBills.generate(partA, partB, at);
  return { ...registered, partA, partB };
}
