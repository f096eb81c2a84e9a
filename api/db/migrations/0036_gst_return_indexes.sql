-- The month's return reads the orders placed and the credit notes issued in one month: by time, through an index.
CREATE INDEX orders_created_idx ON orders (created_at);
CREATE INDEX credit_notes_issued_idx ON credit_notes (issued_at);
