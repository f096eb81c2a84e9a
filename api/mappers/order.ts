import { buyerMayCancel, mayMove, PENDING_STATUS, type OrderStatus } from '../../domain/order-stages.js';
import { claimableMetres, DEFAULT_CLAIM_WINDOW_DAYS } from '../../domain/claims.js';
import { ewayBillCancelDeadline } from '../../domain/eway-bill-changes.js';
import { irnCancelDeadline } from '../../domain/irn-cancellation.js';
import { paiseToRupees } from '../../domain/money.js';
import type { RestOrder } from '../../domain/rest/checkout.js';
import type { OrderRow, TrackingRow } from '../repositories/order-rows.js';

/** What an order's tracking says of it now. */
export interface OrderState {
  status: OrderStatus;
  delayed: boolean;
  /** The buyer may still cancel it (domain/order-stages.ts). */
  cancellable: boolean;
}

/** Status, delay and whether it may still be cancelled, from the tracking entries in order (SPEC §4, §9). */
export function orderState(createdAt: Date, tracking: TrackingRow[], now: Date): OrderState {
  const latest = tracking.at(-1);
  const status = latest?.status ?? PENDING_STATUS;
  return { status, delayed: latest?.is_error ?? false, cancellable: buyerMayCancel(status, createdAt, now) };
}

/** Until when a claim may be opened on the order: its delivery plus the window, while that is ahead; else null. */
function claimUntil(row: OrderRow, tracking: TrackingRow[], now: Date, windowDays: number): string | null {
  const delivered = tracking.find((entry) => entry.status === 'Delivered');
  if (row.is_sample || !delivered || tracking.at(-1)?.status !== 'Delivered') return null;
  if (claimableMetres(row.quantity, row.claim_made_good) === 0) return null;
  const until = new Date(delivered.created_at.getTime() + windowDays * 24 * 60 * 60 * 1000);
  return until > now ? until.toISOString() : null;
}

/**
 * Until when the invoice's IRN may be cancelled at the portal, while that is ahead, it is not, and the order has not
 * left (goods that have left are not cancelled with their invoice); else null.
 */
function irnCancelUntil(row: OrderRow, status: string, now: Date): string | null {
  if (!row.irn || !row.irn_ack_date || row.irn_cancelled_at) return null;
  if (!mayMove(status, 'cancelWithIrn')) return null;
  const until = irnCancelDeadline(row.irn_ack_date);
  return until > now ? until.toISOString() : null;
}

/** Until when the consignment's e-way bill may be cancelled: 24 hours from its generation, while in transit. */
function ewayBillCancelUntil(row: OrderRow, status: string, now: Date): string | null {
  if (!row.eway_bill_number || !row.eway_bill_created_at || row.eway_bill_cancelled_at || !mayMove(status, 'changeConsignment'))
    return null;
  const until = ewayBillCancelDeadline(row.eway_bill_created_at);
  return until > now ? until.toISOString() : null;
}

export function rowToOrder(row: OrderRow, tracking: TrackingRow[], now: Date, claimWindowDays = DEFAULT_CLAIM_WINDOW_DAYS): RestOrder {
  const state = orderState(row.created_at, tracking, now);
  const images = row.images ?? [];
  return {
    _id: String(row.id),
    orderId: row.order_number,
    purchaseId: row.purchase_number,
    invoiceNumber: row.invoice_number,
    irn: row.irn,
    signedQrCode: row.signed_qr_code,
    irnCancelled: row.irn_cancelled_at !== null,
    irnCancelUntil: irnCancelUntil(row, state.status, now),
    creditNoteNumber: row.credit_note_number,
    creditNoteId: row.credit_note_id === null ? null : String(row.credit_note_id),
    claim: row.claim_id === null ? null : { _id: String(row.claim_id), status: row.claim_status! },
    claimUntil: claimUntil(row, tracking, now, claimWindowDays),
    claimableMetres: claimableMetres(row.quantity, row.claim_made_good),
    productId: String(row.product_id),
    item: {
      name: row.name,
      description: row.description,
      quantity: row.quantity,
      price: paiseToRupees(row.unit_price_paise * row.quantity),
      color: row.color,
      image: images[0] ?? null,
      isSample: row.is_sample,
      productVarieties: [{ color: row.color, images }],
    },
    orderStatus: state.status,
    delayed: state.delayed,
    cancellable: state.cancellable,
    trackingDetails: tracking.map((entry) => ({
      status: entry.status,
      message: entry.message,
      time: entry.created_at.toISOString(),
      isError: entry.is_error,
      isActive: entry.is_active,
    })),
    shipment: { date: row.shipment_day ?? '', estimatedDelivery: row.delivery_day ?? '', option: row.shipping_option },
    shippingAddress: {
      fullName: row.ship_full_name,
      phone: row.ship_phone,
      address: row.ship_address,
      city: row.ship_city,
      state: row.ship_state,
      pinCode: row.ship_pin_code,
      country: row.ship_country,
    },
    paymentMethod: row.payment_method,
    couponCode: row.coupon_code,
    quoteId: row.quote_id === null ? null : String(row.quote_id),
    poNumber: row.po_number,
    requestedDelivery: row.requested_day,
    pricing: {
      subTotal: paiseToRupees(row.subtotal_paise),
      discount: paiseToRupees(row.discount_paise),
      estimatedShippingHandling: paiseToRupees(row.shipping_paise),
      estimatedTax: paiseToRupees(row.tax_paise),
      taxRates: [row.tax_percent],
      total: paiseToRupees(row.total_paise),
    },
    createdAt: row.created_at.toISOString(),
    dispatch:
      row.transporter === null
        ? null
        : {
            transporter: row.transporter,
            lrNumber: row.lr_number!,
            vehicleNumber: row.vehicle_number,
            date: row.dispatch_day!,
            // A cancelled e-way bill no longer travels with the goods: the buyer sees none until another is generated.
            ewayBillNumber: row.eway_bill_cancelled_at ? null : row.eway_bill_number,
            ewayBillValidUntil: row.eway_bill_cancelled_at ? null : (row.eway_bill_valid_until?.toISOString() ?? null),
            ewayBillCancelled: row.eway_bill_cancelled_at !== null,
            ewayBillCancelUntil: ewayBillCancelUntil(row, state.status, now),
            trackingUrl: row.tracking_url,
            photos: row.dispatch_photos ?? [],
          },
  };
}
