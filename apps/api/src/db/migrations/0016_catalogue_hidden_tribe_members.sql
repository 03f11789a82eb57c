ALTER TABLE "categories" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tribes" ADD COLUMN "members" integer DEFAULT 0 NOT NULL;