-- An ad's words are normalised (NFKC) as the server normalises a query's (search/query-words.ts): a Devanagari
-- letter with a nukta typed as one character (U+095B) or as two (U+091C U+093C), or a Telugu vowel sign typed in
-- two parts, is then the same word in the ad and in the search (issue 21). Everything else is as in 0008.
CREATE OR REPLACE FUNCTION search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(normalize(t, NFKC)),
    '[\u200b-\u200d\u00ad]', '', 'g'),
    '([[:alpha:]])\.(?=[[:alpha:]])', '\1', 'g'),
    '[/\\]', ' ', 'g'),
    '([[:digit:]]),(?=[[:digit:]])', '\1', 'g'),
    '([[:digit:]])([^[:digit:][:space:][:punct:]])', '\1 \2', 'g'),
    '([^[:digit:][:space:][:punct:]])([[:digit:]])', '\1 \2', 'g')
$$;--> statement-breakpoint
-- Stored vectors are recomputed only for the ads whose text the new function reads differently (none of the ASCII
-- ones); updating the title recomputes the vector, and the lexicon's trigger moves its words.
UPDATE ads SET title = title
WHERE NOT (title IS NFKC NORMALIZED AND description IS NFKC NORMALIZED AND coalesce(subcategory, '') IS NFKC NORMALIZED);
