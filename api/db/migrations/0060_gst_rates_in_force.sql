-- GST at the rates in force, not SPEC's flat 10% (which the GST portal refuses on a return). Every heading the
-- catalogue files under is a fabric of Schedule I of Notification 9/2025-Central Tax (Rate): 5% (domain/tax-rates.ts).
-- The rows seeded at 10% go, so each heading is taxed at the rate in force until an operator sets another; an
-- operator may set any rate the portal accepts. Orders already placed keep the rate their invoices state.
DELETE FROM tax_rates WHERE rate_percent = 10;
ALTER TABLE tax_rates DROP CONSTRAINT tax_rates_rate_percent_check;
ALTER TABLE tax_rates ADD CONSTRAINT tax_rates_rate_percent_check CHECK (rate_percent IN (0, 1, 3, 5, 6, 12, 18, 28, 40));
ALTER TABLE orders DROP CONSTRAINT orders_tax_percent_check;
ALTER TABLE orders ADD CONSTRAINT orders_tax_percent_check CHECK (tax_percent IN (0, 1, 3, 5, 6, 10, 12, 18, 28, 40));
ALTER TABLE orders ALTER COLUMN tax_percent SET DEFAULT 5;
