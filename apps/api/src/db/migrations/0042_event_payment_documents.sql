ALTER TABLE "event_payments" ADD COLUMN "invoice_seller" jsonb;--> statement-breakpoint
ALTER TABLE "event_payments" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "event_payments" ADD COLUMN "credit_note_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_payments" ADD CONSTRAINT "event_payments_credit_note_number_unique" UNIQUE("credit_note_number");