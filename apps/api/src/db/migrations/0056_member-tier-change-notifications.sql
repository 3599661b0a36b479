-- Each API process keeps members' tiers in its cache registry (decision 065): every privilege list with an
-- exclusive card asks the member's tier, and reading their tier facts per request halved the list's
-- throughput. A member's tier changes only with their status row (an upgrade a spending stores, a hold
-- settled, an operator's change) or when the hold ends, which the cache knows. Each change that moves the
-- row is announced here, whichever path made it. A spending's lock of the row (an update that changes
-- nothing, every till sale) is not: nothing there is new.
-- Payload: the member id; an empty payload (TRUNCATE) means every member.
CREATE FUNCTION notify_member_tier_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('member_tier_changes', '');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('member_tier_changes', OLD.member_id::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.member_id IS DISTINCT FROM OLD.member_id) THEN
    PERFORM pg_notify('member_tier_changes', NEW.member_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER member_tier_statuses_added_or_removed AFTER INSERT OR DELETE ON member_tier_statuses
  FOR EACH ROW EXECUTE FUNCTION notify_member_tier_change();
--> statement-breakpoint
CREATE TRIGGER member_tier_statuses_changed AFTER UPDATE ON member_tier_statuses
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_member_tier_change();
--> statement-breakpoint
CREATE TRIGGER member_tier_statuses_truncated AFTER TRUNCATE ON member_tier_statuses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_member_tier_change();
