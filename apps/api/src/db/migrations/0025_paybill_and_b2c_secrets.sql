-- Safaricom's Paybill (C2B) confirmations and B2C results (refunds, hosts' payouts) come to
-- addresses that carry a random secret made for that registration or that send (decision 025,
-- amended); only its SHA-256 is kept, so neither SESSION_SECRET nor a copy of the database opens
-- them. Addresses made before this migration (derived from SESSION_SECRET) are refused.
SET LOCAL lock_timeout = '5s';
--> statement-breakpoint
CREATE TABLE "daraja_c2b_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"shortcode" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "result_secret_hash" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "result_secret_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "daraja_c2b_registrations_hash_uq" ON "daraja_c2b_registrations" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "daraja_c2b_registrations_code_idx" ON "daraja_c2b_registrations" USING btree ("shortcode");