import type { Selectable } from 'kysely';
import type { OrderItemsTable, OrdersTable, OrderTrackingTable } from '../db/types.js';
import type { ClaimStatus } from '../../domain/claims.js';

// The rows an order is read as: its own columns, its item's, its tracking, and what a read of it joins.

/** What every read of an order takes of its own row: whose it is, its numbers, its sums, where it goes, its references. */
export type OrderColumns = Pick<
  Selectable<OrdersTable>,
  | 'id'
  | 'user_id'
  | 'order_number'
  | 'purchase_number'
  | 'invoice_number'
  | 'created_at'
  | 'payment_method'
  | 'subtotal_paise'
  | 'discount_paise'
  | 'shipping_paise'
  | 'tax_paise'
  | 'tax_percent'
  | 'total_paise'
  | 'coupon_code'
  | 'quote_id'
  | 'po_number'
  | 'ship_full_name'
  | 'ship_address'
  | 'ship_city'
  | 'ship_state'
  | 'ship_pin_code'
>;

/** What every read of an order takes of its one item. */
export type ItemColumns = Pick<Selectable<OrderItemsTable>, 'name' | 'color' | 'quantity' | 'unit_price_paise' | 'is_sample'>;

/** One tracking entry of an order. */
export type TrackingRow = Omit<Selectable<OrderTrackingTable>, 'id'>;

/** An order with its one item (the tables' columns as they are), its days as YYYY-MM-DD, and what it joins. */
export type OrderRow = OrderColumns &
  ItemColumns &
  Pick<Selectable<OrdersTable>, 'shipping_option' | 'ship_phone' | 'ship_country'> &
  Pick<Selectable<OrderItemsTable>, 'product_id' | 'variety_id' | 'description'> &
  OrderJoins;

/** What an order's row reads beside its own columns: its days, colour's photos, consignment, documents and claim. */
interface OrderJoins {
  shipment_day: string | null;
  delivery_day: string | null;
  requested_day: string | null;
  images: string[] | null;
  transporter: string | null;
  lr_number: string | null;
  vehicle_number: string | null;
  dispatch_day: string | null;
  eway_bill_number: string | null;
  eway_bill_valid_until: Date | null;
  eway_bill_created_at: Date | null;
  eway_bill_cancelled_at: Date | null;
  tracking_url: string | null;
  dispatch_photos: string[] | null;
  /** The credit note a cancellation issued. */
  credit_note_id: number | null;
  credit_note_number: string | null;
  /** The invoice's IRN, its SignedQRCode, its acknowledgement time, and its cancellation. */
  irn: string | null;
  signed_qr_code: string | null;
  irn_ack_date: string | null;
  irn_cancelled_at: Date | null;
  /** Its latest claim, if any, and the metres its settled claims made good. */
  claim_id: number | null;
  claim_status: ClaimStatus | null;
  claim_made_good: number;
}
