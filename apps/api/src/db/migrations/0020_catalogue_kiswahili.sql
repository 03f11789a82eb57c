ALTER TABLE "categories" ADD COLUMN "name_sw" text;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "name_sw" text;--> statement-breakpoint
ALTER TABLE "tribes" ADD COLUMN "name_sw" text;--> statement-breakpoint
ALTER TABLE "tribes" ADD COLUMN "description_sw" text;