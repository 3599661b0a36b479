CREATE TABLE "campaign_member_awards" (
	"campaign_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "campaign_member_awards_campaign_id_member_id_pk" PRIMARY KEY("campaign_id","member_id"),
	CONSTRAINT "campaign_member_awards_positive" CHECK ("campaign_member_awards"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"multiplier" numeric(4, 2),
	"bonus_points" integer,
	"conditions" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"per_member_cap" integer,
	"budget_points" integer,
	"budget_used" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" bigint,
	"approved_by" bigint,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_kind_known" CHECK ("campaigns"."kind" in ('multiplier', 'bonus')),
	CONSTRAINT "campaigns_status_known" CHECK ("campaigns"."status" in ('draft', 'pending_approval', 'active', 'ended')),
	CONSTRAINT "campaigns_rule_matches_kind" CHECK (("campaigns"."kind" = 'multiplier' and "campaigns"."multiplier" > 1 and "campaigns"."bonus_points" is null)
        or ("campaigns"."kind" = 'bonus' and "campaigns"."bonus_points" > 0 and "campaigns"."multiplier" is null)),
	CONSTRAINT "campaigns_window_in_order" CHECK ("campaigns"."ends_at" > "campaigns"."starts_at"),
	CONSTRAINT "campaigns_budget_held" CHECK ("campaigns"."budget_used" >= 0 and ("campaigns"."budget_points" is null or "campaigns"."budget_used" <= "campaigns"."budget_points")),
	CONSTRAINT "campaigns_cap_positive" CHECK ("campaigns"."per_member_cap" is null or "campaigns"."per_member_cap" > 0)
);
--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "awards" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_member_awards" ADD CONSTRAINT "campaign_member_awards_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_member_awards" ADD CONSTRAINT "campaign_member_awards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_approved_by_operators_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_status_window_idx" ON "campaigns" USING btree ("status","ends_at");