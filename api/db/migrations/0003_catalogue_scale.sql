-- The catalogue at 100,000 products: what the list filters on lives on products, every filter has an index that
-- serves it in list order (newest first, id DESC), and a catalogue version says when cached answers went stale.

-- The first colour's shown price, deal flag and stock, kept right by a trigger on every write to a first colour.
ALTER TABLE products
  ADD COLUMN shown_price_paise integer NOT NULL DEFAULT 0,
  ADD COLUMN is_deal boolean NOT NULL DEFAULT false,
  ADD COLUMN first_stock integer NOT NULL DEFAULT 0;

UPDATE products p
  SET shown_price_paise = v.shown_price_paise, is_deal = v.discounted_price_paise IS NOT NULL, first_stock = v.stock
  FROM product_varieties v
  WHERE v.product_id = p.id AND v.position = 0;

CREATE FUNCTION products_follow_first_colour() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products
    SET shown_price_paise = NEW.shown_price_paise, is_deal = NEW.discounted_price_paise IS NOT NULL, first_stock = NEW.stock
    WHERE id = NEW.product_id
      AND (shown_price_paise, is_deal, first_stock) IS DISTINCT FROM (NEW.shown_price_paise, NEW.discounted_price_paise IS NOT NULL, NEW.stock);
  RETURN NULL;
END $$;

CREATE TRIGGER product_varieties_first_colour
  AFTER INSERT OR UPDATE ON product_varieties
  FOR EACH ROW WHEN (NEW.position = 0)
  EXECUTE FUNCTION products_follow_first_colour();

-- One index per filter, in list order; equality filters lead with their column.
DROP INDEX products_category_idx;
DROP INDEX products_subcategory_idx;
DROP INDEX products_rating_idx;
DROP INDEX products_gsm_idx;
DROP INDEX products_yarn_count_idx;
DROP INDEX products_construction_idx;
DROP INDEX products_end_use_idx;
CREATE INDEX products_category_list_idx ON products (category_id, id DESC);
CREATE INDEX products_subcategory_list_idx ON products (subcategory_id, id DESC);
CREATE INDEX products_yarn_count_list_idx ON products (yarn_count, id DESC);
CREATE INDEX products_construction_list_idx ON products (construction, id DESC);
CREATE INDEX products_end_use_list_idx ON products (end_use, id DESC);
CREATE INDEX products_deal_list_idx ON products (id DESC) WHERE is_deal;
CREATE INDEX products_price_idx ON products (shown_price_paise, id);
CREATE INDEX products_rating_idx ON products (rating_average, id);
CREATE INDEX products_gsm_idx ON products (gsm, id);
-- Every filter column beside the id: a combination of filters is answered by one backward index-only scan that
-- stops at the page, never touching the table.
CREATE INDEX products_list_idx ON products (id DESC)
  INCLUDE (category_id, subcategory_id, rating_average, gsm, shown_price_paise, is_deal, yarn_count, construction, end_use);

DROP INDEX product_varieties_first_price_idx;
DROP INDEX product_varieties_first_deal_idx;
CREATE INDEX product_varieties_product_idx ON product_varieties (product_id, position);

-- The catalogue version: bumped by every statement that changes what the catalogue shows, inside its transaction,
-- and announced on commit (NOTIFY catalogue_version) so every process drops what it cached.
CREATE TABLE catalogue_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL
);
INSERT INTO catalogue_version (version) VALUES (1);

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  UPDATE catalogue_version SET version = version + 1 RETURNING version INTO next;
  PERFORM pg_notify('catalogue_version', next::text);
  RETURN NULL;
END $$;

CREATE TRIGGER products_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER product_varieties_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_varieties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER reviews_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER review_images_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER categories_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER subcategories_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
-- Reviews show their author's name and picture.
CREATE TRIGGER users_catalogue_version AFTER UPDATE OF name, profile_pic ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
