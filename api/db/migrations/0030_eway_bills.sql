-- A consignment worth more than ₹50,000 moves with an e-way bill: its 12-digit number, when it stops
-- being valid, and Part A and Part B as they were registered.
ALTER TABLE dispatches ADD COLUMN eway_bill_valid_until timestamptz;
ALTER TABLE dispatches ADD COLUMN eway_bill jsonb;
CREATE UNIQUE INDEX dispatches_eway_bill_key ON dispatches (eway_bill_number);
