-- Each API process keeps verified sessions in memory (issue 13: no database round trip per request) and
-- forgets them when told here. Triggers rather than application code announce every change, so a
-- revocation by any path (API, operator CLI, console, hand-written SQL) reaches every process.
-- Payloads: 's:<jti>' for one session, 'm:<member id>' for every session of a member.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changes', 's:' || OLD.jti);
  ELSE
    PERFORM pg_notify('session_changes', 'm:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.scope IS DISTINCT FROM NEW.scope
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.member_id IS DISTINCT FROM NEW.member_id)
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER members_status_changed AFTER UPDATE ON members FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER members_deleted AFTER DELETE ON members FOR EACH ROW EXECUTE FUNCTION notify_session_change();
