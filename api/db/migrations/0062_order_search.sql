-- Operators find an order by what a company quotes on the phone: its purchase order number or its GSTIN (a company's
-- name and GSTIN are found through companies_search_trigram_idx, then its orders through orders_company_idx). Each
-- is an exact match served by an index, so a search costs the same at 100,000 orders as at 100.
CREATE INDEX orders_po_number_idx ON orders (upper(po_number)) WHERE po_number IS NOT NULL;
CREATE INDEX orders_buyer_gstin_idx ON orders (buyer_gstin) WHERE buyer_gstin IS NOT NULL;
