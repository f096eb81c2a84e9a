-- One tax invoice per purchase: every order of a purchase placed from now on carries the purchase's one
-- invoice number, so the number is no longer unique per order. Invoices issued before stay as they were (one per
-- order). A number still belongs to one purchase (the serial is counted once per Place Order), and to one kept
-- document, stored under the invoice's first order.
ALTER TABLE orders DROP CONSTRAINT orders_invoice_number_key;
CREATE INDEX orders_invoice_number_idx ON orders (invoice_number);
CREATE UNIQUE INDEX invoice_documents_number_key ON invoice_documents (invoice_number);
