-- Searches read only live ads: the word index holds them alone (decision 023, "Bounded plans"). Built before the old
-- one is dropped, so searches always have an index.
CREATE INDEX "ads_search_live_idx" ON "ads" USING gin ("search") WHERE status = 'active';--> statement-breakpoint
DROP INDEX "ads_search_idx";
