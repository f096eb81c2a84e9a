-- Free samples: a buyer may ask for one cutting of one colour of a fabric, free, once ever per fabric.
-- Samples wait in the cart beside the metre lines (at most 5), take no stock, and are ordered with the cart: an
-- order of samples alone pays a flat sample shipping. sample_orders keeps "once ever" true even under concurrent
-- orders: its primary key refuses a second.
CREATE TABLE cart_samples (
  user_id integer NOT NULL REFERENCES carts (user_id) ON DELETE CASCADE,
  variety_id integer NOT NULL REFERENCES product_varieties (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, variety_id),
  UNIQUE (user_id, product_id)
);

CREATE TABLE sample_orders (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, product_id)
);

ALTER TABLE order_items ADD COLUMN is_sample boolean NOT NULL DEFAULT false;
ALTER TABLE order_items DROP CONSTRAINT order_items_unit_price_paise_check;
ALTER TABLE order_items ADD CONSTRAINT order_items_price_check
  CHECK (CASE WHEN is_sample THEN unit_price_paise = 0 AND quantity = 1 ELSE unit_price_paise > 0 END);
