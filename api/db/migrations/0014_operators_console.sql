-- The operators' console: retired fabrics, blocked buyers, hidden reviews, handled support requests,
-- each order's current stage on its row, and the activity trail of every operator action.

-- A retired fabric leaves the catalogue and search but stays in past orders. Every list index serves only the
-- products on sale (the list's WHERE always says `retired_at IS NULL`, which these partial indexes match).
ALTER TABLE products ADD COLUMN retired_at timestamptz;
DROP INDEX products_category_list_idx;
DROP INDEX products_subcategory_list_idx;
DROP INDEX products_yarn_count_list_idx;
DROP INDEX products_construction_list_idx;
DROP INDEX products_end_use_list_idx;
DROP INDEX products_deal_list_idx;
DROP INDEX products_price_idx;
DROP INDEX products_rating_idx;
DROP INDEX products_gsm_idx;
DROP INDEX products_list_idx;
CREATE INDEX products_category_list_idx ON products (category_id, id DESC) WHERE retired_at IS NULL;
CREATE INDEX products_subcategory_list_idx ON products (subcategory_id, id DESC) WHERE retired_at IS NULL;
CREATE INDEX products_yarn_count_list_idx ON products (yarn_count, id DESC) WHERE retired_at IS NULL;
CREATE INDEX products_construction_list_idx ON products (construction, id DESC) WHERE retired_at IS NULL;
CREATE INDEX products_end_use_list_idx ON products (end_use, id DESC) WHERE retired_at IS NULL;
CREATE INDEX products_deal_list_idx ON products (id DESC) WHERE is_deal AND retired_at IS NULL;
CREATE INDEX products_price_idx ON products (shown_price_paise, id) WHERE retired_at IS NULL;
CREATE INDEX products_rating_idx ON products (rating_average, id) WHERE retired_at IS NULL;
CREATE INDEX products_gsm_idx ON products (gsm, id) WHERE retired_at IS NULL;
CREATE INDEX products_list_idx ON products (id DESC)
  INCLUDE (category_id, subcategory_id, rating_average, gsm, shown_price_paise, is_deal, yarn_count, construction, end_use)
  WHERE retired_at IS NULL;
-- The console's own list of fabrics, by name or newest first, retired ones included.
CREATE INDEX products_name_trigram_idx ON products USING gin (lower(name) gin_trgm_ops);

DROP TRIGGER products_catalogue_version_update ON products;
CREATE TRIGGER products_catalogue_version_update AFTER UPDATE OF
  id, name, description, category_id, subcategory_id, fabric_type, pattern, yarn_count, construction, end_use, gsm,
  width_inches, created_at, shown_price_paise, is_deal, first_stock, retired_at
  ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

-- A blocked buyer cannot sign in, and every session of theirs stops working at once.
ALTER TABLE users ADD COLUMN blocked_at timestamptz;
CREATE INDEX users_search_trigram_idx ON users USING gin ((lower(name) || ' ' || lower(email)) gin_trgm_ops);

-- A hidden review leaves its product's page, average and count.
ALTER TABLE reviews ADD COLUMN hidden_at timestamptz;
CREATE INDEX reviews_newest_idx ON reviews (created_at DESC, id DESC);

CREATE OR REPLACE FUNCTION reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  rated boolean := TG_OP <> 'UPDATE';
BEGIN
  SELECT array_agg(DISTINCT product_id) INTO ids FROM changed_rows;
  IF ids IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    rated := EXISTS (SELECT 1 FROM changed_rows n JOIN earlier_rows o USING (id)
      WHERE n.rating <> o.rating OR (n.hidden_at IS NULL) <> (o.hidden_at IS NULL));
  END IF;
  PERFORM catalogue_changed(
    (SELECT array_agg('reviews:' || id) FROM unnest(ids) AS id)
    || CASE WHEN rated THEN (SELECT array_agg('product:' || id) FROM unnest(ids) AS id) || ARRAY['ratings'] ELSE '{}'::text[] END);
  RETURN NULL;
END $$;

-- Support requests: handled or not, and when last answered.
ALTER TABLE support_requests ADD COLUMN handled_at timestamptz, ADD COLUMN replied_at timestamptz;
CREATE INDEX support_requests_open_idx ON support_requests (created_at DESC) WHERE handled_at IS NULL;

-- Each order's current stage, kept by its tracking entries, so the console lists orders by stage from an index.
ALTER TABLE orders ADD COLUMN stage text NOT NULL DEFAULT 'Ordered Placed'
  CHECK (stage IN ('Ordered Placed', 'Ongoing', 'Shipped', 'Delivered', 'Cancelled'));
UPDATE orders o SET stage = t.status
  FROM (SELECT DISTINCT ON (order_id) order_id, status FROM order_tracking ORDER BY order_id, created_at DESC, id DESC) t
  WHERE t.order_id = o.id AND o.stage <> t.status;
CREATE FUNCTION orders_follow_tracking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET stage = n.status
    FROM (SELECT DISTINCT ON (order_id) order_id, status FROM changed ORDER BY order_id, created_at DESC, id DESC) n
    WHERE o.id = n.order_id AND o.stage <> n.status;
  RETURN NULL;
END $$;
CREATE TRIGGER order_tracking_stage AFTER INSERT ON order_tracking
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION orders_follow_tracking();
CREATE INDEX orders_stage_idx ON orders (stage, id DESC);

-- Every operator action, written in the transaction of the change it records.
CREATE TABLE admin_activity (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  operator_email text NOT NULL,
  kind text NOT NULL CHECK (kind ~ '^[a-z]+\.[a-z]+$'),
  object_type text NOT NULL,
  object_id text NOT NULL,
  summary text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_activity_newest_idx ON admin_activity (id DESC);
CREATE INDEX admin_activity_operator_idx ON admin_activity (operator_email, id DESC);
CREATE INDEX admin_activity_kind_idx ON admin_activity (kind, id DESC);
CREATE INDEX admin_activity_object_type_idx ON admin_activity (object_type, id DESC);
