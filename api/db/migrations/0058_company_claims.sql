-- A claim on a company's order is the company's, as its orders and quotes are: reached by the company's current
-- members (api/repositories/same-company.ts), listed for them from an index.
ALTER TABLE claims ADD COLUMN company_id integer REFERENCES companies (id);
UPDATE claims c SET company_id = o.company_id FROM orders o WHERE o.id = c.order_id AND o.company_id IS NOT NULL;
CREATE INDEX claims_company_idx ON claims (company_id, id DESC) WHERE company_id IS NOT NULL;
