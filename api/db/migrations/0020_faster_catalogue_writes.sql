-- Faster writes to the catalogue (seeding at scale; every operator's edit gains too).
-- product_varieties_product_idx (0003) repeats the index behind UNIQUE (product_id, position): one is enough, and
-- every colour written kept both up to date.
DROP INDEX product_varieties_product_idx;

-- product_json, the same query as 0017's, in PL/pgSQL: a SQL function called from the products_json trigger is
-- planned again for every row it builds; PL/pgSQL keeps the plan for the session.
CREATE OR REPLACE FUNCTION product_json(p products) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
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
  );
END $$;
