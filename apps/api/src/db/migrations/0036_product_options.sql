CREATE TABLE "product_options" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"label" text NOT NULL,
	"label_hi" text DEFAULT '' NOT NULL,
	"price_paise" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_options_stock_nonnegative" CHECK ("product_options"."stock" >= 0),
	CONSTRAINT "product_options_price_nonnegative" CHECK ("product_options"."price_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "option_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "personalisation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_product_id_option_id_personalisation_pk" PRIMARY KEY("user_id","product_id","option_id","personalisation");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "option_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "option_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "option_label_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalisation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalisation_max" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_options_product_idx" ON "product_options" USING btree ("product_id");--> statement-breakpoint
-- Search knows a product's sizes (weight B, as tags): "1 kg cake" finds the cake sold by weight.
-- The sizes live in their own table; the catalogue touches the product's name after writing them,
-- which runs this again.
CREATE OR REPLACE FUNCTION products_search_index() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sizes text := coalesce((SELECT string_agg(label, ' ') FROM product_options WHERE product_id = NEW.id), '');
  sizes_hi text := coalesce((SELECT string_agg(label_hi, ' ') FROM product_options WHERE product_id = NEW.id), '');
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('simple', NEW.name_hi), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.tags, ' ')), 'B') ||
    setweight(to_tsvector('simple', array_to_string(NEW.tags_hi, ' ')), 'B') ||
    setweight(to_tsvector('english', sizes), 'B') ||
    setweight(to_tsvector('simple', sizes_hi), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C') ||
    setweight(to_tsvector('simple', NEW.description_hi), 'C');
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(lower(concat_ws(' ', NEW.name, array_to_string(NEW.tags, ' '), NEW.name_hi, array_to_string(NEW.tags_hi, ' '))), '[^[:alnum:]]+') AS w
    WHERE length(w) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
