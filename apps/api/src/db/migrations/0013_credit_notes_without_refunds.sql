ALTER TABLE "credit_notes" ALTER COLUMN "refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "amount_paise" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "reason" text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE "credit_notes" SET "amount_paise" = "refunds"."amount_paise", "reason" = "refunds"."reason" FROM "refunds" WHERE "refunds"."id" = "credit_notes"."refund_id";--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "amount_paise" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "reason" DROP DEFAULT;
