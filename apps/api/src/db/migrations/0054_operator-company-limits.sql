ALTER TABLE "code_batches" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "point_codes" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "company_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_company_id_products_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_codes" ADD CONSTRAINT "point_codes_company_id_products_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_codes_company_idx" ON "point_codes" USING btree ("company_id");