-- One buyer cannot flood the operators (hardening III): quote requests and quote messages are counted per buyer, as
-- reviews are, in the same ledger.
ALTER TABLE auth_events DROP CONSTRAINT auth_events_kind_check;
ALTER TABLE auth_events ADD CONSTRAINT auth_events_kind_check
  CHECK (kind IN ('signin_failure', 'code_request', 'support_request', 'code_guess', 'review', 'quote_request', 'quote_message'));
