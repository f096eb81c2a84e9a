-- GST tax invoices. Every order has an invoice number, FM/2627/000123: a serial per Indian financial
-- year, counted in invoice_serials inside the order's transaction (so a number is given once, and an order rolled
-- back gives none). The invoice states the HSN code of the fabric's category and the buyer's business as they were
-- when the order was placed.
ALTER TABLE categories ADD COLUMN hsn_code text NOT NULL DEFAULT '5208' CHECK (hsn_code ~ '^[0-9]{4}$');
UPDATE categories SET hsn_code = CASE name
  WHEN 'Cotton' THEN '5208'
  WHEN 'Linen' THEN '5309'
  WHEN 'Rayon' THEN '5408'
  WHEN 'Silk' THEN '5007'
  WHEN 'Denim' THEN '5209'
  WHEN 'Polyester' THEN '5407'
  WHEN 'Viscose' THEN '5516'
  WHEN 'Khadi' THEN '5208'
  WHEN 'Wool' THEN '5112'
  WHEN 'Blends' THEN '5513'
  WHEN 'Organic & Sustainable' THEN '5516'
  WHEN 'Knits' THEN '6006'
  WHEN 'Jacquard & Dobby' THEN '5209'
  WHEN 'Corduroy & Velvet' THEN '5801'
  ELSE hsn_code END;

CREATE TABLE invoice_serials (
  financial_year text PRIMARY KEY CHECK (financial_year ~ '^[0-9]{4}$'),
  last_serial integer NOT NULL CHECK (last_serial >= 1)
);

ALTER TABLE orders ADD COLUMN invoice_number text UNIQUE CHECK (length(invoice_number) <= 16);
ALTER TABLE orders ADD COLUMN buyer_company text;
ALTER TABLE orders ADD COLUMN buyer_gstin text;
ALTER TABLE orders ADD COLUMN buyer_billing_address text;
ALTER TABLE order_items ADD COLUMN hsn_code text CHECK (hsn_code ~ '^[0-9]{4}$');

-- Orders placed before invoices existed get theirs now, numbered in the order they were placed.
WITH dated AS (
  SELECT id, created_at, extract(year FROM created_at AT TIME ZONE 'UTC' + interval '330 minutes')::integer AS year,
         extract(month FROM created_at AT TIME ZONE 'UTC' + interval '330 minutes')::integer AS month
  FROM orders
), years AS (
  SELECT id, created_at, CASE WHEN month >= 4 THEN year ELSE year - 1 END AS starts FROM dated
), numbered AS (
  SELECT id, lpad((starts % 100)::text, 2, '0') || lpad(((starts + 1) % 100)::text, 2, '0') AS financial_year,
         row_number() OVER (PARTITION BY starts ORDER BY created_at, id) AS serial
  FROM years
)
UPDATE orders o SET invoice_number = 'FM/' || n.financial_year || '/' || lpad(n.serial::text, 6, '0')
FROM numbered n WHERE n.id = o.id;
INSERT INTO invoice_serials (financial_year, last_serial)
SELECT split_part(invoice_number, '/', 2), max(split_part(invoice_number, '/', 3)::integer)
FROM orders GROUP BY split_part(invoice_number, '/', 2);
ALTER TABLE orders ALTER COLUMN invoice_number SET NOT NULL;

UPDATE order_items i SET hsn_code = c.hsn_code FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = i.product_id;
ALTER TABLE order_items ALTER COLUMN hsn_code SET NOT NULL;
