-- Each API process keeps the partner API's keys in memory (issue 33: a till call no longer reads its
-- client on every sale) and forgets them when told here, as it does sessions (decision 016): a rotated
-- or disabled key stops as soon as the notice arrives, and while notices may be missed nothing is kept.
-- The trigger announces every change, whichever path made it; clients are few and change rarely, so any
-- change forgets them all and the notice carries no payload. (The stores tills name are forgotten on
-- partner_stores' catalogue_changes notice, migration 0023.)
CREATE FUNCTION notify_api_client_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('api_client_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER api_clients_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON api_clients
  FOR EACH STATEMENT EXECUTE FUNCTION notify_api_client_change();
