-- Receipts keep a JPEG copy of a HEIC photo for operators' browsers (made by the receipt-view job after the upload).
ALTER TABLE "receipts" ADD COLUMN "view_file_key" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "view_job_id" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_view_job_id_jobs_id_fk" FOREIGN KEY ("view_job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_view_job_key" ON "receipts" USING btree ("view_job_id");