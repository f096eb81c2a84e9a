-- The ledger's invoices, kept as they change: each company's invoice on account (one per purchase; not a delivery
-- challan, nor an invoice whose IRN was cancelled) with its total and what credit notes and payments take off it.
-- The console's companies and receivables read these rows instead of summing orders, credit notes and payments.
-- Triggers keep them: any change to what an invoice is made of works its row out again from those tables.
CREATE TABLE ledger_invoices (
  invoice_number text PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  due date NOT NULL,
  total_paise bigint NOT NULL,
  credited_paise bigint NOT NULL,
  -- Confirmed payments against it; reported ones await an operator's confirmation.
  paid_paise bigint NOT NULL,
  pending_paise bigint NOT NULL,
  open_paise bigint GENERATED ALWAYS AS (greatest(total_paise - credited_paise - paid_paise, 0)) STORED
);
CREATE INDEX ledger_invoices_company_idx ON ledger_invoices (company_id, created_at);
-- Receivables and reminders read only what is still owed.
CREATE INDEX ledger_invoices_open_idx ON ledger_invoices (company_id, due) INCLUDE (open_paise) WHERE open_paise > 0;
CREATE INDEX ledger_invoices_due_idx ON ledger_invoices (due) WHERE open_paise > 0;

CREATE FUNCTION ledger_refresh(wanted text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF wanted IS NULL THEN
    RETURN;
  END IF;
  -- Waits for another transaction changing this invoice, so that what follows reads what it committed.
  PERFORM 1 FROM ledger_invoices WHERE invoice_number = wanted FOR UPDATE;
  INSERT INTO ledger_invoices (invoice_number, company_id, created_at, due, total_paise, credited_paise, paid_paise, pending_paise)
  SELECT wanted, min(o.company_id), min(o.created_at), min(o.payment_due), sum(o.total_paise),
    coalesce((SELECT sum((cn.note->>'totalPaise')::bigint) FROM credit_notes cn WHERE cn.invoice_number = wanted), 0),
    coalesce((SELECT sum(a.amount_paise) FROM payment_allocations a JOIN company_payments p ON p.id = a.payment_id
      WHERE a.invoice_number = wanted AND p.status = 'confirmed'), 0),
    coalesce((SELECT sum(a.amount_paise) FROM payment_allocations a JOIN company_payments p ON p.id = a.payment_id
      WHERE a.invoice_number = wanted AND p.status = 'reported'), 0)
  FROM orders o
  WHERE o.invoice_number = wanted AND wanted NOT LIKE 'DC/%'
    AND NOT EXISTS (SELECT 1 FROM invoice_documents d WHERE d.invoice_number = wanted AND d.irn_cancelled_at IS NOT NULL)
  GROUP BY o.invoice_number
  -- A purchase's orders share their payment method. Tested here, not in WHERE, so that the invoice number's index
  -- finds the orders whatever the statistics say of the orders on account.
  HAVING bool_and(o.payment_method = 'On Account')
  ON CONFLICT (invoice_number) DO UPDATE SET company_id = EXCLUDED.company_id, created_at = EXCLUDED.created_at,
    due = EXCLUDED.due, total_paise = EXCLUDED.total_paise, credited_paise = EXCLUDED.credited_paise,
    paid_paise = EXCLUDED.paid_paise, pending_paise = EXCLUDED.pending_paise;
  IF NOT FOUND THEN
    DELETE FROM ledger_invoices WHERE invoice_number = wanted;
  END IF;
END $$;

-- Whatever an invoice is made of changed: its row (and the one it was on before, if another) is worked out again.
CREATE FUNCTION ledger_invoice_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM ledger_refresh(OLD.invoice_number);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.invoice_number IS DISTINCT FROM OLD.invoice_number) THEN
    PERFORM ledger_refresh(NEW.invoice_number);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_orders_insert AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.payment_method = 'On Account' AND NEW.invoice_number IS NOT NULL) EXECUTE FUNCTION ledger_invoice_changed();
CREATE TRIGGER ledger_orders_update AFTER UPDATE OF invoice_number, company_id, payment_method, payment_due, total_paise, created_at ON orders
  FOR EACH ROW WHEN (NEW.payment_method = 'On Account' OR OLD.payment_method = 'On Account') EXECUTE FUNCTION ledger_invoice_changed();
CREATE TRIGGER ledger_orders_delete AFTER DELETE ON orders
  FOR EACH ROW WHEN (OLD.payment_method = 'On Account') EXECUTE FUNCTION ledger_invoice_changed();

CREATE TRIGGER ledger_credit_notes AFTER INSERT OR DELETE OR UPDATE OF invoice_number, note ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION ledger_invoice_changed();
CREATE TRIGGER ledger_allocations AFTER INSERT OR DELETE OR UPDATE ON payment_allocations
  FOR EACH ROW EXECUTE FUNCTION ledger_invoice_changed();
CREATE TRIGGER ledger_invoice_documents AFTER UPDATE OF irn_cancelled_at ON invoice_documents
  FOR EACH ROW WHEN (OLD.irn_cancelled_at IS DISTINCT FROM NEW.irn_cancelled_at) EXECUTE FUNCTION ledger_invoice_changed();

CREATE FUNCTION ledger_payment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_refresh(a.invoice_number) FROM payment_allocations a WHERE a.payment_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_payments AFTER UPDATE OF status, amount_paise ON company_payments
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION ledger_payment_changed();

-- Every invoice's row worked out again at once, set-based: for the invoices so far, and after bulk loads made with
-- the triggers off (scripts/bench-console.ts).
CREATE FUNCTION ledger_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM ledger_invoices;
  WITH invoices AS (
    SELECT o.invoice_number, min(o.company_id) AS company_id, min(o.created_at) AS created_at, min(o.payment_due) AS due,
      sum(o.total_paise) AS total
    FROM orders o
    WHERE o.payment_method = 'On Account' AND o.invoice_number IS NOT NULL AND o.invoice_number NOT LIKE 'DC/%'
    GROUP BY o.invoice_number
  ), credited AS (
    SELECT cn.invoice_number, sum((cn.note->>'totalPaise')::bigint) AS credited FROM credit_notes cn GROUP BY cn.invoice_number
  ), paid AS (
    SELECT a.invoice_number,
      sum(a.amount_paise) FILTER (WHERE p.status = 'confirmed') AS paid,
      sum(a.amount_paise) FILTER (WHERE p.status = 'reported') AS pending
    FROM payment_allocations a JOIN company_payments p ON p.id = a.payment_id GROUP BY a.invoice_number
  )
  INSERT INTO ledger_invoices (invoice_number, company_id, created_at, due, total_paise, credited_paise, paid_paise, pending_paise)
  SELECT i.invoice_number, i.company_id, i.created_at, i.due, i.total, coalesce(c.credited, 0), coalesce(p.paid, 0),
    coalesce(p.pending, 0)
  FROM invoices i
  LEFT JOIN credited c ON c.invoice_number = i.invoice_number
  LEFT JOIN paid p ON p.invoice_number = i.invoice_number
  WHERE NOT EXISTS (SELECT 1 FROM invoice_documents d WHERE d.invoice_number = i.invoice_number AND d.irn_cancelled_at IS NOT NULL);
$$;
SELECT ledger_rebuild();
