-- A purchase's payment is authorised inside its transaction and captured once its orders are committed: each order
-- keeps the provider's payment id, and when it was captured (null until then, so an operator can see holds that a
-- failed capture left behind).
ALTER TABLE orders ADD COLUMN payment_id text;
ALTER TABLE orders ADD COLUMN payment_captured_at timestamptz;
CREATE INDEX orders_payment_idx ON orders (payment_id);
