-- Trigram indexes on privilege titles (Thai is written without spaces between words).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"privilege_id" bigint NOT NULL,
	"point_cost" integer NOT NULL,
	"stock_total" integer NOT NULL,
	"stock_used" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_sales_stock_within_total" CHECK ("flash_sales"."stock_used" >= 0 and "flash_sales"."stock_used" <= "flash_sales"."stock_total"),
	CONSTRAINT "flash_sales_window" CHECK ("flash_sales"."ends_at" > "flash_sales"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "partner_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"privilege_id" bigint NOT NULL,
	"code" text NOT NULL,
	"redemption_id" bigint
);
--> statement-breakpoint
CREATE TABLE "partner_stores" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	CONSTRAINT "partner_stores_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"logo_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privilege_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"icon_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "privilege_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "privilege_favorites" (
	"member_id" bigint NOT NULL,
	"privilege_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privilege_favorites_member_id_privilege_id_pk" PRIMARY KEY("member_id","privilege_id")
);
--> statement-breakpoint
CREATE TABLE "privilege_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"image_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privilege_subcategories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" bigint NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privileges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" bigint NOT NULL,
	"subcategory_id" bigint,
	"group_id" bigint,
	"partner_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"description_en" text NOT NULL,
	"description_th" text NOT NULL,
	"conditions_en" text NOT NULL,
	"conditions_th" text NOT NULL,
	"image_url" text NOT NULL,
	"point_cost" integer NOT NULL,
	"stock_total" integer NOT NULL,
	"stock_used" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"min_tier_id" smallint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"coupon_valid_days" integer DEFAULT 30 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privileges_kind_known" CHECK ("privileges"."kind" in ('ecoupon', 'partner_code', 'physical')),
	CONSTRAINT "privileges_stock_within_total" CHECK ("privileges"."stock_used" >= 0 and "privileges"."stock_used" <= "privileges"."stock_total"),
	CONSTRAINT "privileges_cost_not_negative" CHECK ("privileges"."point_cost" >= 0 and "privileges"."per_member_limit" >= 1),
	CONSTRAINT "privileges_window" CHECK ("privileges"."ends_at" > "privileges"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"privilege_id" bigint NOT NULL,
	"flash_sale_id" bigint,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"points_spent" integer NOT NULL,
	"entry_id" bigint,
	"coupon_code" text NOT NULL,
	"partner_code" text,
	"partner_code_shown_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_store_id" bigint,
	"shipping_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemptions_coupon_code_unique" UNIQUE("coupon_code"),
	CONSTRAINT "redemptions_status_known" CHECK ("redemptions"."status" in ('issued', 'used', 'ordered', 'packed', 'shipped', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"redemption_id" bigint NOT NULL,
	"status" text NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_privilege_id_privileges_id_fk" FOREIGN KEY ("privilege_id") REFERENCES "public"."privileges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_codes" ADD CONSTRAINT "partner_codes_privilege_id_privileges_id_fk" FOREIGN KEY ("privilege_id") REFERENCES "public"."privileges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_codes" ADD CONSTRAINT "partner_codes_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_stores" ADD CONSTRAINT "partner_stores_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_favorites" ADD CONSTRAINT "privilege_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_favorites" ADD CONSTRAINT "privilege_favorites_privilege_id_privileges_id_fk" FOREIGN KEY ("privilege_id") REFERENCES "public"."privileges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_subcategories" ADD CONSTRAINT "privilege_subcategories_category_id_privilege_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."privilege_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_category_id_privilege_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."privilege_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_subcategory_id_privilege_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."privilege_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_group_id_privilege_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."privilege_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_min_tier_id_tiers_id_fk" FOREIGN KEY ("min_tier_id") REFERENCES "public"."tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_privilege_id_privileges_id_fk" FOREIGN KEY ("privilege_id") REFERENCES "public"."privileges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_entry_id_point_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_used_store_id_partner_stores_id_fk" FOREIGN KEY ("used_store_id") REFERENCES "public"."partner_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_sales_window_idx" ON "flash_sales" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "flash_sales_privilege_idx" ON "flash_sales" USING btree ("privilege_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_codes_privilege_code_key" ON "partner_codes" USING btree ("privilege_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_codes_redemption_key" ON "partner_codes" USING btree ("redemption_id");--> statement-breakpoint
CREATE INDEX "partner_codes_free_idx" ON "partner_codes" USING btree ("privilege_id","id") WHERE "partner_codes"."redemption_id" is null;--> statement-breakpoint
CREATE INDEX "partner_stores_partner_idx" ON "partner_stores" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "privilege_subcategories_category_idx" ON "privilege_subcategories" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "privileges_category_idx" ON "privileges" USING btree ("category_id","subcategory_id","sort");--> statement-breakpoint
CREATE INDEX "privileges_group_idx" ON "privileges" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "privileges_window_idx" ON "privileges" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "privileges_title_en_trgm_idx" ON "privileges" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "privileges_title_th_trgm_idx" ON "privileges" USING gin ("title_th" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "redemptions_member_created_idx" ON "redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "redemptions_member_privilege_idx" ON "redemptions" USING btree ("member_id","privilege_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_entry_key" ON "redemptions" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_redemption_status_key" ON "shipment_events" USING btree ("redemption_id","status");