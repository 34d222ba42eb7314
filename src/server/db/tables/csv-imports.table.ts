import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { documentId } from '../columns.ts';
import { users } from './core.table.ts';

/**
 * CSV import previews (src/server/modules/csv/): what the file read as and what it will change, kept in the
 * database so any instance can show and apply it, until it expires.
 */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    /** 'fixtures' or 'results'. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'cascade' }),
    /** 'ready' until applied, then 'applied'. */
    status: text('status').notNull().default('ready'),
    /** The rows as read, to plan again at apply. */
    rows: jsonb('rows').notNull(),
    /** The preview as shown (CsvPreview without id, status and times). */
    preview: jsonb('preview').notNull(),
    summary: jsonb('summary'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('csv_imports_expires_idx').on(t.expiresAt),
    check('csv_imports_kind', sql`${t.kind} in ('fixtures', 'results')`),
    check('csv_imports_status', sql`${t.status} in ('ready', 'applied')`),
  ],
);
