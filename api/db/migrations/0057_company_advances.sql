-- A company's advance: money it paid that no invoice of its ledger holds. A payment against an invoice later reduced by
-- a credit note (a cancellation, a claim's refund or credit) or made void (its IRN cancelled) is released from it:
-- what the invoice no longer asks for becomes the company's unapplied credit, applied to its next invoice on account
-- or refunded by an operator with the transfer's reference. No rupee paid is ever lost:
--   confirmed payments = what they pay on invoices + the advance + refunds,
-- and the ledger's outstanding (open invoices less the advance) is the statement's closing balance.

-- What was released from an invoice, from which payment, and why (the credit note, or the IRN's cancellation).
CREATE TABLE payment_releases (
  id serial PRIMARY KEY,
  payment_id integer NOT NULL REFERENCES company_payments (id) ON DELETE CASCADE,
  invoice_number text NOT NULL,
  amount_paise bigint NOT NULL CHECK (amount_paise >= 1),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_releases_payment_idx ON payment_releases (payment_id);

-- What an operator paid back to a company out of its advance.
CREATE TABLE company_refunds (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  amount_paise bigint NOT NULL CHECK (amount_paise BETWEEN 1 AND 100000000000),
  method text NOT NULL CHECK (method IN ('UPI', 'NEFT', 'RTGS')),
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 40),
  refunded_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_refunds_company_idx ON company_refunds (company_id, created_at);
-- One UTR is one transfer.
CREATE UNIQUE INDEX company_refunds_reference_idx ON company_refunds (company_id, method, upper(reference));

-- What payments hold of an invoice is at most what it asks for: its total less its credit notes, or nothing once it
-- is no invoice of the ledger (void). Reported payments are let go first, then confirmed ones, newest first; each cut
-- is written down as a release. Called in the transaction that issued the credit note or cancelled the IRN.
CREATE FUNCTION ledger_release(wanted text, why text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  net bigint;
  excess bigint;
  held record;
  cut bigint;
BEGIN
  SELECT li.total_paise - li.credited_paise INTO net FROM ledger_invoices li WHERE li.invoice_number = wanted;
  SELECT coalesce(sum(a.amount_paise), 0) - greatest(coalesce(net, 0), 0) INTO excess
    FROM payment_allocations a WHERE a.invoice_number = wanted;
  FOR held IN
    SELECT a.payment_id, a.amount_paise FROM payment_allocations a JOIN company_payments p ON p.id = a.payment_id
    WHERE a.invoice_number = wanted
    ORDER BY p.status = 'confirmed', p.created_at DESC, p.id DESC
    FOR UPDATE OF a
  LOOP
    EXIT WHEN excess <= 0;
    cut := least(excess, held.amount_paise);
    IF cut = held.amount_paise THEN
      DELETE FROM payment_allocations WHERE payment_id = held.payment_id AND invoice_number = wanted;
    ELSE
      UPDATE payment_allocations SET amount_paise = amount_paise - cut WHERE payment_id = held.payment_id AND invoice_number = wanted;
    END IF;
    INSERT INTO payment_releases (payment_id, invoice_number, amount_paise, reason) VALUES (held.payment_id, wanted, cut, why);
    excess := excess - cut;
  END LOOP;
END $$;
