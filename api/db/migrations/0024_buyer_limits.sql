-- One buyer cannot flood the operators: quote messages are counted per buyer, as reviews are, in the
-- same ledger (quote requests are counted from the quotes themselves, under the buyer's lock).
ALTER TABLE auth_events DROP CONSTRAINT auth_events_kind_check;
ALTER TABLE auth_events ADD CONSTRAINT auth_events_kind_check
  CHECK (kind IN ('signin_failure', 'code_request', 'support_request', 'code_guess', 'review', 'quote_message'));
