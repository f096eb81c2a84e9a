-- Photos of a consignment as it left (the bales, the loaded truck, the LR copy): at most 5, added by operators after
-- Shipped and shown in the buyer's tracking. domain/dispatch.ts holds the same limit with a sentence.
ALTER TABLE dispatches ADD COLUMN photos text[] NOT NULL DEFAULT '{}' CHECK (cardinality(photos) <= 5);
