import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.table.ts';

/** One uploaded file of an export: where the store keeps it, where the ZIP puts it, and its size in bytes. */
export interface ArchiveFile {
  key: string;
  path: string;
  size: number;
}

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * "Descarcă datele mele" (src/server/modules/gdpr/): one row per export asked. A job gathers the data into
 * `document` and lists the files; each download streams the ZIP of both (gdpr-export-zip.service.ts). The unguessable
 * `token` names the link, which works 24 hours for the account (or an admin); then the sweep drops the data and the
 * row says 'expired'.
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
    /** date.json as built by the job; the ZIP around it and the files is streamed at each download. */
    document: bytea('document'),
    /** The uploaded files the archive holds: storage key, path in the ZIP, size. */
    files: jsonb('files').$type<ArchiveFile[]>(),
    size: integer('size'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    check('data_exports_state', sql`${t.state} in ('pending', 'ready', 'failed', 'expired')`),
  ],
);
