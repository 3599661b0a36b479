ALTER TYPE "public"."outbox_channel" ADD VALUE 'line';--> statement-breakpoint
CREATE TABLE "line_follows" (
	"line_user_id" text PRIMARY KEY NOT NULL,
	"following" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"last_webhook_event_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "retry_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_retry_key_key" ON "outbox_messages" USING btree ("retry_key");