ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
CREATE INDEX "orders_placed_from_idx" ON "orders" USING btree ("placed_from","status");