import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { documentId } from '../columns.ts';
import { users } from './core.table.ts';
import { matches } from './matches.table.ts';
import { rounds } from './rounds.table.ts';

/**
 * The public log of result corrections (src/server/modules/corrections/): one row per change to a stored result,
 * by an admin or by the import. The match's teams and round are kept by name, so an entry outlives the match.
 */
export const resultCorrections = pgTable(
  'result_corrections',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    roundId: integer('round_id').references(() => rounds.id, { onDelete: 'set null' }),
    roundName: text('round_name').notNull(),
    team1Name: text('team1_name').notNull(),
    team2Name: text('team2_name').notNull(),
    matchDate: timestamp('match_date', { withTimezone: true, mode: 'date' }).notNull(),
    oldTeam1: smallint('old_team1'),
    oldTeam2: smallint('old_team2'),
    oldCards: varchar('old_cards', { length: 1 }),
    oldCorners: varchar('old_corners', { length: 1 }),
    newTeam1: smallint('new_team1'),
    newTeam2: smallint('new_team2'),
    newCards: varchar('new_cards', { length: 1 }),
    newCorners: varchar('new_corners', { length: 1 }),
    reason: text('reason').notNull(),
    /** 'admin' or 'import'. */
    byKind: text('by_kind').notNull(),
    /** The admin's role name, or the provider's name for the import. */
    byRole: text('by_role').notNull(),
    /** The admin's username when it was written; '' for the import. */
    byName: text('by_name').notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    rescored: integer('rescored').notNull(),
    pointsMoved: integer('points_moved').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('result_corrections_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('result_corrections_match_idx').on(t.matchId),
    index('result_corrections_round_idx').on(t.roundId, t.createdAt.desc()),
    check('result_corrections_by_kind', sql`${t.byKind} in ('admin', 'import')`),
  ],
);
