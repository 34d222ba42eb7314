import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core.table.ts';
import { matches } from './matches.table.ts';

// The results import (src/server/modules/results-import/): the provider's teams seen, results an admin wrote that
// the provider contradicts, and the one row of the poll's state (its turn across instances and its request budget).

/** Every team the provider named; one no team of ours has as provider_id is "unknown" until an admin maps it. */
export const providerTeams = pgTable('provider_teams', {
  providerId: text('provider_id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A provider's result that differs from one an admin wrote: the import never overwrites it; the back office
 * confirms (accepted) or keeps the admin's (dismissed). One row per match and provider result: the same one is
 * never asked again; a newer different one supersedes a pending one.
 */
export const importPending = pgTable(
  'import_pending',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** The provider's result as "team1-team2|cards|corners" (unknown fields empty). */
    providerKey: text('provider_key').notNull(),
    stored: jsonb('stored').notNull(),
    provider: jsonb('provider').notNull(),
    state: text('state').notNull().default('pending'),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('import_pending_state', sql`${t.state} in ('pending', 'accepted', 'dismissed', 'superseded')`),
    uniqueIndex('import_pending_match_key_unique').on(t.matchId, t.providerKey),
  ],
);

/** One row (id 1): whose turn the poll is, what it did last, and the requests spent this minute and this day. */
export const importState = pgTable(
  'import_state',
  {
    id: integer('id').primaryKey(),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * A poll under way holds the turn until then: JOB_LEASE_MS from its last extension, so a killed instance's turn
     * passes within the lease.
     */
    runningUntil: timestamp('running_until', { withTimezone: true, mode: 'date' }),
    /** The poll holding the turn (a token of its own): only it extends or ends the turn. */
    runningBy: text('running_by'),
    lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    lastSummary: jsonb('last_summary'),
    /** The provider's own count of requests left today (x-ratelimit-requests-remaining). */
    requestsLeft: integer('requests_left'),
    minuteStart: timestamp('minute_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    minuteCount: integer('minute_count').notNull().default(0),
    day: date('day', { mode: 'string' }).notNull().default(sql`current_date`),
    dayCount: integer('day_count').notNull().default(0),
    /** After a 429 or a spent budget: no request before then. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [check('import_state_one_row', sql`${t.id} = 1`)],
);
