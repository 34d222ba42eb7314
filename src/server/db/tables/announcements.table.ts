import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { documentId, published } from '../columns.ts';
import { rounds } from './rounds.table.ts';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    /** Sanitized HTML: only what the editor can produce. */
    content: text('content').notNull().default(''),
    roundId: integer('round_id').references(() => rounds.id, { onDelete: 'set null' }),
    ...published(),
  },
  (t) => [index('announcements_created_idx').on(t.createdAt)],
);
