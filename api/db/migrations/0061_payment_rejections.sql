-- An operator may reject a reported payment that never arrived (a wrong UTR, a transfer returned), with a reason the
-- company is mailed. A rejected payment no longer counts as pending on its invoices (ledger_refresh counts only
-- 'reported' and 'confirmed'), and its UTR may be reported again.
ALTER TABLE company_payments DROP CONSTRAINT company_payments_status_check;
ALTER TABLE company_payments ADD CONSTRAINT company_payments_status_check CHECK (status IN ('reported', 'confirmed', 'rejected'));
ALTER TABLE company_payments ADD COLUMN rejected_by text;
ALTER TABLE company_payments ADD COLUMN rejected_at timestamptz;
ALTER TABLE company_payments ADD COLUMN rejected_reason text CHECK (length(rejected_reason) BETWEEN 1 AND 500);
ALTER TABLE company_payments ADD CONSTRAINT company_payments_rejected_check
  CHECK ((status = 'rejected') = (rejected_at IS NOT NULL AND rejected_reason IS NOT NULL));
DROP INDEX company_payments_reference_idx;
CREATE UNIQUE INDEX company_payments_reference_idx ON company_payments (company_id, method, upper(reference)) WHERE status <> 'rejected';
