-- Buying as a business: a buyer's company, GSTIN and billing address, for the tax invoice.
-- The GSTIN is checked in full (checksum, state) by the service; the table keeps its shape and its state agreeing.
CREATE TABLE business_profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  company_name text NOT NULL CHECK (length(company_name) BETWEEN 1 AND 200),
  gstin text CHECK (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]Z[0-9A-Z]$'),
  address text NOT NULL CHECK (length(address) BETWEEN 1 AND 300),
  city text NOT NULL CHECK (length(city) BETWEEN 1 AND 100),
  state_code text NOT NULL CHECK (state_code ~ '^[0-9]{2}$'),
  pin_code text NOT NULL CHECK (pin_code ~ '^[1-9][0-9]{5}$'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (gstin IS NULL OR left(gstin, 2) = state_code)
);
