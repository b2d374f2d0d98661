-- The word index without a pending list (decision 023, "a word index without a pending list"): an ad's row is
-- rewritten with all its index entries whenever its views are counted, and with fastupdate those entries wait in an
-- unsorted list that every search reads whole (and the planner prices in) until a vacuum. Altered, not rebuilt; the
-- entries already waiting are moved into the index now.
ALTER INDEX "ads_search_live_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('ads_search_live_idx'::regclass);
