-- When the import last asked the provider for a finished fixture's statistics (src/domain/results-import.ts,
-- statisticsDue): a late fix of the cards or corners alone is seen, and old fixtures do not cost a request a poll.
ALTER TABLE "matches" ADD COLUMN "stats_checked_at" timestamp with time zone;
