import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The club standings as last counted (src/server/modules/club-standings/): one row, rewritten whole by whichever
 * instance counts them after a change, read by every instance into its memory. `version` goes up by one with each
 * count, so an instance keeps the newest it has seen; `computed_at` is when the counting statement began (every
 * change committed before it is in `data`), which lets an instance that was asked to count skip it when another
 * has counted since.
 */
export const clubStandings = pgTable(
  'club_standings',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Per club: fans, and for the season and the round the active fans, their points and the best fan. */
    data: jsonb('data').notNull(),
  },
  (t) => [check('club_standings_one_row', sql`${t.id} = 1`)],
);
