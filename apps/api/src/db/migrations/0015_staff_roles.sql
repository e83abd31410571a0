-- The one all-powerful admin of before becomes the shop's owner; staff roles are manager, desk,
-- florist and rider (STAFF_PERMISSIONS in the contracts says what each may do).
UPDATE "users" SET "role" = 'owner' WHERE "role" = 'admin';
