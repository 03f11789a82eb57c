CREATE TABLE "admin_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"reporter_email" text,
	"reporter_user_id" integer,
	"device_hash" text,
	"address_hash" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by_admin_id" integer,
	"resolution_note" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reports_details_len" CHECK ("event_reports"."details" IS NULL OR length("event_reports"."details") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "ledger_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"hosts_checked" integer DEFAULT 0 NOT NULL,
	"events_checked" integer DEFAULT 0 NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tribes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"link_url" text NOT NULL,
	"platform" text DEFAULT 'whatsapp' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "refunds_payment_reason_uq";--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "totp_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "paystack_recipient_code" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "verified_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "suspended_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "unpublished_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "unpublished_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "decided_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "rejected_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_code" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "requested_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reports" ADD CONSTRAINT "event_reports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reports" ADD CONSTRAINT "event_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reports" ADD CONSTRAINT "event_reports_resolved_by_admin_id_admin_users_id_fk" FOREIGN KEY ("resolved_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_recovery_codes_admin_idx" ON "admin_recovery_codes" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "event_reports_open_idx" ON "event_reports" USING btree ("created_at") WHERE "event_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "event_reports_event_idx" ON "event_reports" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "tribes_position_idx" ON "tribes" USING btree ("position");--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_verified_by_admin_id_admin_users_id_fk" FOREIGN KEY ("verified_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_suspended_by_admin_id_admin_users_id_fk" FOREIGN KEY ("suspended_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_unpublished_by_admin_id_admin_users_id_fk" FOREIGN KEY ("unpublished_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_admin_id_admin_users_id_fk" FOREIGN KEY ("decided_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_admin_id_admin_users_id_fk" FOREIGN KEY ("requested_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_reference_uq" ON "payouts" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "payouts_processing_idx" ON "payouts" USING btree ("sent_at") WHERE "payouts"."status" IN ('approved', 'processing');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_uq" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_reason_uq" ON "refunds" USING btree ("payment_id","reason") WHERE "refunds"."reason" <> 'admin_refund';