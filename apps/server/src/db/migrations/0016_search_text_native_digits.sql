-- Telugu (౦-౯) and Devanagari (०-९) digits are read as the ASCII ones, as the server reads a query's
-- (search/query-words.ts): "౨ BHK" and "२ BHK" are "2 bhk", found by "2bhk" and the other way round (issue 21).
-- Mapped before the digits are split from letters, so "౨BHK" is split as "2BHK" is. Everything else is as in 0014.
CREATE OR REPLACE FUNCTION search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    lower(translate(normalize(t, NFKC), '౦౧౨౩౪౫౬౭౮౯०१२३४५६७८९', '01234567890123456789')),
    '[\u200b-\u200d\u00ad]', '', 'g'),
    '([[:alpha:]])\.(?=[[:alpha:]])', '\1', 'g'),
    '[/\\]', ' ', 'g'),
    '([[:digit:]]),(?=[[:digit:]])', '\1', 'g'),
    '([[:digit:]])([^[:digit:][:space:][:punct:]])', '\1 \2', 'g'),
    '([^[:digit:][:space:][:punct:]])([[:digit:]])', '\1 \2', 'g')
$$;--> statement-breakpoint
-- Only the ads holding such a digit read differently: updating the title recomputes their vector, and the
-- lexicon's trigger moves their words ("౨" out, "2" in).
UPDATE ads SET title = title
WHERE title ~ '[\u0c66-\u0c6f\u0966-\u096f]' OR description ~ '[\u0c66-\u0c6f\u0966-\u096f]'
  OR subcategory ~ '[\u0c66-\u0c6f\u0966-\u096f]';
