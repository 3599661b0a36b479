-- The till and partner API (DESIGN §13): API clients, till sales, refunds and holds, points owed, the burn rate, the ledger's till kinds.
CREATE TABLE "point_debts" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_debts_points_positive" CHECK ("point_debts"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"partner_id" bigint NOT NULL,
	"store_codes" text[] NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_clients_status_known" CHECK ("api_clients"."status" in ('active', 'disabled')),
	CONSTRAINT "api_clients_has_stores" CHECK (cardinality("api_clients"."store_codes") >= 1)
);
--> statement-breakpoint
CREATE TABLE "point_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"api_client_id" bigint,
	"operator_id" bigint,
	"store_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"points" integer NOT NULL,
	"thb_value" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"hold_entry_id" bigint NOT NULL,
	"release_entry_id" bigint,
	"settled_at" timestamp with time zone,
	"request_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_holds_points_positive" CHECK ("point_holds"."points" > 0),
	CONSTRAINT "point_holds_status_known" CHECK ("point_holds"."status" in ('active', 'captured', 'released', 'expired')),
	CONSTRAINT "point_holds_one_actor" CHECK (("point_holds"."api_client_id" is null) <> ("point_holds"."operator_id" is null))
);
--> statement-breakpoint
CREATE TABLE "till_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sale_id" bigint NOT NULL,
	"refund_no" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"points_reversed" integer NOT NULL,
	"points_owed" integer NOT NULL,
	"entry_id" bigint,
	"api_client_id" bigint,
	"operator_id" bigint,
	"request_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_refunds_amount_positive" CHECK ("till_refunds"."amount" > 0),
	CONSTRAINT "till_refunds_points_not_negative" CHECK ("till_refunds"."points_reversed" >= 0 and "till_refunds"."points_owed" >= 0),
	CONSTRAINT "till_refunds_one_actor" CHECK (("till_refunds"."api_client_id" is null) <> ("till_refunds"."operator_id" is null))
);
--> statement-breakpoint
CREATE TABLE "till_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"api_client_id" bigint,
	"operator_id" bigint,
	"store_id" bigint NOT NULL,
	"receipt_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"points_earned" integer NOT NULL,
	"entry_id" bigint,
	"request_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_sales_amount_positive" CHECK ("till_sales"."amount" > 0),
	CONSTRAINT "till_sales_points_not_negative" CHECK ("till_sales"."points_earned" >= 0),
	CONSTRAINT "till_sales_one_actor" CHECK (("till_sales"."api_client_id" is null) <> ("till_sales"."operator_id" is null))
);
--> statement-breakpoint
ALTER TABLE "point_ledger" DROP CONSTRAINT "point_ledger_kind_known";--> statement-breakpoint
ALTER TABLE "point_ledger" DROP CONSTRAINT "point_ledger_source_known";--> statement-breakpoint
ALTER TABLE "programme_rules" DROP CONSTRAINT "programme_rules_positive";--> statement-breakpoint
ALTER TABLE "programme_rules" ADD COLUMN "burn_thb_per_point" numeric(8, 2) DEFAULT 0.25 NOT NULL;--> statement-breakpoint
ALTER TABLE "point_debts" ADD CONSTRAINT "point_debts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_api_client_id_api_clients_id_fk" FOREIGN KEY ("api_client_id") REFERENCES "public"."api_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_store_id_partner_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."partner_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_hold_entry_id_point_ledger_id_fk" FOREIGN KEY ("hold_entry_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_release_entry_id_point_ledger_id_fk" FOREIGN KEY ("release_entry_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_refunds" ADD CONSTRAINT "till_refunds_sale_id_till_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."till_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_refunds" ADD CONSTRAINT "till_refunds_entry_id_point_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_refunds" ADD CONSTRAINT "till_refunds_api_client_id_api_clients_id_fk" FOREIGN KEY ("api_client_id") REFERENCES "public"."api_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_refunds" ADD CONSTRAINT "till_refunds_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sales" ADD CONSTRAINT "till_sales_api_client_id_api_clients_id_fk" FOREIGN KEY ("api_client_id") REFERENCES "public"."api_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sales" ADD CONSTRAINT "till_sales_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sales" ADD CONSTRAINT "till_sales_store_id_partner_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."partner_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sales" ADD CONSTRAINT "till_sales_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sales" ADD CONSTRAINT "till_sales_entry_id_point_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_clients_key_hash_key" ON "api_clients" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "point_holds_store_reference_key" ON "point_holds" USING btree ("store_id","reference");--> statement-breakpoint
CREATE INDEX "point_holds_active_expiry_idx" ON "point_holds" USING btree ("expires_at") WHERE "point_holds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "point_holds_client_created_idx" ON "point_holds" USING btree ("api_client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "till_refunds_sale_refund_key" ON "till_refunds" USING btree ("sale_id","refund_no");--> statement-breakpoint
CREATE INDEX "till_refunds_client_created_idx" ON "till_refunds" USING btree ("api_client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "till_sales_store_receipt_key" ON "till_sales" USING btree ("store_id","receipt_no");--> statement-breakpoint
CREATE INDEX "till_sales_client_created_idx" ON "till_sales" USING btree ("api_client_id","created_at");--> statement-breakpoint
CREATE INDEX "till_sales_member_idx" ON "till_sales" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_kind_known" CHECK ("point_ledger"."kind" in ('earn', 'spend', 'transfer_in', 'transfer_out', 'expire', 'adjust', 'reverse', 'merge_out', 'merge_in', 'hold', 'release', 'repay'));--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_source_known" CHECK ("point_ledger"."source" in ('receipt', 'code', 'article', 'referral', 'redemption', 'transfer', 'operator', 'profile', 'expiry', 'merge', 'till'));--> statement-breakpoint
ALTER TABLE "programme_rules" ADD CONSTRAINT "programme_rules_positive" CHECK ("programme_rules"."transfer_daily_cap" >= 1 and "programme_rules"."referral_referrer_points" >= 0 and "programme_rules"."referral_referee_points" >= 0
        and "programme_rules"."receipt_baht_per_point" >= 1 and "programme_rules"."receipt_daily_quota" >= 0 and "programme_rules"."receipt_max_bytes" >= 1
        and "programme_rules"."point_expiry_years" >= 0 and "programme_rules"."adjust_approval_threshold" >= 0 and "programme_rules"."burn_thb_per_point" > 0);