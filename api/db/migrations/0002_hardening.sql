-- Accounts that exist only as the authors of seeded reviews cannot sign in by any method.
ALTER TABLE users ADD COLUMN can_sign_in boolean NOT NULL DEFAULT true;
UPDATE users SET can_sign_in = false
  WHERE password_hash IS NULL AND google_id IS NULL AND facebook_id IS NULL AND email LIKE '%@buyers.example.in';

-- Pruning expired sessions and used or expired codes reads them by time.
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX one_time_codes_expires_idx ON one_time_codes (expires_at);
