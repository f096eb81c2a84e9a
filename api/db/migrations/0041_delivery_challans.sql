-- A replacement sent free under a claim is not a supply (no GST is charged): it moves on a delivery challan
-- (CGST Rule 55) in a serial of its own per financial year (DC/2627/000001), not on a tax invoice, so it takes no
-- number from the invoice serial and leaves GSTR-1's supplies (it counts under the documents issued as a challan).
CREATE TABLE delivery_challan_serials (
  financial_year text PRIMARY KEY CHECK (financial_year ~ '^[0-9]{4}$'),
  last_serial integer NOT NULL CHECK (last_serial >= 1)
);
