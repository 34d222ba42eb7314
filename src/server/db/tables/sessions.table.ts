import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.table.ts';

/**
 * One row per logged-in device: the token's `sid` claim names it. A token is valid only while its row
 * exists (and, for an administrator, while the row is neither idle nor too old: session-rules.ts); logging out
 * deletes it. Kept until the token expires, then pruned by the hourly sweep.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Random and unguessable (144 bits, base64url); useless without a token signed with the server's key. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The token's expiry (its `exp` claim). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The last request seen, on the server's clock, kept to the minute: an administrator's session ends when idle. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the password was last typed in this session (the login, or a re-authentication since). */
    passwordAt: timestamp('password_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
