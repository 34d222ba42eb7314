import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { documentId, published } from '../columns.ts';
import { files, users } from './core.table.ts';

export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    text: text('text').notNull(),
    imageId: integer('image_id').references(() => files.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    approved: boolean('approved').notNull().default(false),
    /** Kept equal to the number of rows in post_likes, in the same transaction. */
    likes: integer('likes').notNull().default(0),
    ...published(),
  },
  (t) => [
    index('community_posts_feed_idx').on(t.approved, t.createdAt),
    index('community_posts_user_idx').on(t.userId),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One like per user and post.
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    documentId: documentId(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentText: text('comment_text').notNull(),
    commentedAt: timestamp('commented_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.commentedAt), index('comments_user_idx').on(t.userId)],
);
