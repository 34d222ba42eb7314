import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.table.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * "Descarcă datele mele" (src/server/modules/gdpr/): one row per export asked. A job builds the ZIP into `archive`;
 * the unguessable `token` names its download link, which works 24 hours for the account (or an admin), then the
 * bytes are swept and the row says 'expired'.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who asked it on the player's behalf; null when the player did. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    token: text('token').notNull().unique(),
    /** pending → ready (or failed) → expired. */
    state: text('state').notNull().default('pending'),
    archive: bytea('archive'),
    size: integer('size'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    check('data_exports_state', sql`${t.state} in ('pending', 'ready', 'failed', 'expired')`),
  ],
);
