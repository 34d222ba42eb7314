-- A push subscription's failed reminders in a row (failures less than an hour apart, such as a job's retries, count
-- as one), and when the last one was: the fifth deletes the subscription, a delivered push resets the count.
ALTER TABLE "push_subscriptions" ADD COLUMN "failures" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "failed_at" timestamp with time zone;
