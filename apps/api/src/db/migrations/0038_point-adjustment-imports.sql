ALTER TABLE "bulk_import_lines" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "bulk_import_lines" ADD COLUMN "reason_category" text;--> statement-breakpoint
ALTER TABLE "bulk_import_lines" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "bulk_import_lines" ADD COLUMN "adjustment_id" bigint;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD COLUMN "executed_by" bigint;--> statement-breakpoint
ALTER TABLE "bulk_import_lines" ADD CONSTRAINT "bulk_import_lines_adjustment_id_point_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."point_adjustments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD CONSTRAINT "bulk_imports_executed_by_operators_id_fk" FOREIGN KEY ("executed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_import_lines_adjustment_key" ON "bulk_import_lines" USING btree ("adjustment_id");