import type { Selectable } from 'kysely';
import type { OrderItemsTable, OrdersTable } from '../db/types.js';

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
