ALTER TABLE "order_exceptions" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_exceptions" ADD COLUMN "custom_order_id" text;--> statement-breakpoint
ALTER TABLE "order_exceptions" ADD COLUMN "replaced" text;--> statement-breakpoint
ALTER TABLE "order_exceptions" ADD COLUMN "replacement" text;--> statement-breakpoint
ALTER TABLE "order_exceptions" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "order_exceptions" ADD COLUMN "expected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_exceptions" ADD CONSTRAINT "order_exceptions_custom_order_id_custom_orders_id_fk" FOREIGN KEY ("custom_order_id") REFERENCES "public"."custom_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_exceptions_custom_order_idx" ON "order_exceptions" USING btree ("custom_order_id");