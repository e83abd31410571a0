CREATE TABLE "order_exceptions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"reported_by" text NOT NULL,
	"mail_outbox_id" text,
	"phone_outbox_id" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_exceptions" ADD CONSTRAINT "order_exceptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_exceptions_order_idx" ON "order_exceptions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_exceptions_created_idx" ON "order_exceptions" USING btree ("created_at");