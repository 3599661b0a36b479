-- Each API process keeps the consent documents' versions and effective dates in its cache registry
-- (decision 041) to refuse a member's writes while a newer policy or terms is in force than they accepted
-- (decision 062, re-consent); a document added or changed in any process or tool is announced here, so
-- every copy forgets at once. The table is a few rows read whole, so the notice carries no payload.
CREATE FUNCTION notify_consent_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('consent_document_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER consent_documents_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON consent_documents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_consent_document_change();
