CREATE TABLE "programme_rules" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"transfer_daily_cap" integer NOT NULL,
	"referral_referrer_points" integer NOT NULL,
	"referral_referee_points" integer NOT NULL,
	"receipt_baht_per_point" integer NOT NULL,
	"receipt_daily_quota" integer NOT NULL,
	"receipt_max_bytes" integer NOT NULL,
	"point_expiry_years" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_rules_single_row" CHECK ("programme_rules"."id" = 1),
	CONSTRAINT "programme_rules_positive" CHECK ("programme_rules"."transfer_daily_cap" >= 1 and "programme_rules"."referral_referrer_points" >= 0 and "programme_rules"."referral_referee_points" >= 0
        and "programme_rules"."receipt_baht_per_point" >= 1 and "programme_rules"."receipt_daily_quota" >= 0 and "programme_rules"."receipt_max_bytes" >= 1
        and "programme_rules"."point_expiry_years" >= 0)
);
--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
-- DESIGN §6 defaults: 10,000 points a day, referral 50 and 20, 1 point per 25 THB, 5 receipts a day of at most 10 MB, expiry at the end of the second year after the earn year.
INSERT INTO "programme_rules" ("id", "transfer_daily_cap", "referral_referrer_points", "referral_referee_points", "receipt_baht_per_point", "receipt_daily_quota", "receipt_max_bytes", "point_expiry_years") VALUES (1, 10000, 50, 20, 25, 5, 10485760, 2) ON CONFLICT ("id") DO NOTHING;
