import { randomInt } from 'node:crypto';
import { timestamp, varchar } from 'drizzle-orm/pg-core';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A Strapi v5 documentId: 24 lowercase alphanumeric characters, starting with a letter. */
export function newDocumentId(): string {
  let id = ALPHABET[randomInt(26)];
  for (let i = 1; i < 24; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

export const documentId = () => varchar('document_id', { length: 24 }).notNull().unique().$defaultFn(newDocumentId);

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const timestamps = () => ({
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date()),
});

export const published = () => ({
  ...timestamps(),
  publishedAt: ts('published_at').notNull().defaultNow(),
});
