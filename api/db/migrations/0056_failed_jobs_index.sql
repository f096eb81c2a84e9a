-- The console's Failed jobs list, newest first, read from an index (pg-boss indexes only jobs still to run): each
-- queue's partition gets its part, so the queues' lists merge in order without reading every job they kept.
CREATE INDEX job_failed_idx ON jobs.job (completed_on DESC, id) WHERE state = 'failed';
