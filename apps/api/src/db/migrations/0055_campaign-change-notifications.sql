-- Each API process keeps the campaigns in force in its cache registry (decision 041), read by every purchase
-- (a till sale, an approved receipt) instead of a query a sale (decision 064). A campaign created,
-- removed or changed in any process or tool is announced here, so every copy forgets at once. A budget's
-- use (`budget_used`) is not announced: purchases change it all the time, and they read and lock it
-- from the table itself before they count against it. The notice carries no payload.
CREATE FUNCTION notify_campaign_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('campaign_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER campaigns_added_or_removed AFTER INSERT OR DELETE OR TRUNCATE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION notify_campaign_change();
--> statement-breakpoint
CREATE TRIGGER campaigns_changed AFTER UPDATE OF name, name_en, kind, multiplier, bonus_points, conditions,
  starts_at, ends_at, per_member_cap, budget_points, status ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION notify_campaign_change();
