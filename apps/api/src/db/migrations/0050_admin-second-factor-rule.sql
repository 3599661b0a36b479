ALTER TABLE "programme_rules" DROP CONSTRAINT "programme_rules_positive";--> statement-breakpoint
ALTER TABLE "programme_rules" ADD COLUMN "admin_second_factor_required" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_rules" ADD CONSTRAINT "programme_rules_positive" CHECK ("programme_rules"."transfer_daily_cap" >= 1 and "programme_rules"."referral_referrer_points" >= 0 and "programme_rules"."referral_referee_points" >= 0
        and "programme_rules"."receipt_baht_per_point" >= 1 and "programme_rules"."receipt_daily_quota" >= 0 and "programme_rules"."receipt_max_bytes" >= 1
        and "programme_rules"."point_expiry_years" >= 0 and "programme_rules"."adjust_approval_threshold" >= 0 and "programme_rules"."burn_thb_per_point" > 0
        and "programme_rules"."transfer_otp_threshold" >= 0 and "programme_rules"."campaign_approval_threshold" >= 0
        and "programme_rules"."birthday_bonus_points" >= 0 and "programme_rules"."broadcast_approval_threshold" >= 0
        and "programme_rules"."deletion_grace_days" >= 0 and "programme_rules"."admin_second_factor_required" in (0, 1));