-- Product search: full-text search over name (weight A), tags (B) and description (C) with the
-- English dictionary (roses finds rose), and a table of every name and tag word for trigram
-- similarity (pg_trgm, shipped with PostgreSQL and PGlite) so a misspelt word finds its product.
-- A trigger keeps both right for every writer: the admin, the seed, designs turned into products.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_index() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.tags, ' ')), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C');
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW.name || ' ' || array_to_string(NEW.tags, ' ')), '[^[:alnum:]]+') AS w
    WHERE length(w) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_index BEFORE INSERT OR UPDATE OF name, tags, description ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_index();--> statement-breakpoint
UPDATE "products" SET "name" = "name";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
