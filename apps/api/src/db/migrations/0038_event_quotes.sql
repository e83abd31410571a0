CREATE TABLE "event_materials" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"cost_paise" integer NOT NULL,
	"markup_percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_materials_cost" CHECK ("event_materials"."cost_paise" >= 0),
	CONSTRAINT "event_materials_markup" CHECK ("event_materials"."markup_percent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"paid_at" timestamp with time zone,
	"invoice_number" text,
	"invoice_figures" jsonb,
	"refunded_paise" integer DEFAULT 0 NOT NULL,
	"gateway_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_payments_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "event_payments_gateway_payment_id_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "event_payments_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "event_payments_amount" CHECK ("event_payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"enquiry_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"lines" jsonb NOT NULL,
	"labour_paise" integer NOT NULL,
	"transport_paise" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"total_paise" integer NOT NULL,
	"advance_percent" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"change_note" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"sent_by_id" text,
	"sent_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"balance_reminded_at" timestamp with time zone,
	CONSTRAINT "event_quotes_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "event_recipe_materials" (
	"recipe_id" text NOT NULL,
	"material_id" text NOT NULL,
	"quantity_milli" integer NOT NULL,
	CONSTRAINT "event_recipe_materials_recipe_id_material_id_pk" PRIMARY KEY("recipe_id","material_id"),
	CONSTRAINT "event_recipe_materials_quantity" CHECK ("event_recipe_materials"."quantity_milli" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_recipes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"hsn_code" text NOT NULL,
	"gst_rate" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_payments" ADD CONSTRAINT "event_payments_quote_id_event_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."event_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_quotes" ADD CONSTRAINT "event_quotes_enquiry_id_event_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."event_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_quotes" ADD CONSTRAINT "event_quotes_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_recipe_materials" ADD CONSTRAINT "event_recipe_materials_recipe_id_event_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."event_recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_recipe_materials" ADD CONSTRAINT "event_recipe_materials_material_id_event_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."event_materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_materials_name_idx" ON "event_materials" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "event_payments_kind_idx" ON "event_payments" USING btree ("quote_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "event_quotes_version_idx" ON "event_quotes" USING btree ("enquiry_id","version");--> statement-breakpoint
CREATE INDEX "event_quotes_status_idx" ON "event_quotes" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "event_recipes_name_idx" ON "event_recipes" USING btree ("name");