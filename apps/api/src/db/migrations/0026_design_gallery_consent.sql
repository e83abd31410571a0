-- Whether the customer agreed that the shop may show their design in its public gallery. Until now
-- nobody was asked, so no existing customer design counts as agreed: they leave the gallery, and a
-- customer who wants theirs shown says so under My Orders. Staff's approval under the old rules
-- was not the customer's consent. The one exception is the demo gallery, which the seed made for
-- the shop from an account nobody can sign in to: those designs keep showing.
ALTER TABLE "custom_orders" ADD COLUMN "gallery_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "custom_orders" SET "gallery_consent" = true
WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "email" = 'demo-designs@phoolwari.invalid');
