ALTER TABLE "programme_rules" DROP CONSTRAINT "programme_rules_positive";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "requested_by" bigint;--> statement-breakpoint
ALTER TABLE "programme_rules" ADD COLUMN "campaign_approval_threshold" integer DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_rules" ADD COLUMN "birthday_bonus_points" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_rules" ADD CONSTRAINT "programme_rules_positive" CHECK ("programme_rules"."transfer_daily_cap" >= 1 and "programme_rules"."referral_referrer_points" >= 0 and "programme_rules"."referral_referee_points" >= 0
        and "programme_rules"."receipt_baht_per_point" >= 1 and "programme_rules"."receipt_daily_quota" >= 0 and "programme_rules"."receipt_max_bytes" >= 1
        and "programme_rules"."point_expiry_years" >= 0 and "programme_rules"."adjust_approval_threshold" >= 0 and "programme_rules"."burn_thb_per_point" > 0
        and "programme_rules"."transfer_otp_threshold" >= 0 and "programme_rules"."campaign_approval_threshold" >= 0
        and "programme_rules"."birthday_bonus_points" >= 0);