-- Price breaks and minimum orders. A fabric is sold from min_order_metres (the number its description
-- states, "Minimum order N metres"; 1 when it states none). A colour may have price breaks: from min_metres up, a
-- metre costs price_per_metre_paise. Both appear in every product answer (minOrderMetres, priceTiers), so the JSON
-- follows the breaks as it follows the colours.
ALTER TABLE products ADD COLUMN min_order_metres integer NOT NULL DEFAULT 1 CHECK (min_order_metres BETWEEN 1 AND 100000);
UPDATE products SET min_order_metres = substring(description FROM 'Minimum order ([0-9]{1,5}) metres')::integer
  WHERE description ~ 'Minimum order [0-9]{1,5} metres';

-- The primary key serves both lookups: a colour's breaks in order, and the highest one a quantity reaches.
CREATE TABLE price_breaks (
  variety_id integer NOT NULL REFERENCES product_varieties (id) ON DELETE CASCADE,
  min_metres integer NOT NULL CHECK (min_metres BETWEEN 2 AND 100000),
  price_per_metre_paise integer NOT NULL CHECK (price_per_metre_paise > 0),
  PRIMARY KEY (variety_id, min_metres)
);

CREATE OR REPLACE FUNCTION product_json(p products) RETURNS text LANGUAGE sql STABLE AS $$
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
    'minOrderMetres', p.min_order_metres,
    'productVarieties', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
        '_id', v.id::text, 'color', v.color, 'colorCode', v.color_hex, 'images', to_jsonb(v.images), 'stock', v.stock,
        'pricepermeter', (v.price_per_metre_paise / 100.0)::float8,
        'discountedPrice', (v.discounted_price_paise / 100.0)::float8,
        'priceTiers', coalesce((
          SELECT jsonb_agg(jsonb_build_object('minMetres', b.min_metres, 'pricepermeter', (b.price_per_metre_paise / 100.0)::float8) ORDER BY b.min_metres)
          FROM price_breaks b WHERE b.variety_id = v.id), '[]'::jsonb)
      ) ORDER BY v.position)
      FROM product_varieties v WHERE v.product_id = p.id), '[]'::jsonb)
  )::text
$$;

-- Changed breaks rebuild their products' answers (the BEFORE UPDATE trigger on products rebuilds list_json).
CREATE FUNCTION products_follow_price_breaks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET list_json = ''
    WHERE id IN (SELECT v.product_id FROM product_varieties v WHERE v.id IN (SELECT variety_id FROM changed));
  RETURN NULL;
END $$;

CREATE TRIGGER price_breaks_inserted AFTER INSERT ON price_breaks
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_follow_price_breaks();
CREATE TRIGGER price_breaks_updated AFTER UPDATE ON price_breaks
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_follow_price_breaks();
CREATE TRIGGER price_breaks_deleted AFTER DELETE ON price_breaks
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_follow_price_breaks();

-- Every answer now says its minimum and its (empty) breaks.
UPDATE products SET list_json = '';
