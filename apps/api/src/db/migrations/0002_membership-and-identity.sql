CREATE TYPE "public"."otp_channel" AS ENUM('sms', 'email');--> statement-breakpoint
ALTER TYPE "public"."member_status" ADD VALUE 'pending';--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"recipient_name" text NOT NULL,
	"mobile_no" text NOT NULL,
	"address" text NOT NULL,
	"province_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"sub_district_id" integer NOT NULL,
	"postal_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"body_th" text NOT NULL,
	"body_en" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"policy_version" text NOT NULL,
	"terms_version" text NOT NULL,
	"accept_consent_and_policy" boolean NOT NULL,
	"accept_news_and_promotions" boolean NOT NULL,
	"accept_preference_and_interest" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_list_items" (
	"type" text NOT NULL,
	"id" integer NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"parent_id" integer,
	"postal_code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "data_list_items_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref_id" text NOT NULL,
	"channel" "otp_channel" NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"member_id" bigint,
	"code_hash" text NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_available_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_locks" (
	"recipient" text PRIMARY KEY NOT NULL,
	"wrong_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"rewarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "line_user_id" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "consent_policy_version" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "consent_terms_version" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "profile_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_history" ADD CONSTRAINT "consent_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_member_idx" ON "addresses" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_documents_kind_version_key" ON "consent_documents" USING btree ("kind","version");--> statement-breakpoint
CREATE INDEX "consent_history_member_idx" ON "consent_history" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "data_list_items_type_parent_idx" ON "data_list_items" USING btree ("type","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_challenges_ref_id_key" ON "otp_challenges" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "otp_challenges_recipient_created_idx" ON "otp_challenges" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "password_resets_member_idx" ON "password_resets" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_line_user_id_key" ON "members" USING btree ("line_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_gov_id_ref_key" ON "members" USING btree ("gov_id_ref");