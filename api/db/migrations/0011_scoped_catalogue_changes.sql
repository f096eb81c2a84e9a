-- What changed in the catalogue, so that caches drop only what shows it. Every change gets the next number
-- (catalogue_version.change_seq, taken under the row's lock, so numbers follow commit order) and a line in
-- catalogue_changes: tags NULL for a change that may show anywhere (a product, a colour, a category), or the tags of
-- what it shows in: 'product:<id>' (the product's summary: lists, its page), 'reviews:<id>' (its reviews), 'ratings'
-- (which products a rating filter matches). NOTIFY catalogue_changes carries the number; each process reads the
-- lines it has not seen. `version` still counts the whole-catalogue changes only.
ALTER TABLE catalogue_version ADD COLUMN change_seq bigint NOT NULL DEFAULT 0;

CREATE TABLE catalogue_changes (
  seq bigint PRIMARY KEY,
  tags text[],
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalogue_changes_created_idx ON catalogue_changes (created_at);

-- A change that may show anywhere.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  UPDATE catalogue_version SET version = version + 1, change_seq = change_seq + 1 RETURNING change_seq INTO next;
  INSERT INTO catalogue_changes (seq, tags) VALUES (next, NULL);
  PERFORM pg_notify('catalogue_changes', next::text);
  RETURN NULL;
END $$;

-- A change that shows only where these tags do (more than 500 is treated as a change anywhere).
CREATE FUNCTION catalogue_changed(changed text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  IF changed IS NULL OR cardinality(changed) = 0 THEN RETURN; END IF;
  IF cardinality(changed) > 500 THEN
    UPDATE catalogue_version SET version = version + 1, change_seq = change_seq + 1 RETURNING change_seq INTO next;
    changed := NULL;
  ELSE
    UPDATE catalogue_version SET change_seq = change_seq + 1 RETURNING change_seq INTO next;
  END IF;
  INSERT INTO catalogue_changes (seq, tags) VALUES (next, changed);
  PERFORM pg_notify('catalogue_changes', next::text);
END $$;

-- Products: a change to what lists and pages show of them is a change anywhere; a new average or count of ratings
-- (a review written) is announced by the reviews' own triggers. A column the answers show must be named here.
DROP TRIGGER products_catalogue_version ON products;
CREATE TRIGGER products_catalogue_version AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER products_catalogue_version_update AFTER UPDATE OF
  id, name, description, category_id, subcategory_id, fabric_type, pattern, yarn_count, construction, end_use, gsm,
  width_inches, created_at, shown_price_paise, is_deal, first_stock
  ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

-- Reviews show on their product's page; a new, removed or re-rated review also moves its product's average and
-- count (on lists) and which rating filters match it.
CREATE FUNCTION reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  rated boolean := TG_OP <> 'UPDATE';
BEGIN
  SELECT array_agg(DISTINCT product_id) INTO ids FROM changed_rows;
  IF ids IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    rated := EXISTS (SELECT 1 FROM changed_rows n JOIN earlier_rows o USING (id) WHERE n.rating <> o.rating);
  END IF;
  PERFORM catalogue_changed(
    (SELECT array_agg('reviews:' || id) FROM unnest(ids) AS id)
    || CASE WHEN rated THEN (SELECT array_agg('product:' || id) FROM unnest(ids) AS id) || ARRAY['ratings'] ELSE '{}'::text[] END);
  RETURN NULL;
END $$;
DROP TRIGGER reviews_catalogue_version ON reviews;
CREATE TRIGGER reviews_inserted AFTER INSERT ON reviews REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
CREATE TRIGGER reviews_updated AFTER UPDATE ON reviews REFERENCING OLD TABLE AS earlier_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
CREATE TRIGGER reviews_deleted AFTER DELETE ON reviews REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
CREATE TRIGGER reviews_truncated AFTER TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

-- A review's photos show on its product's page. (Photos deleted with their review are announced by the review.)
CREATE FUNCTION review_images_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_changed((SELECT array_agg(DISTINCT 'reviews:' || r.product_id) FROM changed_rows i JOIN reviews r ON r.id = i.review_id));
  RETURN NULL;
END $$;
DROP TRIGGER review_images_catalogue_version ON review_images;
CREATE TRIGGER review_images_inserted AFTER INSERT ON review_images REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_images_changed();
CREATE TRIGGER review_images_updated AFTER UPDATE ON review_images REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_images_changed();
CREATE TRIGGER review_images_deleted AFTER DELETE ON review_images REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_images_changed();

-- Reviews show their author's name and picture: a buyer who renames themselves changes only the pages of the
-- products they reviewed (none, for most buyers).
CREATE FUNCTION reviewers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_changed((
    SELECT array_agg(DISTINCT 'reviews:' || r.product_id)
    FROM changed_rows n JOIN earlier_rows o USING (id) JOIN reviews r ON r.user_id = n.id
    WHERE (n.name, n.profile_pic) IS DISTINCT FROM (o.name, o.profile_pic)));
  RETURN NULL;
END $$;
DROP TRIGGER users_catalogue_version ON users;
CREATE TRIGGER users_reviewer_changed AFTER UPDATE ON users REFERENCING OLD TABLE AS earlier_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviewers_changed();
CREATE INDEX reviews_user_idx ON reviews (user_id);

-- Reviews are written at most so often per buyer.
ALTER TABLE auth_events DROP CONSTRAINT auth_events_kind_check;
ALTER TABLE auth_events ADD CONSTRAINT auth_events_kind_check
  CHECK (kind IN ('signin_failure', 'code_request', 'support_request', 'code_guess', 'review'));
