-- Checkout and orders: one order per cart line, the lines of one Place Order sharing a purchase number;
-- idempotent placement; operators' coupons.

ALTER TABLE orders
  ADD COLUMN purchase_number text NOT NULL DEFAULT '',
  ADD COLUMN shipment_date date;
CREATE INDEX orders_purchase_idx ON orders (purchase_number);
-- SPEC §3: an order is one item.
CREATE UNIQUE INDEX order_items_one_per_order_idx ON order_items (order_id);
DROP INDEX orders_user_idx;
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC);
CREATE INDEX order_tracking_order_id_idx ON order_tracking (order_id, id);

-- A Place Order's Idempotency-Key: written in the same transaction as the orders it placed (or the refusal it got),
-- so a retry with the same key waits for the first to finish and then gets its answer.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 8 AND 100),
  request_hash text NOT NULL,
  status_code integer NOT NULL DEFAULT 0,
  answer text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
