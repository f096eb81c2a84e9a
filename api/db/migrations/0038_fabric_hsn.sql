-- A fabric may file under an HSN heading of its own (a knitted fabric in the Cotton category is 6006, not 5208); when
-- it does not, its category's heading applies. Its GST rate is then the rate set for that heading.
ALTER TABLE products ADD COLUMN hsn_code text CHECK (hsn_code ~ '^[0-9]{4}$');
CREATE INDEX products_hsn_idx ON products (hsn_code) WHERE hsn_code IS NOT NULL;
