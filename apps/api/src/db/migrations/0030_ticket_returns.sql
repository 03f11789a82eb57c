-- Returning a ticket to the waiting list for resale at face value (decision 054): the returns,
-- the host's settings on events, and a resale refund that may come several times per payment.
SET LOCAL lock_timeout = '5s';
--> statement-breakpoint
CREATE TABLE "ticket_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"occurrence_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"returned_by_user_id" integer,
	"status" text DEFAULT 'listed' NOT NULL,
	"offer_order_id" integer,
	"refund_amount" integer,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_at" timestamp with time zone,
	CONSTRAINT "ticket_returns_status_known" CHECK ("ticket_returns"."status" IN ('listed', 'offered', 'sold', 'withdrawn', 'given_back')),
	CONSTRAINT "ticket_returns_offered_has_order" CHECK (("ticket_returns"."status" IN ('offered', 'sold')) = ("ticket_returns"."offer_order_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "resale_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "resale_fee_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_returns" ADD CONSTRAINT "ticket_returns_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_returns" ADD CONSTRAINT "ticket_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_returns" ADD CONSTRAINT "ticket_returns_occurrence_id_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_returns" ADD CONSTRAINT "ticket_returns_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_returns" ADD CONSTRAINT "ticket_returns_returned_by_user_id_users_id_fk" FOREIGN KEY ("returned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_returns" ADD CONSTRAINT "ticket_returns_offer_order_id_orders_id_fk" FOREIGN KEY ("offer_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_returns" ADD CONSTRAINT "ticket_returns_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_returns_open_ticket_uq" ON "ticket_returns" USING btree ("ticket_id") WHERE "ticket_returns"."status" IN ('listed', 'offered');--> statement-breakpoint
CREATE INDEX "ticket_returns_line_idx" ON "ticket_returns" USING btree ("occurrence_id","ticket_type_id","status","id");--> statement-breakpoint
CREATE INDEX "ticket_returns_order_idx" ON "ticket_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ticket_returns_offer_idx" ON "ticket_returns" USING btree ("offer_order_id") WHERE "ticket_returns"."offer_order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ticket_returns_event_idx" ON "ticket_returns" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_resale_fee_range" CHECK ("events"."resale_fee_percent" BETWEEN 0 AND 20) NOT VALID;--> statement-breakpoint
ALTER TABLE "events" VALIDATE CONSTRAINT "events_resale_fee_range";
--> statement-breakpoint
-- A resale refund may come several times per payment (one per ticket sold): the new index is
-- built before the old one goes, so one refund per payment and reason holds throughout.
-- lint: built-concurrently (docs/operations.md, "Migrations": on a live database build it first with
-- CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "refunds_payment_reason_once_uq" ON "refunds" ("payment_id","reason") WHERE "reason" NOT IN ('admin_refund', 'resale');)
CREATE UNIQUE INDEX IF NOT EXISTS "refunds_payment_reason_once_uq" ON "refunds" USING btree ("payment_id","reason") WHERE "refunds"."reason" NOT IN ('admin_refund', 'resale');
--> statement-breakpoint
DROP INDEX IF EXISTS "refunds_payment_reason_uq";
