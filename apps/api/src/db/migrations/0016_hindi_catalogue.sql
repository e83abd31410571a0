ALTER TABLE "categories" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tags_hi" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "features_hi" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Search knows the Hindi too, with the English weights (name A, tags B, description C). Hindi is
-- indexed with the 'simple' configuration: PostgreSQL has no Hindi dictionary, and words kept as
-- written still match as prefixes (गुलाब finds गुलाबों). Hindi name and tag words join
-- search_words, so a misspelt Hindi word finds its product as an English one does.
CREATE OR REPLACE FUNCTION products_search_index() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('simple', NEW.name_hi), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.tags, ' ')), 'B') ||
    setweight(to_tsvector('simple', array_to_string(NEW.tags_hi, ' ')), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C') ||
    setweight(to_tsvector('simple', NEW.description_hi), 'C');
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(lower(concat_ws(' ', NEW.name, array_to_string(NEW.tags, ' '), NEW.name_hi, array_to_string(NEW.tags_hi, ' '))), '[^[:alnum:]]+') AS w
    WHERE length(w) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "products_search_index" ON "products";--> statement-breakpoint
CREATE TRIGGER products_search_index BEFORE INSERT OR UPDATE OF name, tags, description, name_hi, tags_hi, description_hi ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_index();--> statement-breakpoint
UPDATE "products" SET "name" = "name";
