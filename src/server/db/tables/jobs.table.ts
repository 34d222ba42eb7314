import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Background work shared by every instance (src/server/modules/jobs/jobs-runner.service.ts): a row is claimed by one
 * runner with FOR UPDATE SKIP LOCKED and held under a lease the runner keeps extending; a runner that dies stops
 * extending it, and another instance takes the job over once the lease has run out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The handler that runs it: 'mail', 'sms-code', 'password-reset-mail', 'account-credentials', … */
    kind: text('kind').notNull(),
    /** What it needs, never a secret in the clear; the delivery kinds empty it once done or given up. */
    payload: jsonb('payload').notNull().default({}),
    /** At most one pending job per key (a refresh asked ten times runs once). */
    dedupeKey: text('dedupe_key'),
    /** pending → running → done, or back to pending with a later run_at after a failure, or failed for good. */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The instance running it, and until when its lease holds. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.state} = 'pending'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    uniqueIndex('jobs_dedupe_idx').on(t.dedupeKey).where(sql`${t.state} = 'pending'`),
  ],
);
