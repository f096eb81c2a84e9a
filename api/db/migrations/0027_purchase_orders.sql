-- The buyer's own reference for a purchase: their purchase order number (at most 16 characters, as the e-invoice's
-- PO reference holds; domain/purchase-order.ts says so to the buyer) and the day they need the fabric by.
ALTER TABLE orders ADD COLUMN po_number text CHECK (char_length(po_number) BETWEEN 1 AND 16);
ALTER TABLE orders ADD COLUMN requested_delivery date;
