import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { documentId, timestamps } from '../columns.ts';
import { files, users } from './core.table.ts';

/**
 * Private leagues. The owner cannot go without the league knowing: deleting an account that still owns a league is
 * refused (restrict), so the account's deletion hands each league over first (leagues.service.ts). The invite code
 * is kept upper-case, so the unique index is also the case-insensitive lookup.
 */
export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    name: text('name').notNull(),
    description: text('description'),
    emblemId: integer('emblem_id').references(() => files.id, { onDelete: 'set null' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('leagues_code_unique').on(t.code),
    index('leagues_owner_idx').on(t.ownerId),
    index('leagues_emblem_idx').on(t.emblemId),
    // The back office's search by name reads leagues_name_search_idx, a trigram index of search_fold(name) made by
    // migration 0024 where pg_trgm is available.
    check('leagues_name_length', sql`char_length(${t.name}) between 3 and 40`),
    check('leagues_code_shape', sql`${t.code} ~ '^[A-Z0-9]{8,32}$'`),
  ],
);

/** Who is in which league, since when (the longest-standing member inherits an owner's leagues). */
export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // One membership per player and league.
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index('league_members_user_idx').on(t.userId)],
);
