CREATE TABLE "team_member_events" (
	"team_member_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	CONSTRAINT "team_member_events_team_member_id_event_id_pk" PRIMARY KEY("team_member_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_payment_external_url";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "refund_policy" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "entry_conditions" text;--> statement-breakpoint
ALTER TABLE "team_member_events" ADD CONSTRAINT "team_member_events_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_events" ADD CONSTRAINT "team_member_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_member_events_event_idx" ON "team_member_events" USING btree ("event_id");--> statement-breakpoint
-- The earlier roles become the new ones before the check (decision 015): admin → manager, door → scanner.
UPDATE "team_members" SET "role" = 'manager' WHERE "role" = 'admin';--> statement-breakpoint
UPDATE "team_members" SET "role" = 'scanner' WHERE "role" = 'door';--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_role_known" CHECK ("team_members"."role" IN ('owner', 'manager', 'scanner'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_payment_external_url" CHECK ("events"."status" = 'draft' OR "events"."payment_type" <> 'external' OR "events"."external_ticket_url" IS NOT NULL);
