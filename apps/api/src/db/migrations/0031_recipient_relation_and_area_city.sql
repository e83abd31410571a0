ALTER TABLE "addresses" ADD COLUMN "relation" text;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "city" text DEFAULT '' NOT NULL;