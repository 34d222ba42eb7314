import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { documentId, published } from '../columns.ts';
import { users } from './core.table.ts';

export const rounds = pgTable(
  'rounds',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    name: text('name').notNull(),
    current: boolean('current').notNull().default(false),
    ...published(),
  },
  // At most one current round, whatever the concurrency.
  (t) => [uniqueIndex('rounds_one_current').on(t.current).where(sql`${t.current}`)],
);

export const roundWinners = pgTable(
  'round_winners',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    currentPoints: integer('current_points').notNull().default(0),
    prize: text('prize').notNull().default(''),
  },
  (t) => [index('round_winners_round_idx').on(t.roundId), index('round_winners_user_idx').on(t.userId)],
);
