CREATE TABLE "reminder_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb
);
--> statement-breakpoint
CREATE INDEX "point_lots_expires_idx" ON "point_lots" USING btree ("expires_at");