import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { documentId, published, timestamps } from '../columns.ts';

// Accounts, their files and the clubs: tables that reference one another (an avatar, a file's owner, a favourite
// team, an emblem), so they share one file and no import goes round in a circle.

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  documentId: documentId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: text('type').notNull().unique(),
  ...timestamps(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    username: text('username').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone').unique(),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    favTeamId: integer('fav_team_id').references((): AnyPgColumn => teams.id, { onDelete: 'restrict' }),
    avatarId: integer('avatar_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    youtubeAccount: text('youtube_account').notNull().default(''),
    instagramAccount: text('instagram_account').notNull().default(''),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    points: integer('points').notNull().default(0),
    currentPoints: integer('current_points').notNull().default(0),
    /** Set when the account asked to be deleted: logging in before this cancels it (modules/gdpr). */
    deleteAfter: timestamp('delete_after', { withTimezone: true, mode: 'date' }),
    /** Set on the tombstone of a deleted account: personal data wiped, predictions kept as "jucător șters". */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    // Tombstones all read "jucător șters": only live accounts' usernames are unique.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`).where(sql`${t.deletedAt} is null`),
    index('users_delete_after_idx').on(t.deleteAfter).where(sql`${t.deleteAfter} is not null`),
    index('users_fav_team_idx').on(t.favTeamId),
    // The leaderboard's order (points desc, then username), over ranked accounts only (not admins, role 4):
    // pages are keyset reads of these indexes, ranks come from the points histogram (leaderboard.table.ts).
    // Migration 0007_ranks_histogram.sql adds INCLUDE (username) to both (drizzle cannot declare it): index-only skips to a page.
    index('users_board_points_idx').on(t.points.desc(), sql`lower(${t.username})`, t.id).where(sql`${t.roleId} <> 4`),
    index('users_board_current_idx')
      .on(t.currentPoints.desc(), sql`lower(${t.username})`, t.id)
      .where(sql`${t.roleId} <> 4`),
    // The searches (filters[username][$containsi], filters[email][$containsi]) read users_username_search_idx and
    // users_email_search_idx: trigram indexes of search_fold(…), made by migration 0024 where pg_trgm is available,
    // so not declared here.
  ],
);

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

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    name: text('name').notNull(),
    emblemId: integer('emblem_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    /** The team's id at the results provider (modules/results-import): how imported fixtures find it. */
    providerId: text('provider_id'),
    ...published(),
  },
  (t) => [uniqueIndex('teams_provider_id_unique').on(t.providerId).where(sql`${t.providerId} is not null`)],
);
