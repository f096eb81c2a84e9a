-- A one-time code belongs to the request that asked for it: the answer carries a random challenge, stored here as
-- its SHA-256, and only a verification that names it can try the code (so nobody else can use up the owner's tries).
-- Issuing a code no longer ends the earlier ones: each dies on its own (used, expired, or 5 wrong tries).
ALTER TABLE one_time_codes ADD COLUMN challenge_hash text;
CREATE UNIQUE INDEX one_time_codes_challenge_idx ON one_time_codes (challenge_hash);

-- Tries of a code without a challenge (clients of the bare SPEC §7 contract) are counted per email.
ALTER TABLE auth_events DROP CONSTRAINT auth_events_kind_check;
ALTER TABLE auth_events ADD CONSTRAINT auth_events_kind_check
  CHECK (kind IN ('signin_failure', 'code_request', 'support_request', 'code_guess'));
