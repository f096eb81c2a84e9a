-- What each company owes by age, kept: the console's receivables read one row per company owing, not every open
-- invoice. A row holds the buckets on its as_of day (days past due: not due, 1-30, 31-60, 61-90, over 90). A change to
-- one of a company's invoices works its row out again for today; the first read on a later day works the rows out
-- again for that day (ledger-service's receivables).
CREATE TABLE company_receivables (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  as_of date NOT NULL,
  not_due bigint NOT NULL,
  d1_30 bigint NOT NULL,
  d31_60 bigint NOT NULL,
  d61_90 bigint NOT NULL,
  d90_plus bigint NOT NULL,
  total bigint NOT NULL
);
CREATE INDEX company_receivables_total_idx ON company_receivables (total DESC, company_id) WHERE total > 0;
CREATE INDEX company_receivables_as_of_idx ON company_receivables (as_of);

CREATE FUNCTION receivables_refresh(companies integer[], today date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_receivables (company_id, as_of, not_due, d1_30, d31_60, d61_90, d90_plus, total)
  SELECT c.id, today,
    coalesce(sum(li.open_paise) FILTER (WHERE today - li.due <= 0), 0),
    coalesce(sum(li.open_paise) FILTER (WHERE today - li.due BETWEEN 1 AND 30), 0),
    coalesce(sum(li.open_paise) FILTER (WHERE today - li.due BETWEEN 31 AND 60), 0),
    coalesce(sum(li.open_paise) FILTER (WHERE today - li.due BETWEEN 61 AND 90), 0),
    coalesce(sum(li.open_paise) FILTER (WHERE today - li.due > 90), 0),
    coalesce(sum(li.open_paise), 0)
  FROM unnest(companies) AS c (id)
  JOIN companies ON companies.id = c.id
  LEFT JOIN ledger_invoices li ON li.company_id = c.id AND li.open_paise > 0
  GROUP BY c.id
  ON CONFLICT (company_id) DO UPDATE SET as_of = EXCLUDED.as_of, not_due = EXCLUDED.not_due, d1_30 = EXCLUDED.d1_30,
    d31_60 = EXCLUDED.d31_60, d61_90 = EXCLUDED.d61_90, d90_plus = EXCLUDED.d90_plus, total = EXCLUDED.total;
$$;

CREATE FUNCTION receivables_invoice_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM receivables_refresh(ARRAY[OLD.company_id], (now() AT TIME ZONE 'Asia/Kolkata')::date);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.company_id <> OLD.company_id) THEN
    PERFORM receivables_refresh(ARRAY[NEW.company_id], (now() AT TIME ZONE 'Asia/Kolkata')::date);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER receivables_ledger_invoices AFTER INSERT OR UPDATE OR DELETE ON ledger_invoices
  FOR EACH ROW EXECUTE FUNCTION receivables_invoice_changed();

-- Every company with a ledger, worked out at once (here, and after bulk loads made with the triggers off).
CREATE FUNCTION receivables_rebuild(today date) RETURNS void LANGUAGE sql AS $$
  DELETE FROM company_receivables;
  SELECT receivables_refresh(array_agg(DISTINCT company_id), today) FROM ledger_invoices;
$$;
SELECT receivables_rebuild((now() AT TIME ZONE 'Asia/Kolkata')::date);
