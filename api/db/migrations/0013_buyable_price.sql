-- A product is listed at the price of what can be bought: its cheapest colour in stock (the cheapest of
-- all when none is), so that its card ("from ₹X"), the price filter, the price sorts and Today's Deals agree.
-- domain/product.ts listedVariety() picks the same colour.
CREATE OR REPLACE FUNCTION products_follow_colours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
    SET shown_price_paise = coalesce(f.shown_price_paise, 0),
        is_deal = coalesce(f.discounted_price_paise IS NOT NULL, false),
        first_stock = coalesce(f.stock, 0)
    FROM (SELECT DISTINCT product_id FROM changed) c
    LEFT JOIN LATERAL (
      SELECT v.shown_price_paise, v.discounted_price_paise, v.stock FROM product_varieties v
      WHERE v.product_id = c.product_id
      ORDER BY v.stock > 0 DESC, v.shown_price_paise, v.position
      LIMIT 1
    ) f ON true
    WHERE p.id = c.product_id;
  RETURN NULL;
END $$;

UPDATE products p
  SET shown_price_paise = f.shown_price_paise, is_deal = f.discounted_price_paise IS NOT NULL, first_stock = f.stock
  FROM (
    SELECT DISTINCT ON (product_id) product_id, shown_price_paise, discounted_price_paise, stock FROM product_varieties
    ORDER BY product_id, stock > 0 DESC, shown_price_paise, position
  ) f
  WHERE p.id = f.product_id
    AND (p.shown_price_paise, p.is_deal, p.first_stock) IS DISTINCT FROM (f.shown_price_paise, f.discounted_price_paise IS NOT NULL, f.stock);
