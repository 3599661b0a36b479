CREATE TABLE "broadcasts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"body_th" text NOT NULL,
	"body_en" text NOT NULL,
	"link_path" text,
	"segment" jsonb NOT NULL,
	"channels" text[] NOT NULL,
	"send_at" timestamp with time zone,
	"status" text NOT NULL,
	"recipients" integer NOT NULL,
	"created_by" bigint,
	"requested_by" bigint,
	"approved_by" bigint,
	"canceled_by" bigint,
	"last_member_id" bigint DEFAULT 0 NOT NULL,
	"notified" integer DEFAULT 0 NOT NULL,
	"lease_token" uuid,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcasts_status_known" CHECK ("broadcasts"."status" in ('pending_approval', 'scheduled', 'sending', 'sent', 'canceled')),
	CONSTRAINT "broadcasts_link_in_app" CHECK ("broadcasts"."link_path" is null or "broadcasts"."link_path" like '/%'),
	CONSTRAINT "broadcasts_counts_positive" CHECK ("broadcasts"."recipients" >= 0 and "broadcasts"."notified" >= 0)
);
--> statement-breakpoint
ALTER TABLE "programme_rules" DROP CONSTRAINT "programme_rules_positive";--> statement-breakpoint
ALTER TABLE "programme_rules" ADD COLUMN "broadcast_approval_threshold" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_approved_by_operators_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_canceled_by_operators_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_due_idx" ON "broadcasts" USING btree ("send_at","id") WHERE "broadcasts"."status" in ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "broadcasts_created_idx" ON "broadcasts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_broadcast_key_idx" ON "notifications" USING btree ("event_key" text_pattern_ops) WHERE "notifications"."kind" = 'broadcast';--> statement-breakpoint
ALTER TABLE "programme_rules" ADD CONSTRAINT "programme_rules_positive" CHECK ("programme_rules"."transfer_daily_cap" >= 1 and "programme_rules"."referral_referrer_points" >= 0 and "programme_rules"."referral_referee_points" >= 0
        and "programme_rules"."receipt_baht_per_point" >= 1 and "programme_rules"."receipt_daily_quota" >= 0 and "programme_rules"."receipt_max_bytes" >= 1
        and "programme_rules"."point_expiry_years" >= 0 and "programme_rules"."adjust_approval_threshold" >= 0 and "programme_rules"."burn_thb_per_point" > 0
        and "programme_rules"."transfer_otp_threshold" >= 0 and "programme_rules"."campaign_approval_threshold" >= 0
        and "programme_rules"."birthday_bonus_points" >= 0 and "programme_rules"."broadcast_approval_threshold" >= 0);