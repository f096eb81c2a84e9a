-- Each product's answer as the REST list sends it (SPEC §3 field names, rupees), kept on its row: a page of the list is
-- then twelve primary-key reads joined as text, with nothing to parse, map or serialise again. Triggers keep it right
-- whenever the product, any of its colours, or its category's or subcategory's name changes.

ALTER TABLE products ADD COLUMN list_json text NOT NULL DEFAULT '{}';

CREATE FUNCTION product_json(p products) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    '_id', p.id::text,
    'name', p.name,
    'description', p.description,
    'category', jsonb_build_array(jsonb_build_object('_id', p.category_id::text, 'categoryName', (SELECT name FROM categories WHERE id = p.category_id))),
    'subCategory', CASE WHEN p.subcategory_id IS NULL THEN '[]'::jsonb
      ELSE jsonb_build_array(jsonb_build_object('_id', p.subcategory_id::text, 'subCategoryName', (SELECT name FROM subcategories WHERE id = p.subcategory_id))) END,
    'fabricType', p.fabric_type,
    'pattern', p.pattern,
    'count', p.yarn_count,
    'construction', p.construction,
    'endUse', p.end_use,
    'weight', p.gsm,
    'width', p.width_inches,
    'averageRating', p.rating_average::float8,
    'reviewCount', p.rating_count,
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'productVarieties', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
        '_id', v.id::text, 'color', v.color, 'colorCode', v.color_hex, 'images', to_jsonb(v.images), 'stock', v.stock,
        'pricepermeter', (v.price_per_metre_paise / 100.0)::float8,
        'discountedPrice', (v.discounted_price_paise / 100.0)::float8
      ) ORDER BY v.position)
      FROM product_varieties v WHERE v.product_id = p.id), '[]'::jsonb)
  )::text
$$;

CREATE FUNCTION products_build_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_json := product_json(NEW);
  RETURN NEW;
END $$;

CREATE TRIGGER products_json BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_build_json();

-- Colours: once per statement, the products they belong to take their first colour's price, deal flag and stock,
-- and so rebuild their JSON (this replaces 0003's row trigger; a bulk insert of colours costs one update).
DROP TRIGGER product_varieties_first_colour ON product_varieties;
DROP FUNCTION products_follow_first_colour();

CREATE FUNCTION products_follow_colours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
    SET shown_price_paise = coalesce(f.shown_price_paise, 0),
        is_deal = coalesce(f.discounted_price_paise IS NOT NULL, false),
        first_stock = coalesce(f.stock, 0)
    FROM (SELECT DISTINCT product_id FROM changed) c
    LEFT JOIN product_varieties f ON f.product_id = c.product_id AND f.position = 0
    WHERE p.id = c.product_id;
  RETURN NULL;
END $$;

CREATE TRIGGER product_varieties_inserted AFTER INSERT ON product_varieties
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_follow_colours();
CREATE TRIGGER product_varieties_updated AFTER UPDATE ON product_varieties
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_follow_colours();
CREATE TRIGGER product_varieties_deleted AFTER DELETE ON product_varieties
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_follow_colours();

-- A renamed category or subcategory renames it in its products' answers.
CREATE FUNCTION products_follow_category_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    UPDATE products SET list_json = '' WHERE category_id IN (SELECT id FROM changed);
  ELSE
    UPDATE products SET list_json = '' WHERE subcategory_id IN (SELECT id FROM changed);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER categories_renamed AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_follow_category_names();
CREATE TRIGGER subcategories_renamed AFTER UPDATE ON subcategories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_follow_category_names();

-- Build every product's JSON now (the BEFORE trigger does it on any update).
UPDATE products SET list_json = '';
