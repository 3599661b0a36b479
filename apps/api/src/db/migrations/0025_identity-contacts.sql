-- A LINE registration row starts as login type 2; one that has proven only an e-mail is identified by it (decision 038).
-- The status is compared as text: on a new database every migration runs in one transaction, and the enum
-- value 'pending', added by an earlier one, cannot be used as a value before that transaction commits.
UPDATE "members" SET "login_type" = 1 WHERE "status"::text = 'pending' AND "email" IS NOT NULL AND "mobile_no" IS NULL;--> statement-breakpoint
DROP INDEX "members_email_key";--> statement-breakpoint
DROP INDEX "members_mobile_no_key";--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_key" ON "members" USING btree ("email") WHERE "members"."login_type" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_no_key" ON "members" USING btree ("mobile_no") WHERE "members"."login_type" = 2;