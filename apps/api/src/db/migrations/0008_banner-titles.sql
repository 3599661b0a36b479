ALTER TABLE "banners" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "title_th" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "privileges_partner_id_idx" ON "privileges" USING btree ("partner_id");