-- GST rates by HSN code, set by operators in the console. Every heading a category files under starts at
-- SPEC's flat 10% (so the storefront's Estimated Tax is unchanged until an operator sets the real rate); the
-- console takes 0, 5, 12, 18 or 28. A heading with no row here is taxed at 10% too.
CREATE TABLE tax_rates (
  hsn_code text PRIMARY KEY CHECK (hsn_code ~ '^[0-9]{4}$'),
  rate_percent smallint NOT NULL CHECK (rate_percent IN (0, 5, 10, 12, 18, 28)),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO tax_rates (hsn_code, rate_percent) SELECT DISTINCT hsn_code, 10 FROM categories;

-- The rate an order was taxed at, as its invoice, credit note and the month's return state it. Orders placed
-- before were all at 10%.
ALTER TABLE orders ADD COLUMN tax_percent smallint NOT NULL DEFAULT 10 CHECK (tax_percent IN (0, 5, 10, 12, 18, 28));
