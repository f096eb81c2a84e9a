-- The orders that left in a consignment (its e-way bill and vehicle changes read them), and the credit notes against
-- an invoice (an IRN with one cannot be cancelled): both looked up by value, served by an index at any size.
CREATE INDEX orders_dispatch_idx ON orders (dispatch_id) WHERE dispatch_id IS NOT NULL;
CREATE INDEX credit_notes_invoice_idx ON credit_notes (invoice_number);
