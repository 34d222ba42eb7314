-- Mail and SMS jobs used to keep their whole message once delivered (a reset link with its code, an SMS code, a
-- moderator-chosen password), for the 7 days finished jobs stay and in every backup. A delivery job now drops its
-- payload when it is done or given up (src/server/modules/jobs/jobs.runner.ts, clearPayload); these are the ones
-- finished before.
UPDATE "jobs" SET "payload" = '{}'::jsonb WHERE "kind" IN ('mail', 'sms') AND "state" IN ('done', 'failed');
