CREATE TABLE "sms_notices" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"failure" text,
	"provider_message_ids" text[],
	CONSTRAINT "sms_notices_order_id_kind_pk" PRIMARY KEY("order_id","kind"),
	CONSTRAINT "sms_notices_kind_known" CHECK ("sms_notices"."kind" IN ('confirmation', 'reminder'))
);
--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_notices" ADD CONSTRAINT "sms_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_notices_unsent_idx" ON "sms_notices" USING btree ("claimed_at") WHERE "sms_notices"."sent_at" IS NULL;