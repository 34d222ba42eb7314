-- When the import last asked the provider for a finished fixture's statistics, and what it saw then: the
-- provider's score and our result after the look (src/domain/results-import.ts, statisticsDue): a late fix of the cards or corners alone is seen, and neither old
-- fixtures nor a difference waiting for the back office cost a request at every poll.
ALTER TABLE "matches" ADD COLUMN "stats_checked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "stats_checked_key" text;
