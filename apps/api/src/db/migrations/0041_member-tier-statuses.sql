CREATE TABLE "member_tier_statuses" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"tier_id" smallint NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_tier_statuses" ADD CONSTRAINT "member_tier_statuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tier_statuses" ADD CONSTRAINT "member_tier_statuses_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE no action ON UPDATE no action;