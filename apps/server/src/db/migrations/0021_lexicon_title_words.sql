-- The lexicon also counts the words of the title itself (weight A), marked with = (decision 023, sixteenth session).
-- The ^ words are the title's and the subcategory's and category's together ("Real Estate" is in every ad of the
-- category), so a search for a category's own word ("estate", "vehicles", "jobs") met no title of that kind and
-- read a whole window of 1,000 rows to rank them, each time. Counted apart, the plan knows for certain when no
-- ad holds every word in its title, and leaves out the ranks that need it: the walk then stops at the page.
-- Nothing in the ads' search vectors changes; only the lexicon's rows and the functions that keep them.
-- The words of one ad the lexicon counts, in one place for the trigger and the rebuild: every word of its vector
-- but the category's and place's (~), and the title's own again, marked =.
CREATE OR REPLACE FUNCTION search_words_of(v tsvector) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT u.lexeme FROM unnest(v) AS u WHERE left(u.lexeme, 1) <> '~'
  UNION ALL
  SELECT '=' || u.lexeme FROM unnest(v) AS u WHERE 'A' = ANY (u.weights)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_change(v tsvector, category text, place text, price numeric, published timestamptz, delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO public.search_words AS s (word, category_key, location_id, ads, max_price, min_price, last_published)
  SELECT w.word, k.category_key, k.location_id, delta,
    CASE WHEN delta > 0 THEN price END, CASE WHEN delta > 0 THEN price END, CASE WHEN delta > 0 THEN published END
  FROM public.search_words_of(v) AS w(word)
  CROSS JOIN (VALUES (category, place), (category, ''), ('', place), ('', '')) AS k(category_key, location_id)
  ORDER BY 1, 2, 3
  ON CONFLICT (word, category_key, location_id) DO UPDATE SET
    ads = s.ads + excluded.ads,
    max_price = greatest(s.max_price, excluded.max_price),
    min_price = least(s.min_price, excluded.min_price),
    last_published = greatest(s.last_published, excluded.last_published)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM public.search_words;
  INSERT INTO public.search_words (word, category_key, location_id, ads, max_price, min_price, last_published)
  SELECT w.word, coalesce(a.category_key, ''), coalesce(a.location_id, ''), count(*)::int, max(a.price), min(a.price), max(a.published_at)
  FROM public.ads a CROSS JOIN LATERAL public.search_words_of(a.search) AS w(word)
  WHERE a.status = 'active'
  GROUP BY GROUPING SETS ((w.word, a.category_key, a.location_id), (w.word, a.category_key), (w.word, a.location_id), (w.word));
$$;--> statement-breakpoint
SELECT search_words_rebuild();
