import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { rounds } from './rounds.table.ts';

// "Your form over time" (migration 0016): kept by triggers on predictions, point_adjustments, matches and users, in
// the same transaction as the points. Read by modules/form.

/** Each account's points in each round (predictions of the round's matches + ledger entries of the round). */
export const roundPoints = pgTable(
  'round_points',
  {
    /** No foreign key: a deleted account's rows are taken out of the histograms by its trigger, then removed. */
    userId: integer('user_id').notNull(),
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roundId] })],
);

/**
 * Per round, how many ranked accounts hold each non-zero value: 'round' (points in the round) and 'season' (points
 * of every round up to it, in the rounds' order). Kept only for the rounds of formRounds.
 */
export const roundHistogram = pgTable(
  'round_histogram',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    board: text('board').notNull(),
    points: integer('points').notNull(),
    accounts: integer('accounts').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.board, t.points] }),
    check('round_histogram_board', sql`${t.board} in ('round', 'season')`),
  ],
);

/** Rounds in which points ever moved: the ones whose histograms are kept. */
export const formRounds = pgTable('form_rounds', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => rounds.id, { onDelete: 'cascade' }),
});
