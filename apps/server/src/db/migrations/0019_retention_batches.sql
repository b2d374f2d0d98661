-- The retention sweep in batches (retention.repository.ts): each of its statements takes the oldest rows past the
-- cut-off, at most a batch, through one of these instead of reading a whole table (at a million ads, 1-4 s for the
-- removed ones, once a day, inside the sweep's shared transaction).
CREATE INDEX "ads_removed_idx" ON "ads" USING btree (COALESCE(hidden_at, updated_at)) WHERE status = 'removed';--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_decided_idx" ON "reports" USING btree (COALESCE(decided_at, created_at)) WHERE status <> 'open';