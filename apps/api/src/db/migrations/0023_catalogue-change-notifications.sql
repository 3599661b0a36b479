-- Each API process keeps catalogue pages in memory (decision 013) and forgets them all when told here,
-- so an operator's change (privilege, stock, flash sale, category, subcategory, group, partner, store)
-- reaches members on every process at once instead of after the page TTL. Triggers announce every
-- change, whichever path made it (console, operator CLI, seed, plain SQL). A redemption's own count
-- (`stock_used`) is left out: NOTIFY serialises commits, and redeem is the contended write (DESIGN §10);
-- the process that redeemed forgets its pages itself, the others within the TTL.
-- Payload: empty (every page of the catalogue); NOTIFY folds one transaction's notices into one.
CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER privileges_inserted_or_deleted AFTER INSERT OR DELETE ON privileges
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER privileges_changed AFTER UPDATE ON privileges FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'stock_used') IS DISTINCT FROM (to_jsonb(NEW) - 'stock_used'))
  EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER flash_sales_inserted_or_deleted AFTER INSERT OR DELETE ON flash_sales
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER flash_sales_changed AFTER UPDATE ON flash_sales FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'stock_used') IS DISTINCT FROM (to_jsonb(NEW) - 'stock_used'))
  EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER privilege_categories_changed AFTER INSERT OR UPDATE OR DELETE ON privilege_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER privilege_subcategories_changed AFTER INSERT OR UPDATE OR DELETE ON privilege_subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER privilege_groups_changed AFTER INSERT OR UPDATE OR DELETE ON privilege_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER partners_changed AFTER INSERT OR UPDATE OR DELETE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER partner_stores_changed AFTER INSERT OR UPDATE OR DELETE ON partner_stores
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
