CREATE TABLE "festival_dates" (
	"festival" text NOT NULL,
	"year" integer NOT NULL,
	"date" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "festival_dates_festival_year_pk" PRIMARY KEY("festival","year")
);
--> statement-breakpoint
CREATE TABLE "occasion_reminders" (
	"occasion_id" text NOT NULL,
	"occasion_date" text NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occasion_reminders_occasion_id_occasion_date_pk" PRIMARY KEY("occasion_id","occasion_date")
);
--> statement-breakpoint
CREATE TABLE "occasions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"relation" text,
	"kind" text NOT NULL,
	"day" integer,
	"month" integer,
	"year" integer,
	"festival" text,
	"remind_days_before" integer DEFAULT 3 NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"reminders_on" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "occasion_reminders" ADD CONSTRAINT "occasion_reminders_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasions" ADD CONSTRAINT "occasions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occasions_user_idx" ON "occasions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "occasions_reminders_on_idx" ON "occasions" USING btree ("reminders_on");