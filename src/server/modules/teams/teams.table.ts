import { type AnyPgColumn, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { documentId, published } from '../../db/columns.ts';
import { files } from '../uploads/uploads.table.ts';

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  documentId: documentId(),
  name: text('name').notNull(),
  emblemId: integer('emblem_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
  ...published(),
});
