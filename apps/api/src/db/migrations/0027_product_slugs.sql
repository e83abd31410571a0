-- Products get readable addresses (/product/red-rose-bouquet-12-stems) in place of their ids. An
-- existing product's word is made from its name as the catalogue makes new ones (lowercase, '&' as
-- 'and', anything else between letters and digits a hyphen, at most 60 characters); a name that
-- leaves nothing, or a word another product already has, takes the end of the product's id too.
-- The old addresses keep working: the storefront answers them with a permanent redirect.
ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "products" AS p SET "slug" = CASE
    WHEN w."word" = '' THEN 'product-' || right(p."id", 8)
    WHEN w."nth" > 1 OR w."word" ~ '^[0-9a-f]{24}$' THEN w."word" || '-' || right(p."id", 8)
    ELSE w."word"
  END
FROM (
  SELECT "id", "word", row_number() OVER (PARTITION BY "word" ORDER BY "created_at", "id") AS "nth"
  FROM (
    SELECT "id", "created_at",
      trim(both '-' from left(trim(both '-' from regexp_replace(replace(lower("name"), '&', ' and '), '[^a-z0-9]+', '-', 'g')), 60)) AS "word"
    FROM "products"
  ) AS named
) AS w
WHERE w."id" = p."id";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_slug_unique" UNIQUE("slug");
