CREATE TABLE "card_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"level_en" text NOT NULL,
	"level_th" text NOT NULL,
	"image_url" text NOT NULL,
	"conditions_en" text NOT NULL,
	"conditions_th" text NOT NULL,
	"number_prefix" text NOT NULL,
	"valid_days" integer DEFAULT 365 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counter_code_uses" (
	"card_id" bigint NOT NULL,
	"time_step" bigint NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_code_uses_card_id_time_step_pk" PRIMARY KEY("card_id","time_step")
);
--> statement-breakpoint
CREATE TABLE "member_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"card_number" text NOT NULL,
	"code_secret" "bytea" NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"create_alert_seen_at" timestamp with time zone,
	"expire_alert_seen_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_cards_window" CHECK ("member_cards"."expires_at" > "member_cards"."issued_at")
);
--> statement-breakpoint
CREATE TABLE "product_branches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"address_en" text NOT NULL,
	"address_th" text NOT NULL,
	"map_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_kinds" (
	"code" text PRIMARY KEY NOT NULL,
	"controller" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_kinds_controller_unique" UNIQUE("controller")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"logo_url" text NOT NULL,
	"cover_url" text NOT NULL,
	"description_en" text NOT NULL,
	"description_th" text NOT NULL,
	"category_en" text NOT NULL,
	"category_th" text NOT NULL,
	"website" text,
	"line_oa" text,
	"partner_id" bigint,
	"is_published" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_templates" ADD CONSTRAINT "card_templates_company_id_products_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_code_uses" ADD CONSTRAINT "counter_code_uses_card_id_member_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_template_id_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."card_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_branches" ADD CONSTRAINT "product_branches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_kind_product_kinds_code_fk" FOREIGN KEY ("kind") REFERENCES "public"."product_kinds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_templates_company_idx" ON "card_templates" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_cards_card_number_key" ON "member_cards" USING btree ("card_number");--> statement-breakpoint
CREATE INDEX "member_cards_member_list_idx" ON "member_cards" USING btree ("member_id","is_favorite","expires_at") WHERE "member_cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_branches_product_idx" ON "product_branches" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "products_kind_sort_idx" ON "products" USING btree ("kind","sort","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_partner_idx" ON "products" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "products_name_en_trgm_idx" ON "products" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_th_trgm_idx" ON "products" USING gin ("name_th" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "product_kinds" ("code", "controller", "name_en", "name_th", "sort") VALUES
	('company', 'Company', 'Group companies', 'บริษัทในเครือ', 1),
	('brand', 'Brand', 'Brands', 'แบรนด์', 2)
ON CONFLICT DO NOTHING;
