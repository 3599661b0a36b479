CREATE TABLE "point_lot_changes" (
	"entry_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "point_lot_changes_entry_id_lot_id_pk" PRIMARY KEY("entry_id","lot_id")
);
--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "reason" text;--> statement-breakpoint
-- Rows written before this migration (seeded and profile-completion earns) get their source from their lot.
UPDATE "point_ledger" AS "entry" SET
	"source" = CASE "lot"."source" WHEN 'receipt' THEN 'receipt' WHEN 'promo-code' THEN 'code' WHEN 'profile-completion' THEN 'profile' ELSE 'operator' END,
	"reason" = coalesce("entry"."reference", "entry"."kind")
FROM "point_lots" AS "lot" WHERE "lot"."id" = "entry"."lot_id";--> statement-breakpoint
UPDATE "point_ledger" SET "source" = 'operator', "reason" = coalesce("reference", "kind") WHERE "source" IS NULL;--> statement-breakpoint
ALTER TABLE "point_ledger" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "point_ledger" ALTER COLUMN "reason" SET NOT NULL;--> statement-breakpoint
-- Existing lots get the change that created them, so "remaining = sum of its changes" holds for every lot.
INSERT INTO "point_lot_changes" ("entry_id", "lot_id", "amount")
SELECT "id", "lot_id", "delta" FROM "point_ledger" WHERE "lot_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "reverses_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "point_lot_changes" ADD CONSTRAINT "point_lot_changes_entry_id_point_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lot_changes" ADD CONSTRAINT "point_lot_changes_lot_id_point_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."point_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_lot_changes_lot_idx" ON "point_lot_changes" USING btree ("lot_id");--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_reverses_entry_id_point_ledger_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_reverses_entry_key" ON "point_ledger" USING btree ("reverses_entry_id");--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_kind_known" CHECK ("point_ledger"."kind" in ('earn', 'spend', 'transfer_in', 'transfer_out', 'expire', 'adjust', 'reverse'));--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_source_known" CHECK ("point_ledger"."source" in ('receipt', 'code', 'article', 'referral', 'redemption', 'transfer', 'operator', 'profile', 'expiry'));--> statement-breakpoint
ALTER TABLE "point_lots" ADD CONSTRAINT "point_lots_remaining_within_amount" CHECK ("point_lots"."remaining" >= 0 and "point_lots"."remaining" <= "point_lots"."amount");