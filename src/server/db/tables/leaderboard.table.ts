import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The points histogram of each ranking: how many ranked accounts (not admins) hold each value. board 'points'
 * is the season total, 'current' the current round. An account's rank is 1 + the accounts above its value.
 * Kept by statement triggers on users (migration 0007_ranks_histogram.sql), so it moves in the same transaction as the totals.
 * Rows that reach 0 accounts stay (they are few: one per value ever held) and count for nothing.
 */
export const pointsHistogram = pgTable(
  'points_histogram',
  {
    board: text('board').notNull(),
    points: integer('points').notNull(),
    accounts: integer('accounts').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.points] }),
    check('points_histogram_board', sql`${t.board} in ('points', 'current')`),
  ],
);
