CREATE TABLE "article_reads" (
	"article_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reward_entry_id" bigint,
	CONSTRAINT "article_reads_article_id_member_id_pk" PRIMARY KEY("article_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_th" text NOT NULL,
	"body_en" text NOT NULL,
	"body_th" text NOT NULL,
	"image_url" text NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"min_read_seconds" integer DEFAULT 30 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_reward_not_negative" CHECK ("articles"."reward_points" >= 0 and "articles"."min_read_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_code_uses" (
	"code_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_code_uses_code_id_member_id_pk" PRIMARY KEY("code_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "point_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "point_codes_points_positive" CHECK ("point_codes"."points" > 0),
	CONSTRAINT "point_codes_window" CHECK ("point_codes"."ends_at" > "point_codes"."starts_at"),
	CONSTRAINT "point_codes_within_cap" CHECK ("point_codes"."max_uses" is null or "point_codes"."used_count" <= "point_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" numeric(12, 2),
	"points" integer,
	"reject_reason_en" text,
	"reject_reason_th" text,
	"entry_id" bigint,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_status_known" CHECK ("receipts"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "article_reads" ADD CONSTRAINT "article_reads_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reads" ADD CONSTRAINT "article_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reads" ADD CONSTRAINT "article_reads_reward_entry_id_point_ledger_id_fk" FOREIGN KEY ("reward_entry_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_code_uses" ADD CONSTRAINT "point_code_uses_code_id_point_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."point_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_code_uses" ADD CONSTRAINT "point_code_uses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_code_uses" ADD CONSTRAINT "point_code_uses_entry_id_point_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_entry_id_point_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_reads_member_idx" ON "article_reads" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "receipts_member_created_idx" ON "receipts" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "receipts_pending_idx" ON "receipts" USING btree ("created_at") WHERE "receipts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_entry_key" ON "receipts" USING btree ("entry_id");