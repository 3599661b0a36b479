CREATE TABLE "birthday_bonuses" (
	"member_id" bigint NOT NULL,
	"year" smallint NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "birthday_bonuses_member_id_year_pk" PRIMARY KEY("member_id","year"),
	CONSTRAINT "birthday_bonuses_points_positive" CHECK ("birthday_bonuses"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "point_ledger" DROP CONSTRAINT "point_ledger_source_known";--> statement-breakpoint
ALTER TABLE "birthday_bonuses" ADD CONSTRAINT "birthday_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_birth_month_idx" ON "members" USING btree (extract(month from "date_of_birth"),"id") WHERE "members"."status" = 'active';--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_source_known" CHECK ("point_ledger"."source" in ('receipt', 'code', 'article', 'referral', 'redemption', 'transfer', 'operator', 'profile', 'expiry', 'merge', 'till', 'birthday'));