CREATE TABLE "buyer_limits" (
	"event_id" integer NOT NULL,
	"buyer_key" text NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "buyer_limits_event_id_buyer_key_pk" PRIMARY KEY("event_id","buyer_key"),
	CONSTRAINT "buyer_limits_nonneg" CHECK ("buyer_limits"."tickets" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"event_id" integer,
	"order_id" integer,
	"refund_id" integer,
	"payout_id" integer,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"event_id" integer,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"destination_masked" text,
	"requested_by_user_id" integer,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_pos" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"includes_fee" boolean DEFAULT true NOT NULL,
	"provider_fee_absorbed_by" text DEFAULT 'marketplace' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_pos" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fee_paid_by" text DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "max_tickets_per_buyer" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "show_times" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "implicit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "occurrences" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "occurrences" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "occurrences" ADD COLUMN "sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "occurrences" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "public_token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fee_paid_by" text DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_fee" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "mpesa_receipt" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorization_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "ticket_type_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "seq" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_limits" ADD CONSTRAINT "buyer_limits_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_host_event_idx" ON "ledger_entries" USING btree ("host_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_order_kind_uq" ON "ledger_entries" USING btree ("order_id","kind") WHERE "ledger_entries"."refund_id" IS NULL AND "ledger_entries"."payout_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_refund_kind_uq" ON "ledger_entries" USING btree ("refund_id","kind") WHERE "ledger_entries"."refund_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_payout_uq" ON "ledger_entries" USING btree ("payout_id") WHERE "ledger_entries"."payout_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payouts_host_idx" ON "payouts" USING btree ("host_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_reason_uq" ON "refunds" USING btree ("payment_id","reason");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" IN ('pending', 'processing');--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_token_uq" ON "orders" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "orders_buyer_email_idx" ON "orders" USING btree (lower("buyer_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_uq" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" IN ('initialized', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_item_seq_uq" ON "tickets" USING btree ("order_item_id","seq");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_nonneg" CHECK ("events"."capacity" IS NULL OR "events"."capacity" >= 0);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_max_per_buyer_pos" CHECK ("events"."max_tickets_per_buyer" > 0);--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_max_per_order_pos" CHECK ("ticket_types"."max_per_order" IS NULL OR "ticket_types"."max_per_order" > 0);--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_counts_nonneg" CHECK ("occurrences"."held" >= 0 AND "occurrences"."sold" >= 0);--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_within_capacity" CHECK ("occurrences"."capacity" IS NULL OR "occurrences"."held" + "occurrences"."sold" <= "occurrences"."capacity");--> statement-breakpoint
-- A free event that lists no ticket types gets its hidden 'Free Admission' row (docs/data-model.md).
INSERT INTO "ticket_types" ("event_id", "name", "price", "quantity", "position", "implicit")
SELECT e."id", 'Free Admission', 0, NULL, 0, true FROM "events" e
WHERE e."payment_type" = 'tikitis' AND NOT EXISTS (SELECT 1 FROM "ticket_types" t WHERE t."event_id" = e."id");
