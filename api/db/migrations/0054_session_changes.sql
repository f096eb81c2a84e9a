-- Signed-in requests read their session from a per-process cache (api/auth/session-cache.ts). Whatever changes a
-- user or ends a session, by any path (the app, the console, a script), says so on commit: NOTIFY session_changes
-- with the user's id, and every process forgets that user's cached sessions.
CREATE FUNCTION announce_session_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', id::text) FROM (SELECT DISTINCT id FROM changed) AS ids;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('session_changes', user_id::text) FROM (SELECT DISTINCT user_id FROM changed) AS ids;
  ELSE
    -- Pruning deletes sessions already ended, which no cache serves: only a live session's deletion is news.
    PERFORM pg_notify('session_changes', user_id::text)
      FROM (SELECT DISTINCT user_id FROM changed WHERE revoked_at IS NULL AND expires_at > now()) AS ids;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER users_updated_announced AFTER UPDATE ON users
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION announce_session_users();
CREATE TRIGGER users_deleted_announced AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION announce_session_users();
CREATE TRIGGER sessions_updated_announced AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION announce_session_users();
CREATE TRIGGER sessions_deleted_announced AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION announce_session_users();
