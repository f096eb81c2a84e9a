-- A company account an operator closed: its members leave it (each as a removed member does, domain/ownership.ts),
-- its open invitations end, and its records stay as they were (orders, invoices, the ledger, quotes, claims). It is
-- closed only with nothing owed either way and nothing on its way.
ALTER TABLE companies ADD COLUMN closed_at timestamptz;
ALTER TABLE companies ADD COLUMN closed_reason text CHECK (length(closed_reason) BETWEEN 1 AND 500);
ALTER TABLE companies ADD CONSTRAINT companies_closed_check CHECK ((closed_at IS NULL) = (closed_reason IS NULL));
