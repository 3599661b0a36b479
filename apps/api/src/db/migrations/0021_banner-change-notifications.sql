-- Each API process keeps the banner groups the first-visit pages announce (issue 13: the landing's key
-- visual is preloaded from the page's own HTML) and forgets them when told here. Triggers announce every
-- change, whichever path made it (API, back-office, seed, plain SQL); banners are few, so any change
-- reloads them all and the notice carries no payload.
CREATE FUNCTION notify_banner_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('banner_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER banners_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION notify_banner_change();
