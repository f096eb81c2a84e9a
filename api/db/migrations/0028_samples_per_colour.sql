-- Free samples: one per colour (a buyer compares shades), still once ever per colour. The cart may hold several colours
-- of a fabric; sample_orders keeps "once ever" per colour, its primary key refusing a second even from a concurrent
-- purchase (domain/samples.ts says so to the buyer).
ALTER TABLE cart_samples DROP CONSTRAINT cart_samples_user_id_product_id_key;

ALTER TABLE sample_orders ADD COLUMN variety_id integer REFERENCES product_varieties (id) ON DELETE CASCADE;
UPDATE sample_orders s SET variety_id = i.variety_id FROM order_items i WHERE i.order_id = s.order_id;
DELETE FROM sample_orders WHERE variety_id IS NULL;
ALTER TABLE sample_orders ALTER COLUMN variety_id SET NOT NULL;
ALTER TABLE sample_orders DROP CONSTRAINT sample_orders_pkey;
ALTER TABLE sample_orders ADD PRIMARY KEY (user_id, variety_id);
