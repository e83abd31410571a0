CREATE TABLE "event_venue_plans" (
	"quote_id" text PRIMARY KEY NOT NULL,
	"venue_address" text DEFAULT '' NOT NULL,
	"start_time" text,
	"updated_by_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_venue_plans_time" CHECK ("event_venue_plans"."start_time" IS NULL OR "event_venue_plans"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "event_venue_staff" (
	"quote_id" text NOT NULL,
	"user_id" text NOT NULL,
	"assigned_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_venue_staff_quote_id_user_id_pk" PRIMARY KEY("quote_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "event_venue_plans" ADD CONSTRAINT "event_venue_plans_quote_id_event_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."event_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_venue_plans" ADD CONSTRAINT "event_venue_plans_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_venue_staff" ADD CONSTRAINT "event_venue_staff_quote_id_event_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."event_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_venue_staff" ADD CONSTRAINT "event_venue_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_venue_staff" ADD CONSTRAINT "event_venue_staff_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_venue_staff_user_idx" ON "event_venue_staff" USING btree ("user_id");