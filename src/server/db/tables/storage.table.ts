import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** One stored upload (the database adapter): its public name, type, size and strong validator. */
export const uploadObjects = pgTable('upload_objects', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  etag: text('etag').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Its bytes, in chunks of CHUNK_BYTES: a range reads only the chunks it covers. */
export const uploadChunks = pgTable(
  'upload_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => uploadObjects.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);
