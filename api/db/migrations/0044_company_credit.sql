-- Buying on account. An order placed by a company's member belongs to the company; an order on account is placed
-- without payment and falls due on its invoice's day plus the company's terms (fixed when placed). The ledger's
-- invoices are the company's purchases on account; payments are recorded against them, in part or in full.
ALTER TABLE orders ADD COLUMN company_id integer REFERENCES companies (id);
ALTER TABLE orders ADD COLUMN payment_due date;
ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check
  CHECK (payment_method IN ('UPI', 'Credit Card', 'Cash on Delivery', 'On Account'));
ALTER TABLE orders ADD CONSTRAINT orders_on_account_check
  CHECK ((payment_method = 'On Account') = (payment_due IS NOT NULL) AND (payment_method <> 'On Account' OR company_id IS NOT NULL));
CREATE INDEX orders_company_idx ON orders (company_id, created_at DESC, id DESC) WHERE company_id IS NOT NULL;
CREATE INDEX orders_on_account_idx ON orders (company_id, payment_due) WHERE payment_method = 'On Account';

CREATE TABLE company_payments (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  amount_paise bigint NOT NULL CHECK (amount_paise BETWEEN 1 AND 100000000000),
  method text NOT NULL CHECK (method IN ('UPI', 'NEFT', 'RTGS')),
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 40),
  -- Reported by a buyer (awaiting an operator's confirmation) or confirmed (recorded or confirmed by an operator).
  status text NOT NULL CHECK (status IN ('reported', 'confirmed')),
  reported_by integer REFERENCES users (id) ON DELETE SET NULL,
  confirmed_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  CHECK ((status = 'confirmed') = (confirmed_at IS NOT NULL))
);
CREATE INDEX company_payments_company_idx ON company_payments (company_id, created_at);
-- One UTR is one transfer: a company cannot report or record it twice.
CREATE UNIQUE INDEX company_payments_reference_idx ON company_payments (company_id, method, upper(reference));

CREATE TABLE payment_allocations (
  payment_id integer NOT NULL REFERENCES company_payments (id) ON DELETE CASCADE,
  invoice_number text NOT NULL,
  amount_paise bigint NOT NULL CHECK (amount_paise >= 1),
  PRIMARY KEY (payment_id, invoice_number)
);
CREATE INDEX payment_allocations_invoice_idx ON payment_allocations (invoice_number);
