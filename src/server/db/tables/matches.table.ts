import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { documentId, published } from '../columns.ts';
import { teams } from './core.table.ts';
import { rounds } from './rounds.table.ts';

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    team1Id: integer('team1_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    team2Id: integer('team2_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'restrict' }),
    team1FinalScore: integer('team1_final_score'),
    team2FinalScore: integer('team2_final_score'),
    /** '1', 'X' or '2'; null while unknown. */
    finalCards: varchar('final_cards', { length: 1 }),
    finalCorners: varchar('final_corners', { length: 1 }),
    /** Who wrote the stored result: 'admin' or 'import'; null while there is none. */
    resultSource: text('result_source'),
    /** When a stored result was last corrected (src/server/modules/corrections/); null if never. */
    correctedAt: timestamp('corrected_at', { withTimezone: true, mode: 'date' }),
    /** The fixture's id at the results provider when the import created it (modules/results-import). */
    providerFixtureId: text('provider_fixture_id'),
    /** When the import last asked the provider for this fixture's statistics (src/domain/results-import.ts). */
    statsCheckedAt: timestamp('stats_checked_at', { withTimezone: true, mode: 'date' }),
    /** What that look saw: the provider's score and our result after it (lookKey in src/domain/results-import.ts). */
    statsCheckedKey: text('stats_checked_key'),
    ...published(),
  },
  (t) => [
    check('matches_distinct_teams', sql`${t.team1Id} <> ${t.team2Id}`),
    check(
      'matches_scores_non_negative',
      sql`coalesce(${t.team1FinalScore}, 0) >= 0 and coalesce(${t.team2FinalScore}, 0) >= 0`,
    ),
    check('matches_final_cards', sql`${t.finalCards} in ('1', 'X', '2')`),
    check('matches_final_corners', sql`${t.finalCorners} in ('1', 'X', '2')`),
    check('matches_result_source', sql`${t.resultSource} in ('admin', 'import')`),
    index('matches_round_date_idx').on(t.roundId, t.date),
    index('matches_team1_idx').on(t.team1Id),
    index('matches_team2_idx').on(t.team2Id),
    uniqueIndex('matches_provider_fixture_unique')
      .on(t.providerFixtureId)
      .where(sql`${t.providerFixtureId} is not null`),
  ],
);
