-- A quote asked for by a company's member is the company's: every member sees it and may write on it or accept it.
ALTER TABLE quotes ADD COLUMN company_id integer REFERENCES companies (id);
CREATE INDEX quotes_company_idx ON quotes (company_id, id DESC) WHERE company_id IS NOT NULL;
