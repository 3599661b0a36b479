DROP INDEX "members_email_key";--> statement-breakpoint
DROP INDEX "members_mobile_no_key";--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_key" ON "members" USING btree ("email") WHERE "members"."login_type" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_no_key" ON "members" USING btree ("mobile_no") WHERE "members"."login_type" = 2;