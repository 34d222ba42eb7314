import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.table.ts';
import { matches } from './matches.table.ts';

/**
 * The live score of a match under way (src/server/modules/live/): one row per match, written by the back office,
 * removed when the match gets its final result or when the live state is ended. Cards and corners are counts, null
 * while not known. Never read by the scoring: stored points move only with the final result.
 */
export const liveScores = pgTable(
  'live_scores',
  {
    matchId: integer('match_id')
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    homeGoals: smallint('home_goals').notNull(),
    awayGoals: smallint('away_goals').notNull(),
    homeCards: smallint('home_cards'),
    awayCards: smallint('away_cards'),
    homeCorners: smallint('home_corners'),
    awayCorners: smallint('away_corners'),
    minute: smallint('minute'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'live_scores_non_negative',
      sql`${t.homeGoals} >= 0 and ${t.awayGoals} >= 0 and coalesce(${t.homeCards}, 0) >= 0 and coalesce(${t.awayCards}, 0) >= 0 and coalesce(${t.homeCorners}, 0) >= 0 and coalesce(${t.awayCorners}, 0) >= 0`,
    ),
  ],
);

/**
 * The projection "dacă scorul rămâne așa", computed once per change by one instance: one row per ranked account
 * and generation, in the order shown (pos from 1). A new generation is written beside the one being read, then
 * live_projection points at it and the old one is deleted, so a page never sees half a computation.
 */
export const liveStandings = pgTable(
  'live_standings',
  {
    generation: integer('generation').notNull(),
    pos: integer('pos').notNull(),
    userId: integer('user_id').notNull(),
    roundPoints: integer('round_points').notNull(),
    place: integer('place').notNull(),
  },
  (t) => [primaryKey({ columns: [t.generation, t.pos] }), index('live_standings_user_idx').on(t.generation, t.userId)],
);

/** Which generation of live_standings is read (one row), when it was computed and over how many live matches. */
export const liveProjection = pgTable(
  'live_projection',
  {
    id: integer('id').primaryKey(),
    generation: integer('generation').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull(),
    liveMatches: integer('live_matches').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [check('live_projection_one_row', sql`${t.id} = 1`)],
);
