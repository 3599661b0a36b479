CREATE TABLE "point_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"reason_en" text NOT NULL,
	"reason_th" text NOT NULL,
	"status" text NOT NULL,
	"made_by" bigint NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_adjustments_points_not_zero" CHECK ("point_adjustments"."points" <> 0),
	CONSTRAINT "point_adjustments_status_known" CHECK ("point_adjustments"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "point_adjustments_checker_not_maker" CHECK ("point_adjustments"."status" <> 'approved' or "point_adjustments"."decided_by" is distinct from "point_adjustments"."made_by"),
	CONSTRAINT "point_adjustments_entry_when_approved" CHECK (("point_adjustments"."status" = 'approved') = ("point_adjustments"."entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "programme_rules" DROP CONSTRAINT "programme_rules_positive";--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "file_hash" text;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "reason_th" text;--> statement-breakpoint
ALTER TABLE "programme_rules" ADD COLUMN "adjust_approval_threshold" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_made_by_operators_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_entry_id_point_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_adjustments_status_created_idx" ON "point_adjustments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "point_adjustments_member_idx" ON "point_adjustments" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_adjustments_entry_key" ON "point_adjustments" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "receipts_file_hash_idx" ON "receipts" USING btree ("file_hash","id");--> statement-breakpoint
ALTER TABLE "programme_rules" ADD CONSTRAINT "programme_rules_positive" CHECK ("programme_rules"."transfer_daily_cap" >= 1 and "programme_rules"."referral_referrer_points" >= 0 and "programme_rules"."referral_referee_points" >= 0
        and "programme_rules"."receipt_baht_per_point" >= 1 and "programme_rules"."receipt_daily_quota" >= 0 and "programme_rules"."receipt_max_bytes" >= 1
        and "programme_rules"."point_expiry_years" >= 0 and "programme_rules"."adjust_approval_threshold" >= 0);