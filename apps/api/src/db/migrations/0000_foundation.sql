CREATE TYPE "public"."member_status" AS ENUM('active', 'canceled', 'suspended', 'blocked', 'merged');--> statement-breakpoint
CREATE TYPE "public"."operator_role" AS ENUM('admin', 'staff');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE SEQUENCE "public"."member_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_spendings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"spent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mbk_member_id" text DEFAULT 'CR' || lpad(nextval('member_code_seq')::text, 8, '0') NOT NULL,
	"login_type" smallint NOT NULL,
	"email" text,
	"mobile_no" text,
	"password_hash" text,
	"status" "member_status" DEFAULT 'active' NOT NULL,
	"gov_id_ref" text,
	"gov_id_type" text,
	"gender" text,
	"first_name" text,
	"last_name" text,
	"date_of_birth" date,
	"address" text,
	"province" text,
	"province_id" integer,
	"district" text,
	"district_id" integer,
	"sub_district" text,
	"sub_district_id" integer,
	"postal_code" text,
	"relationship_status" text,
	"nationality" text,
	"education" text,
	"career" text,
	"income" text,
	"picture_url" text,
	"home_consent_notify" boolean DEFAULT false NOT NULL,
	"home_consent_notify_at" timestamp with time zone,
	"profile_consent_notify" boolean DEFAULT false NOT NULL,
	"profile_consent_notify_at" timestamp with time zone,
	"accept_consent_and_policy" boolean DEFAULT false NOT NULL,
	"accept_consent_and_policy_at" timestamp with time zone,
	"accept_news_and_promotions" boolean DEFAULT false NOT NULL,
	"accept_news_and_promotions_at" timestamp with time zone,
	"accept_preference_and_interest" boolean DEFAULT false NOT NULL,
	"accept_preference_and_interest_at" timestamp with time zone,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" "operator_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" "outbox_channel" NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"otp" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"lot_id" bigint,
	"delta" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"min_spending" numeric(12, 2) NOT NULL,
	CONSTRAINT "tiers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_spendings" ADD CONSTRAINT "member_spendings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_lot_id_point_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."point_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lots" ADD CONSTRAINT "point_lots_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_group_sort_idx" ON "banners" USING btree ("group","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "banners_group_name_key" ON "banners" USING btree ("group","name");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_member_key" ON "idempotency_keys" USING btree ("member_id","key");--> statement-breakpoint
CREATE INDEX "member_spendings_member_spent_idx" ON "member_spendings" USING btree ("member_id","spent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mbk_member_id_key" ON "members" USING btree ("mbk_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_key" ON "members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_no_key" ON "members" USING btree ("mobile_no");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "point_ledger_member_created_idx" ON "point_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_lots_member_expires_idx" ON "point_lots" USING btree ("member_id","expires_at");--> statement-breakpoint
CREATE INDEX "sessions_member_id_idx" ON "sessions" USING btree ("member_id");