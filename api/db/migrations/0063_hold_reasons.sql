-- An operator's credit hold says why (the company is mailed it): kept while the hold lasts, gone when it is lifted.
ALTER TABLE companies ADD COLUMN hold_reason text CHECK (length(hold_reason) BETWEEN 1 AND 500);
UPDATE companies SET hold_reason = 'Put on hold before reasons were recorded' WHERE on_hold;
ALTER TABLE companies ADD CONSTRAINT companies_hold_explained_check CHECK (on_hold = (hold_reason IS NOT NULL));
