-- 'Tell me when it is back': a buyer waiting for a sold-out colour. One row per buyer and colour while it waits; the
-- row goes when an operator's restock sends its email, so the buyer hears once per restock and may ask again.
CREATE TABLE stock_alerts (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  variety_id integer NOT NULL REFERENCES product_varieties (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (variety_id, user_id)
);
CREATE INDEX stock_alerts_user_idx ON stock_alerts (user_id);
