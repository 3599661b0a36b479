CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "point_ledger_created_kind_delta_idx" ON "point_ledger" USING btree ("created_at","kind","delta");--> statement-breakpoint
CREATE INDEX "redemptions_created_idx" ON "redemptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "redemptions_open_shipments_idx" ON "redemptions" USING btree ("created_at","id") WHERE "redemptions"."kind" = 'physical' and "redemptions"."status" in ('ordered', 'packed', 'shipped');