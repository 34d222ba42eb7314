import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './core.table.ts';

/**
 * Each player's private calendar feed (src/server/modules/calendar/). The feed's token is an HMAC of `nonce` with
 * a key derived from JWT_SECRET, so the server can show the player their link again; only the token's SHA-256 is
 * stored beside it, so the database alone exposes no feed. A new nonce retires the old link at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nonce: varchar('nonce', { length: 64 }).notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
