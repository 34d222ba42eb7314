import { type AnyPgColumn, index, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { documentId, published } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

export interface FileFormat {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  path: null;
  width: number;
  height: number;
  size: number;
  sizeInBytes: number;
  url: string;
}

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    name: text('name').notNull(),
    alternativeText: text('alternative_text'),
    caption: text('caption'),
    width: integer('width'),
    height: integer('height'),
    formats: jsonb('formats').$type<Record<string, FileFormat> | null>(),
    hash: text('hash').notNull(),
    ext: text('ext').notNull(),
    mime: text('mime').notNull(),
    /** Kilobytes with two decimals, as Strapi reports them. */
    size: numeric('size', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    sizeInBytes: integer('size_in_bytes').notNull(),
    url: text('url').notNull(),
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...published(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);
