CREATE TABLE "audit_seals" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"audit_id" bigint NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_unsealed" (
	"audit_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_log_hash_key";--> statement-breakpoint
ALTER TABLE "audit_seals" ADD CONSTRAINT "audit_seals_audit_id_audit_log_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audit_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_unsealed" ADD CONSTRAINT "audit_unsealed_audit_id_audit_log_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audit_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_seals_audit_id_key" ON "audit_seals" USING btree ("audit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_seals_hash_key" ON "audit_seals" USING btree ("hash");--> statement-breakpoint
-- Decision 046: the chain moves to its own table. The rows sealed so far keep their hashes, in id order.
INSERT INTO "audit_seals" ("seq", "audit_id", "prev_hash", "hash", "sealed_at")
  SELECT row_number() OVER (ORDER BY "id"), "id", "prev_hash", "hash", "at" FROM "audit_log";--> statement-breakpoint
CREATE TRIGGER audit_seals_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_seals
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
CREATE TRIGGER audit_seals_no_truncate BEFORE TRUNCATE ON audit_seals
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "prev_hash";--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "hash";