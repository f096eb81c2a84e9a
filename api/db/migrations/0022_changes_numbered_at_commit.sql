-- Sale day: orders no longer queue behind one another for the catalogue's change number, and a sale no
-- longer empties every cache.
--
-- Until now every change took the next number under catalogue_version's one row lock when it was written, and held
-- the lock until its transaction ended: a Place Order (its stock change is a catalogue change) kept every other order,
-- on every process, waiting through its inserts and round trips. Now a change is written unnumbered and numbered by a
-- deferred trigger as its transaction commits, so the lock is held only for the commit itself. Numbers still follow
-- commit order (the next numberer waits for the lock, which is let go after the commit is visible), which is what
-- api/catalogue/changes.ts relies on.
ALTER TABLE catalogue_changes DROP CONSTRAINT catalogue_changes_pkey;
ALTER TABLE catalogue_changes ALTER COLUMN seq DROP NOT NULL;
ALTER TABLE catalogue_changes ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY;
CREATE UNIQUE INDEX catalogue_changes_seq_idx ON catalogue_changes (seq);

CREATE FUNCTION number_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  UPDATE catalogue_version
    SET change_seq = change_seq + 1, version = version + CASE WHEN NEW.tags IS NULL THEN 1 ELSE 0 END
    RETURNING change_seq INTO next;
  UPDATE catalogue_changes SET seq = next WHERE id = NEW.id;
  PERFORM pg_notify('catalogue_changes', next::text);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER catalogue_changes_numbered AFTER INSERT ON catalogue_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_catalogue_change();

-- A change that may show anywhere.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (tags) VALUES (NULL);
  RETURN NULL;
END $$;

-- A change that shows only where these tags do (more than 500 is treated as a change anywhere).
CREATE OR REPLACE FUNCTION catalogue_changed(changed text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF changed IS NULL OR cardinality(changed) = 0 THEN RETURN; END IF;
  INSERT INTO catalogue_changes (tags) VALUES (CASE WHEN cardinality(changed) > 500 THEN NULL ELSE changed END);
END $$;

-- A changed product: what decides which lists it is in and where (its words, filters, sort keys, listed price and
-- deal flag, retirement) is a change anywhere; anything else its answer shows (stock, breaks, minimum, photos) is a
-- change to 'product:<id>' alone, and only when the answer did change. An order that leaves the listed colour in
-- stock changes only its products. A column that decides lists must be named here.
CREATE FUNCTION products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM changed_rows n JOIN earlier_rows o USING (id)
    WHERE (n.name, n.description, n.category_id, n.subcategory_id, n.fabric_type, n.pattern, n.yarn_count,
           n.construction, n.end_use, n.gsm, n.width_inches, n.created_at, n.shown_price_paise, n.is_deal, n.retired_at)
      IS DISTINCT FROM
          (o.name, o.description, o.category_id, o.subcategory_id, o.fabric_type, o.pattern, o.yarn_count,
           o.construction, o.end_use, o.gsm, o.width_inches, o.created_at, o.shown_price_paise, o.is_deal, o.retired_at)
  ) THEN
    INSERT INTO catalogue_changes (tags) VALUES (NULL);
  ELSE
    PERFORM catalogue_changed((
      SELECT array_agg('product:' || n.id) FROM changed_rows n JOIN earlier_rows o USING (id)
      WHERE n.list_json IS DISTINCT FROM o.list_json));
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER products_catalogue_version_update ON products;
CREATE TRIGGER products_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS earlier_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_changed();

-- A colour shows only in its product's answer, which every change to colours rebuilds (products_follow_colours): the
-- product's own trigger above announces it. Emptying the table is still a change anywhere.
DROP TRIGGER product_varieties_catalogue_version ON product_varieties;
CREATE TRIGGER product_varieties_truncated AFTER TRUNCATE ON product_varieties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
