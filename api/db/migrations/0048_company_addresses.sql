-- Addresses belong to the company: a member's address book is the company's, and each member chooses their own
-- delivery address from it. The choice moves out of the address row into one row per person; an address book
-- with no (or a stale) choice delivers to its oldest address.
CREATE TABLE address_choices (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  address_id integer NOT NULL REFERENCES addresses (id) ON DELETE CASCADE
);
CREATE INDEX address_choices_address_idx ON address_choices (address_id);
INSERT INTO address_choices (user_id, address_id) SELECT user_id, id FROM addresses WHERE selected;
ALTER TABLE addresses DROP COLUMN selected;

-- A personal address has no company; a company's address keeps who added it.
ALTER TABLE addresses ADD COLUMN company_id integer REFERENCES companies (id) ON DELETE CASCADE;
CREATE INDEX addresses_company_idx ON addresses (company_id, created_at) WHERE company_id IS NOT NULL;
-- Companies made before this: their Owners' addresses became the company's when it was created.
UPDATE addresses SET company_id = m.company_id FROM company_members m WHERE m.user_id = addresses.user_id AND m.role = 'owner';
