ALTER TABLE "cart_items" ADD COLUMN "reference_photo" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "reference_photo" text;