CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"erase_after" timestamp with time zone,
	"file_key" text,
	"file_bytes" integer,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"processed_by" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "privacy_requests_kind_known" CHECK ("privacy_requests"."kind" in ('export', 'deletion')),
	CONSTRAINT "privacy_requests_status_known" CHECK ("privacy_requests"."status" in ('pending', 'ready', 'expired', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "programme_rules" DROP CONSTRAINT "programme_rules_positive";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programme_rules" ADD COLUMN "deletion_grace_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_processed_by_operators_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_export_a_day" ON "privacy_requests" USING btree ("member_id","requested_on") WHERE "privacy_requests"."kind" = 'export';--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_deletion" ON "privacy_requests" USING btree ("member_id") WHERE "privacy_requests"."kind" = 'deletion';--> statement-breakpoint
CREATE INDEX "privacy_requests_member_idx" ON "privacy_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_status_due_idx" ON "privacy_requests" USING btree ("status","due_at");--> statement-breakpoint
ALTER TABLE "programme_rules" ADD CONSTRAINT "programme_rules_positive" CHECK ("programme_rules"."transfer_daily_cap" >= 1 and "programme_rules"."referral_referrer_points" >= 0 and "programme_rules"."referral_referee_points" >= 0
        and "programme_rules"."receipt_baht_per_point" >= 1 and "programme_rules"."receipt_daily_quota" >= 0 and "programme_rules"."receipt_max_bytes" >= 1
        and "programme_rules"."point_expiry_years" >= 0 and "programme_rules"."adjust_approval_threshold" >= 0 and "programme_rules"."burn_thb_per_point" > 0
        and "programme_rules"."transfer_otp_threshold" >= 0 and "programme_rules"."campaign_approval_threshold" >= 0
        and "programme_rules"."birthday_bonus_points" >= 0 and "programme_rules"."broadcast_approval_threshold" >= 0
        and "programme_rules"."deletion_grace_days" >= 0);