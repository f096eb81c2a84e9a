-- The job queue's second queue: a purchase's tax invoices, issued and drawn after Place Order commits (queued in its
-- transaction with the confirmation), so the buyer's first download serves a kept copy.
SELECT jobs.create_queue('documents', '{"policy": "standard"}');
