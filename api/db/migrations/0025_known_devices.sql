-- Browsers that have signed in to an account: a long-lived device cookie, stored hashed as sessions
-- are. A code request from one of them is the owner's own and is never held by the per-email cap that strangers'
-- requests from many addresses run into.
CREATE TABLE known_devices (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX known_devices_user_idx ON known_devices (user_id);
