-- Each API process keeps the programme rules and the tier table in its cache registry (decision 041) and
-- forgets them when told here, so an operator's change, made in any process or tool (back-office, CLI,
-- plain SQL), applies everywhere at once instead of within the minute the copies lived before. Both
-- tables are a few rows read whole, so any change reloads them and the notice carries no payload.
CREATE FUNCTION notify_rules_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rules_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER programme_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON programme_rules
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rules_change();
--> statement-breakpoint
CREATE FUNCTION notify_tier_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tier_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tiers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tiers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tier_change();
