CREATE TABLE "event_cancellation_orders" (
	"cancellation_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_id" integer,
	"mailed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_cancellation_orders_cancellation_id_order_id_pk" PRIMARY KEY("cancellation_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "event_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"occurrence_id" integer,
	"show_time_id" integer,
	"occurrence_key" text,
	"message" text,
	"requested_by_user_id" integer,
	"status" text DEFAULT 'running' NOT NULL,
	"orders_total" integer DEFAULT 0 NOT NULL,
	"orders_done" integer DEFAULT 0 NOT NULL,
	"orders_failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ticket_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_used_within_max" CHECK ("promo_codes"."used_count" >= 0 AND ("promo_codes"."max_uses" IS NULL OR "promo_codes"."used_count" <= "promo_codes"."max_uses")),
	CONSTRAINT "promo_codes_value_range" CHECK ("promo_codes"."discount_value" > 0 AND ("promo_codes"."discount_type" <> 'percent' OR "promo_codes"."discount_value" <= 100)),
	CONSTRAINT "promo_codes_max_uses_pos" CHECK ("promo_codes"."max_uses" IS NULL OR "promo_codes"."max_uses" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_nonneg";--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "kra_pin" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "id_number_encrypted" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "id_number_masked" text;--> statement-breakpoint
ALTER TABLE "occurrences" ADD COLUMN "reviews_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "issued_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "ticket_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "occurrence_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewer_name" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "host_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_cancellation_orders" ADD CONSTRAINT "event_cancellation_orders_cancellation_id_event_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."event_cancellations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellation_orders" ADD CONSTRAINT "event_cancellation_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellation_orders" ADD CONSTRAINT "event_cancellation_orders_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_occurrence_id_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_show_time_id_show_times_id_fk" FOREIGN KEY ("show_time_id") REFERENCES "public"."show_times"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_cancellation_orders_pending_idx" ON "event_cancellation_orders" USING btree ("cancellation_id") WHERE "event_cancellation_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "event_cancellations_scope_uq" ON "event_cancellations" USING btree ("event_id",coalesce("occurrence_key", ''));--> statement-breakpoint
CREATE INDEX "event_cancellations_running_idx" ON "event_cancellations" USING btree ("created_at") WHERE "event_cancellations"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code_uq" ON "promo_codes" USING btree ("event_id",upper("code"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_occurrence_id_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."occurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id") WHERE "orders"."promo_code_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_open_event_uq" ON "payouts" USING btree ("host_id","event_id") WHERE "payouts"."status" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_ticket_uq" ON "reviews" USING btree ("ticket_id") WHERE "reviews"."ticket_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_event_submitted_idx" ON "reviews" USING btree ("event_id","submitted_at") WHERE "reviews"."submitted_at" IS NOT NULL AND "reviews"."hidden_at" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_nonneg" CHECK ("orders"."subtotal" >= 0 AND "orders"."discount" >= 0 AND "orders"."discount" <= "orders"."subtotal" AND "orders"."fees" >= 0 AND "orders"."total" = "orders"."subtotal" - "orders"."discount" + "orders"."fees");