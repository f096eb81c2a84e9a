-- The transporter's tracking page for a consignment, from TRANSPORTER_TRACKING as it was when the
-- consignment left.
ALTER TABLE dispatches ADD COLUMN tracking_url text CHECK (tracking_url ~ '^https://');
