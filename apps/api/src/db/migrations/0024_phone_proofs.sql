-- Phones a buyer has shown are theirs (decision 042): an M-Pesa prompt goes only to one of them.
-- A new table, a nullable column on payments (no rewrite) and a read of earlier M-Pesa payments:
-- an account that paid from a phone within the year keeps that phone as its verified one.
SET LOCAL lock_timeout = '5s';
--> statement-breakpoint
CREATE TABLE "proven_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_hash" text,
	"user_id" integer,
	"phone" text NOT NULL,
	"proof" text NOT NULL,
	"proven_at" timestamp with time zone NOT NULL,
	CONSTRAINT "proven_phones_one_holder" CHECK (num_nonnulls("proven_phones"."device_hash", "proven_phones"."user_id") = 1),
	CONSTRAINT "proven_phones_proof_known" CHECK ("proven_phones"."proof" IN ('sms_code', 'mpesa_payment'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "proven_phones" ADD CONSTRAINT "proven_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proven_phones_device_uq" ON "proven_phones" USING btree ("device_hash","phone") WHERE "proven_phones"."device_hash" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "proven_phones_user_uq" ON "proven_phones" USING btree ("user_id","phone") WHERE "proven_phones"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "proven_phones_proven_at_idx" ON "proven_phones" USING btree ("proven_at");
--> statement-breakpoint
INSERT INTO "proven_phones" ("user_id", "phone", "proof", "proven_at")
SELECT o."user_id", p."phone", 'mpesa_payment', max(coalesce(p."settled_at", p."updated_at"))
FROM "payments" p JOIN "orders" o ON o."id" = p."order_id"
WHERE p."channel" = 'mpesa' AND p."status" = 'succeeded' AND p."phone" IS NOT NULL AND o."user_id" IS NOT NULL
  AND coalesce(p."settled_at", p."updated_at") > now() - interval '365 days'
GROUP BY o."user_id", p."phone";
