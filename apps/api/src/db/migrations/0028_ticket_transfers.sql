-- Tickets sent to a friend (decision 051): the transfers, the tickets each sends, the holder and
-- re-issue columns on tickets, the host's setting on events, and the door's 'reissued' outcome.
SET LOCAL lock_timeout = '5s';
--> statement-breakpoint
CREATE TABLE "ticket_transfer_tickets" (
	"transfer_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"new_ticket_id" integer,
	CONSTRAINT "ticket_transfer_tickets_transfer_id_ticket_id_pk" PRIMARY KEY("transfer_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"event_id" integer NOT NULL,
	"occurrence_id" integer NOT NULL,
	"from_user_id" integer,
	"from_name" text NOT NULL,
	"to_email" text,
	"to_phone" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"to_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"lapsed_at" timestamp with time zone,
	CONSTRAINT "ticket_transfers_one_recipient" CHECK (num_nonnulls("ticket_transfers"."to_email", "ticket_transfers"."to_phone") = 1),
	CONSTRAINT "ticket_transfers_status_known" CHECK ("ticket_transfers"."status" IN ('pending', 'accepted', 'cancelled', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "check_in_scans" DROP CONSTRAINT "check_in_scans_outcome_known";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "transfers_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_user_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "reissued_from_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "reissued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "pending_transfer_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "transfer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_transfer_tickets" ADD CONSTRAINT "ticket_transfer_tickets_transfer_id_ticket_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ticket_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfer_tickets" ADD CONSTRAINT "ticket_transfer_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfer_tickets" ADD CONSTRAINT "ticket_transfer_tickets_new_ticket_id_tickets_id_fk" FOREIGN KEY ("new_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_occurrence_id_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_transfer_tickets_ticket_idx" ON "ticket_transfer_tickets" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_transfer_tickets_new_idx" ON "ticket_transfer_tickets" USING btree ("new_ticket_id") WHERE "ticket_transfer_tickets"."new_ticket_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_transfers_token_hash_uq" ON "ticket_transfers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ticket_transfers_from_idx" ON "ticket_transfers" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_transfers_event_idx" ON "ticket_transfers" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_transfers_pending_expiry_idx" ON "ticket_transfers" USING btree ("expires_at") WHERE "ticket_transfers"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "tickets" VALIDATE CONSTRAINT "tickets_holder_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_reissued_from_id_tickets_id_fk" FOREIGN KEY ("reissued_from_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "tickets" VALIDATE CONSTRAINT "tickets_reissued_from_id_tickets_id_fk";--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_pending_transfer_id_ticket_transfers_id_fk" FOREIGN KEY ("pending_transfer_id") REFERENCES "public"."ticket_transfers"("id") ON DELETE set null ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "tickets" VALIDATE CONSTRAINT "tickets_pending_transfer_id_ticket_transfers_id_fk";--> statement-breakpoint
-- lint: built-concurrently (docs/operations.md, "Migrations": on a live database build it first with
-- CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "tickets_item_seq_valid_uq" ON "tickets" ("order_item_id","seq") WHERE "status" = 'valid';)
CREATE UNIQUE INDEX IF NOT EXISTS "tickets_item_seq_valid_uq" ON "tickets" USING btree ("order_item_id","seq") WHERE "tickets"."status" = 'valid';
--> statement-breakpoint
-- One valid ticket per place replaces one ticket per place: a re-issued place keeps its voided rows.
DROP INDEX IF EXISTS "tickets_item_seq_uq";--> statement-breakpoint
-- lint: built-concurrently (as above:
-- CREATE INDEX CONCURRENTLY IF NOT EXISTS "tickets_holder_idx" ON "tickets" ("holder_user_id") WHERE "holder_user_id" IS NOT NULL;)
CREATE INDEX IF NOT EXISTS "tickets_holder_idx" ON "tickets" USING btree ("holder_user_id") WHERE "tickets"."holder_user_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_outcome_known" CHECK ("check_in_scans"."outcome" IN ('valid', 'already_checked_in', 'wrong_event', 'wrong_date', 'refunded', 'cancelled', 'reissued', 'duplicate')) NOT VALID;--> statement-breakpoint
ALTER TABLE "check_in_scans" VALIDATE CONSTRAINT "check_in_scans_outcome_known";
