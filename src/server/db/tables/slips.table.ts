import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { documentId, published } from '../columns.ts';
import { teams } from './core.table.ts';
import { matches } from './matches.table.ts';
import { rounds } from './rounds.table.ts';

const odd = () => numeric('odd', { precision: 10, scale: 2, mode: 'number' }).notNull();

export const roundSlips = pgTable('round_slips', {
  id: serial('id').primaryKey(),
  documentId: documentId(),
  // One slip per round.
  roundId: integer('round_id')
    .notNull()
    .unique()
    .references(() => rounds.id, { onDelete: 'cascade' }),
  won: boolean('won'),
  ...published(),
});

export const roundSlipPicks = pgTable(
  'round_slip_picks',
  {
    id: serial('id').primaryKey(),
    slipId: integer('slip_id')
      .notNull()
      .references(() => roundSlips.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    expectedResult: text('expected_result').notNull(),
    odd: odd(),
  },
  (t) => [
    index('round_slip_picks_slip_idx').on(t.slipId),
    index('round_slip_picks_match_idx').on(t.matchId),
    check('round_slip_picks_odd', sql`${t.odd} >= 1`),
  ],
);

export const dailySlips = pgTable(
  'daily_slips',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    date: date('date', { mode: 'string' }).notNull(),
    won: boolean('won'),
    ...published(),
  },
  (t) => [index('daily_slips_date_idx').on(t.date)],
);

export const dailySlipPicks = pgTable(
  'daily_slip_picks',
  {
    id: serial('id').primaryKey(),
    slipId: integer('slip_id')
      .notNull()
      .references(() => dailySlips.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    team1Id: integer('team1_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    team2Id: integer('team2_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    matchDate: timestamp('match_date', { withTimezone: true, mode: 'date' }).notNull(),
    expectedResult: text('expected_result').notNull(),
    odd: odd(),
    matchWon: boolean('match_won'),
  },
  (t) => [
    index('daily_slip_picks_slip_idx').on(t.slipId),
    index('daily_slip_picks_team1_idx').on(t.team1Id),
    index('daily_slip_picks_team2_idx').on(t.team2Id),
    check('daily_slip_picks_distinct_teams', sql`${t.team1Id} <> ${t.team2Id}`),
    check('daily_slip_picks_odd', sql`${t.odd} >= 1`),
  ],
);
