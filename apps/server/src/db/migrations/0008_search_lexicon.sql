-- Search at scale (decision 023). The ads' words are normalised as the server reads a query (search_text), the
-- title's words are also kept marked with ^ (title matches get index entries and counts of their own), and the
-- category and the place are words of the same vector (so "flat" in Jobs is one short index lookup). A lexicon of
-- the live ads' words, with how many ads hold each in each category and place, is kept current by a trigger.
-- Names are schema-qualified inside function bodies: a restore (pg_dump) runs with an empty search_path.
CREATE OR REPLACE FUNCTION search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(t),
    '[\u200b-\u200d\u00ad]', '', 'g'),
    '([[:alpha:]])\.(?=[[:alpha:]])', '\1', 'g'),
    '[/\\]', ' ', 'g'),
    '([[:digit:]]),(?=[[:digit:]])', '\1', 'g'),
    '([[:digit:]])([^[:digit:][:space:][:punct:]])', '\1 \2', 'g'),
    '([^[:digit:][:space:][:punct:]])([[:digit:]])', '\1 \2', 'g')
$$;--> statement-breakpoint
-- The subcategory and the category say what the ad is ("Bikes", "Jobs"): searched like the title, marked with it.
CREATE OR REPLACE FUNCTION search_lexemes(title text, description text, subcategory text, category text, place text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', public.search_text(coalesce(title, ''))), 'A')
    || setweight(to_tsvector('simple', public.search_text(coalesce(description, ''))), 'B')
    || setweight(to_tsvector('simple', public.search_text(coalesce(subcategory, '') || ' ' || replace(category, '-', ' '))), 'C')
    || array_to_tsvector(
      ARRAY(SELECT '^' || w FROM unnest(tsvector_to_array(to_tsvector('simple',
        public.search_text(coalesce(title, '') || ' ' || coalesce(subcategory, '') || ' ' || replace(category, '-', ' '))))) AS w)
      || ARRAY['~c' || category, '~l' || place])
$$;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text NOT NULL,
	"category_key" text NOT NULL,
	"location_id" text NOT NULL,
	"ads" integer NOT NULL,
	"max_price" numeric(12, 0),
	"min_price" numeric(12, 0),
	"last_published" timestamp with time zone,
	CONSTRAINT "search_words_pk" PRIMARY KEY("word","category_key","location_id")
);--> statement-breakpoint
DROP INDEX "ads_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "ads" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (search_lexemes(title, description, subcategory, category_key, location_id)) STORED;--> statement-breakpoint
CREATE INDEX "ads_search_idx" ON "ads" USING gin ("search");--> statement-breakpoint
-- One ad's words in or out of the lexicon: the four rows of each word (its category and place, each alone, all).
-- Prices and dates only ever widen (an ad leaving keeps them), so they stay bounds. Rows in a fixed order, so two
-- ads changing at once lock them in the same order.
CREATE OR REPLACE FUNCTION search_words_change(v tsvector, category text, place text, price numeric, published timestamptz, delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO public.search_words AS s (word, category_key, location_id, ads, max_price, min_price, last_published)
  SELECT w.word, k.category_key, k.location_id, delta,
    CASE WHEN delta > 0 THEN price END, CASE WHEN delta > 0 THEN price END, CASE WHEN delta > 0 THEN published END
  FROM unnest(tsvector_to_array(v)) AS w(word)
  CROSS JOIN (VALUES (category, place), (category, ''), ('', place), ('', '')) AS k(category_key, location_id)
  WHERE left(w.word, 1) <> '~'
  ORDER BY 1, 2, 3
  ON CONFLICT (word, category_key, location_id) DO UPDATE SET
    ads = s.ads + excluded.ads,
    max_price = greatest(s.max_price, excluded.max_price),
    min_price = least(s.min_price, excluded.min_price),
    last_published = greatest(s.last_published, excluded.last_published)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.search = NEW.search AND OLD.price IS NOT DISTINCT FROM NEW.price
    AND OLD.published_at IS NOT DISTINCT FROM NEW.published_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' THEN
    PERFORM public.search_words_change(OLD.search, OLD.category_key, OLD.location_id, NULL, NULL, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'active' THEN
    PERFORM public.search_words_change(NEW.search, NEW.category_key, NEW.location_id, NEW.price, NEW.published_at, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ads_search_words"
  AFTER INSERT OR UPDATE OF "status", "title", "description", "subcategory", "category_key", "location_id", "price", "published_at"
  OR DELETE ON "ads"
  FOR EACH ROW EXECUTE FUNCTION search_words_sync();--> statement-breakpoint
-- The lexicon from scratch (this migration, and the bench generator after a bulk load with the trigger off).
CREATE OR REPLACE FUNCTION search_words_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM public.search_words;
  INSERT INTO public.search_words (word, category_key, location_id, ads, max_price, min_price, last_published)
  SELECT w.word, coalesce(a.category_key, ''), coalesce(a.location_id, ''), count(*)::int, max(a.price), min(a.price), max(a.published_at)
  FROM public.ads a CROSS JOIN unnest(tsvector_to_array(a.search)) AS w(word)
  WHERE a.status = 'active' AND left(w.word, 1) <> '~'
  GROUP BY GROUPING SETS ((w.word, a.category_key, a.location_id), (w.word, a.category_key), (w.word, a.location_id), (w.word));
$$;--> statement-breakpoint
SELECT search_words_rebuild();
