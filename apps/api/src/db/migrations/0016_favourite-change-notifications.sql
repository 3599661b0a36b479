-- Each API process keeps members' favourite privilege ids in memory (issue 13: the hearts on a catalogue
-- page without a query per page) and forgets a member's when told here. Triggers announce every change,
-- whichever path made it (API, operator CLI, seed, plain SQL).
-- Payload: the member id; an empty payload (TRUNCATE) means every member.
CREATE FUNCTION notify_favourite_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('favourite_changes', '');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('favourite_changes', OLD.member_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('favourite_changes', NEW.member_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER privilege_favorites_changed AFTER INSERT OR UPDATE OR DELETE ON privilege_favorites
  FOR EACH ROW EXECUTE FUNCTION notify_favourite_change();
--> statement-breakpoint
CREATE TRIGGER privilege_favorites_truncated AFTER TRUNCATE ON privilege_favorites
  FOR EACH STATEMENT EXECUTE FUNCTION notify_favourite_change();
