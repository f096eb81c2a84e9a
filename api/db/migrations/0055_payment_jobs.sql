-- The job queue's third queue: a purchase's payment captured once its orders are committed (queued in its transaction
-- with the confirmation and invoices), so the buyer's answer waits neither for the gateway nor for the mark.
SELECT jobs.create_queue('payments', '{"policy": "standard"}');
