CREATE TABLE "freshness_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"photo" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_kind" text,
	"answer_message" text DEFAULT '' NOT NULL,
	"refund_id" text,
	"replacement_order_id" text,
	"answered_by_id" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"order_id" text PRIMARY KEY NOT NULL,
	"sent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "freshness_claims" ADD CONSTRAINT "freshness_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freshness_claims" ADD CONSTRAINT "freshness_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freshness_claims" ADD CONSTRAINT "freshness_claims_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freshness_claims" ADD CONSTRAINT "freshness_claims_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freshness_claims" ADD CONSTRAINT "freshness_claims_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freshness_claims_order_idx" ON "freshness_claims" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "freshness_claims_status_idx" ON "freshness_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "freshness_claims_one_open_idx" ON "freshness_claims" USING btree ("order_id") WHERE "freshness_claims"."status" = 'open';