CREATE TABLE "event_enquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"event_date" text NOT NULL,
	"venue_pincode" text NOT NULL,
	"venue_served" boolean NOT NULL,
	"guests" integer NOT NULL,
	"budget" text NOT NULL,
	"items" jsonb NOT NULL,
	"colours" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"custom_design_id" text,
	"custom_design_ref" text,
	"custom_design_image" text,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"contacted_at" timestamp with time zone,
	"contacted_by_id" text,
	"contacted_by_name" text,
	"contact_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_enquiries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "event_enquiries_language" CHECK ("event_enquiries"."language" IN ('en', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "event_enquiries" ADD CONSTRAINT "event_enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_enquiries" ADD CONSTRAINT "event_enquiries_custom_design_id_custom_orders_id_fk" FOREIGN KEY ("custom_design_id") REFERENCES "public"."custom_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_enquiries" ADD CONSTRAINT "event_enquiries_contacted_by_id_users_id_fk" FOREIGN KEY ("contacted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_enquiries_status_idx" ON "event_enquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "event_enquiries_user_idx" ON "event_enquiries" USING btree ("user_id","created_at");