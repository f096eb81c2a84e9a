-- An Owner may withdraw an invitation still waiting: its link then stops working, with a sentence saying so. Sending
-- it again gives it a new link (a new token) and a new week; the old link stops working.
ALTER TABLE company_invitations ADD COLUMN withdrawn_at timestamptz;
