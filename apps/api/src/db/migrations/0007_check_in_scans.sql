CREATE TABLE "check_in_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"device_id" text,
	"outcome" text NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_scans_outcome_known" CHECK ("check_in_scans"."outcome" IN ('valid', 'already_checked_in', 'wrong_event', 'wrong_date', 'refunded', 'cancelled', 'duplicate'))
);
--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_scans_ticket_idx" ON "check_in_scans" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "check_in_scans_event_idx" ON "check_in_scans" USING btree ("event_id","scanned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_scans_device_uq" ON "check_in_scans" USING btree ("ticket_id","device_id","scanned_at") WHERE "check_in_scans"."device_id" IS NOT NULL;