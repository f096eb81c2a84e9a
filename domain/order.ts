/** Addresses, checkout and orders as the SPA sees them (the BFF's shapes), and SPEC §4's tracking timeline. */
import type { Cart } from './cart.js';
import { ORDER_STAGES, type OrderStage } from './order-stages.js';

export interface Address {
  id: string;
  name: string;
  tag?: string | null;
  address: string;
  city: string;
  state: string;
  pinCode?: string | null;
  phone: string;
  country: string;
  selected: boolean;
}

export interface PriceBreakdown {
  subTotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  /** GST rates in percent, lowest first. */
  taxRates: readonly number[];
}

interface ShippingChoice {
  id: string;
  name: string;
  description: string;
  price: number;
  estimatedDelivery: string;
  requiresDateSelection: boolean;
}

export interface CheckoutSummary {
  shipping: string;
  cart: Cart;
  address?: Address | null;
  shippingOptions: ShippingChoice[];
  pricing: PriceBreakdown;
  /** Pay on account, when the buyer's company is on Net terms. */
  onAccount?: { company: string; terms: string; available: number; holdReason?: string | null; dueDate: string } | null;
  /** The order is above the Buyer's limits: why, the sentence, and the payment methods that fit. */
  approval?: { why: string; message: string; methods: string[] } | null;
}

export interface TrackingEntry {
  status: string;
  message: string;
  time: string;
  isError: boolean;
  isActive: boolean;
}

export interface Order {
  id: string;
  orderId: string;
  purchaseId: string;
  /** The GST tax invoice's number, FM/2627/000123. */
  invoiceNumber: string;
  /** The GST credit note its cancellation issued. */
  creditNoteNumber?: string | null;
  creditNoteId?: string | null;
  /** Its latest fabric claim, and until when one may be opened (ISO time; null when it may not). */
  claim?: { id: string; status: string } | null;
  claimUntil?: string | null;
  /** The metres a claim may still be about: the order's less what earlier claims made good. */
  claimableMetres: number;
  productId: string;
  status: string;
  delayed: boolean;
  cancellable: boolean;
  shipmentDate: string;
  estimatedDelivery: string;
  shippingOption: string;
  paymentMethod: string;
  /** The coupon that discounted this line (list-price lines only) and the accepted quote it was bought at. */
  couponCode?: string | null;
  quoteId?: string | null;
  /** The buyer's purchase order number and requested delivery day (YYYY-MM-DD), when given at checkout. */
  poNumber?: string | null;
  requestedDelivery?: string | null;
  createdAt: string;
  item: { name: string; description: string; quantity: number; price: number; color: string; image?: string | null; isSample?: boolean };
  tracking: TrackingEntry[];
  shippingAddress: {
    fullName: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    pinCode?: string | null;
    country: string;
  };
  pricing: PriceBreakdown;
  /** From Shipped on: how it left the mill. */
  dispatch?: {
    transporter: string;
    lrNumber: string;
    vehicleNumber?: string | null;
    date: string;
    ewayBillNumber?: string | null;
    ewayBillValidUntil?: string | null;
    trackingUrl?: string | null;
    /** Photos of the consignment as it left. */
    photos?: string[];
  } | null;
}

/** Where an address is, in one line: 'Asha Textiles, 14 Ring Road, Surat, Gujarat 395002'. */
export const addressLine = (
  name: string,
  at: { address: string; city: string; state: string; pinCode?: string | null | undefined },
): string => `${name}, ${at.address}, ${at.city}, ${at.state}${at.pinCode ? ` ${at.pinCode}` : ''}`;

export interface Purchase {
  message: string;
  purchaseId: string;
  orders: Order[];
  pricing: PriceBreakdown;
  /** Set when the order waits for the company's approval: nothing was placed, `message` says why. */
  approvalId?: string | null;
}

type TimelineRow =
  | { kind: 'stage'; stage: OrderStage; entry: TrackingEntry }
  | { kind: 'placeholder'; stage: OrderStage; text: string }
  | { kind: 'error'; entry: TrackingEntry }
  | { kind: 'note'; entry: TrackingEntry };

/**
 * SPEC §4 tracking: the five stages in order, each with the entry that reached it or the placeholder 'Your Order is
 * not {stage} yet'; an error entry (a delay) comes right after the last stage reached when it was recorded, so a delay
 * while Ongoing stays under Ongoing after the order ships. A later entry at a stage already reached (the consignment
 * moved to another vehicle) is a note under it, in the order recorded. Entries arrive in the order they were recorded.
 */
export function trackingTimeline(tracking: TrackingEntry[]): TimelineRow[] {
  const reached = new Map<string, TrackingEntry>();
  /** Delays and notes by the index of the stage last reached before each (-1: before any). */
  const after = new Map<number, TimelineRow[]>();
  let current = -1;
  const add = (row: TimelineRow) => after.set(current, [...(after.get(current) ?? []), row]);
  for (const entry of tracking) {
    if (entry.isError) add({ kind: 'error', entry });
    else if (reached.has(entry.status)) add({ kind: 'note', entry });
    else {
      reached.set(entry.status, entry);
      current = Math.max(current, ORDER_STAGES.indexOf(entry.status as OrderStage));
    }
  }
  const rows: TimelineRow[] = [...(after.get(-1) ?? [])];
  ORDER_STAGES.forEach((stage, index) => {
    const entry = reached.get(stage);
    rows.push(entry ? { kind: 'stage', stage, entry } : { kind: 'placeholder', stage, text: placeholderOf(stage) });
    rows.push(...(after.get(index) ?? []));
  });
  return rows;
}

/**
 * SPEC's 'Your Order is not {stage} yet' for a stage not reached, except Cancelled: "not Cancelled yet" reads as if a
 * cancellation were on its way.
 */
export const placeholderOf = (stage: OrderStage) =>
  stage === 'Cancelled' ? 'Your order has not been cancelled' : `Your Order is not ${stage} yet`;

/** Orders in a row that one Place Order made, under their purchase number (Order History shows a purchase as one). */
export function groupByPurchase<T extends Pick<Order, 'purchaseId'>>(orders: readonly T[]): { purchaseId: string; orders: T[] }[] {
  const groups: { purchaseId: string; orders: T[] }[] = [];
  for (const order of orders) {
    const last = groups.at(-1);
    if (last && last.purchaseId === order.purchaseId) last.orders.push(order);
    else groups.push({ purchaseId: order.purchaseId, orders: [order] });
  }
  return groups;
}
