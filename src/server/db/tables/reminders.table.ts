import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './core.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** How a player wants to be reminded; no row means REMINDER_DEFAULTS (push on, e-mail off, both leads). */
export const reminderSettings = pgTable('reminder_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  push: boolean('push').notNull(),
  email: boolean('email').notNull(),
  before24h: boolean('before_24h').notNull(),
  before3h: boolean('before_3h').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A browser that receives pushes: one row per endpoint, owned by the account that handed it over last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Reminders in a row this browser could not be reached with (failures within an hour count as one). */
    failures: integer('failures').notNull().default(0),
    failedAt: ts('failed_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.id),
  ],
);

/**
 * A wave of reminders: decided once per deadline and lead (the unique index), by whichever instance's clock sees
 * it due first; its chunks are jobs any instance may take.
 */
export const reminderWaves = pgTable(
  'reminder_waves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deadline: ts('deadline').notNull(),
    leadHours: integer('lead_hours').notNull(),
    chunks: integer('chunks').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminder_waves_deadline_lead_unique').on(t.deadline, t.leadHours)],
);

/** Who was reminded of which deadline at which lead: a chunk run again reminds nobody twice. */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deadline: ts('deadline').notNull(),
    leadHours: integer('lead_hours').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.deadline, t.leadHours] }),
    index('reminder_sends_deadline_idx').on(t.deadline),
  ],
);
