import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { documentId, timestamps } from '../columns.ts';
import { users } from './core.table.ts';
import { matches } from './matches.table.ts';
import { rounds } from './rounds.table.ts';

export const predictions = pgTable(
  'predictions',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** 'score', 'cards' or 'corners'. */
    type: text('type').notNull(),
    team1: integer('team1').notNull(),
    team2: integer('team2').notNull(),
    points: integer('points'),
    /** When a correction of the match's result last changed these points; null if never. */
    rescoredAt: timestamp('rescored_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('predictions_one_per_type').on(t.userId, t.matchId, t.type),
    index('predictions_match_idx').on(t.matchId),
    check('predictions_type', sql`${t.type} in ('score', 'cards', 'corners')`),
    check('predictions_values', sql`${t.team1} between 0 and 99 and ${t.team2} between 0 and 99`),
  ],
);

/** The points ledger beside predictions: favourite-team bonuses and admin adjustments. */
export const pointAdjustments = pgTable(
  'point_adjustments',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'bonus' (favourite team won a match) or 'admin'. */
    kind: text('kind').notNull(),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    roundId: integer('round_id').references(() => rounds.id, { onDelete: 'set null' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull().default(''),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('point_adjustments_one_bonus').on(t.userId, t.matchId).where(sql`${t.kind} = 'bonus'`),
    index('point_adjustments_user_idx').on(t.userId),
    index('point_adjustments_match_idx').on(t.matchId),
    check('point_adjustments_kind', sql`${t.kind} in ('bonus', 'admin')`),
  ],
);
