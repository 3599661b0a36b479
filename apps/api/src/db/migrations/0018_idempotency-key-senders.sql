DROP INDEX "idempotency_keys_member_key";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "operator_id" bigint;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_sender_key" UNIQUE NULLS NOT DISTINCT("member_id","operator_id","key");