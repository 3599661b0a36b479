-- Trigram indexes serve the back-office name search (DESIGN §11: name contains, p99 within 100 ms).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "point_ledger" DROP CONSTRAINT "point_ledger_kind_known";--> statement-breakpoint
ALTER TABLE "point_ledger" DROP CONSTRAINT "point_ledger_source_known";--> statement-breakpoint
DROP INDEX "members_created_idx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "merged_into_member_id" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merged_into_member_id_members_id_fk" FOREIGN KEY ("merged_into_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_email_pattern_idx" ON "members" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_mobile_no_pattern_idx" ON "members" USING btree ("mobile_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_full_name_trgm_idx" ON "members" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "members_merged_into_idx" ON "members" USING btree ("merged_into_member_id") WHERE "members"."merged_into_member_id" is not null;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_kind_known" CHECK ("point_ledger"."kind" in ('earn', 'spend', 'transfer_in', 'transfer_out', 'expire', 'adjust', 'reverse', 'merge_out', 'merge_in'));--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_source_known" CHECK ("point_ledger"."source" in ('receipt', 'code', 'article', 'referral', 'redemption', 'transfer', 'operator', 'profile', 'expiry', 'merge'));