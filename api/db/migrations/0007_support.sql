-- Support requests: counted per client address in the rate-limit ledger; bounded text.
ALTER TABLE auth_events DROP CONSTRAINT auth_events_kind_check;
ALTER TABLE auth_events ADD CONSTRAINT auth_events_kind_check CHECK (kind IN ('signin_failure', 'code_request', 'support_request'));
ALTER TABLE support_requests
  ADD CONSTRAINT support_requests_sizes CHECK (length(name) <= 100 AND length(contact_details) <= 200 AND length(message) <= 2000);
CREATE INDEX support_requests_created_idx ON support_requests (created_at DESC);
