-- How each account was first opened: an operator's account may be opened by Google or Facebook only when that
-- provider created it. Accounts with a password were opened by email; the others by the provider they are linked to.
ALTER TABLE users ADD COLUMN signed_up_with text NOT NULL DEFAULT 'email'
  CHECK (signed_up_with IN ('email', 'google', 'facebook'));
UPDATE users SET signed_up_with = CASE
  WHEN password_hash IS NOT NULL THEN 'email'
  WHEN google_id IS NOT NULL THEN 'google'
  WHEN facebook_id IS NOT NULL THEN 'facebook'
  ELSE 'email' END;
