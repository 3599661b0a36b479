ALTER TABLE "receipts" ADD COLUMN "store_id" bigint;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "receipt_no" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "purchased_on" date;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "reject_reason_code" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_store_id_partner_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."partner_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_approved_store_receipt_key" ON "receipts" USING btree ("store_id","receipt_no") WHERE "receipts"."status" = 'approved';