ALTER TABLE "custom_orders" ADD COLUMN "approved_name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "approved_description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "approved_features_hi" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "approved_tags_hi" text[] DEFAULT '{}'::text[] NOT NULL;