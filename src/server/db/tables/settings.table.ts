import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Values every instance must agree on, generated once and kept in the database (such as the token secret when
 * JWT_SECRET is unset). One row per key; the first instance to insert a key decides its value.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
