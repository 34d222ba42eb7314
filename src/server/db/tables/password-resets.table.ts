import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.table.ts';

/**
 * The open password-reset code of an account: one at most (a new request replaces it), valid one hour,
 * deleted when used. Only a SHA-256 of the code is kept; the code itself travels in the e-mail only.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_expires_idx').on(t.expiresAt)],
);
