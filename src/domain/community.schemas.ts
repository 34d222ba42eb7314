import { z } from 'zod';
import {
  cleanUserText,
  commentTextRule,
  communityMessages,
  postTextRule,
  type UserTextRule,
} from './community-rules.ts';
import { mediaSchema } from './media.schemas.ts';

// The texts and the text rules live in community-rules.ts, which has no Zod: the client's forms use them.
export { communityMessages };

const userText = ({ required, max, tooLong }: UserTextRule) =>
  z.string({ error: required }).transform(cleanUserText).pipe(z.string().min(1, required).max(max, tooLong));

const fileId = z.union([
  z.number({ error: communityMessages.invalidImage }).int(communityMessages.invalidImage).positive(),
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, communityMessages.invalidImage)
    .transform(Number),
]);

/** data of POST /api/community-feed. */
export const postFields = {
  text: userText(postTextRule),
  image: fileId.nullable().optional(),
};
const postInputSchema = z.object(postFields);
export type PostInput = z.infer<typeof postInputSchema>;

/** data of POST /api/community-feed/{id}/comments. */
export const commentFields = {
  text: userText(commentTextRule),
};
const commentInputSchema = z.object(commentFields);
export type CommentInput = z.infer<typeof commentInputSchema>;

const commentSchema = z.object({
  documentId: z.string(),
  commentText: z.string(),
  commentedAt: z.iso.datetime(),
  user: z.object({ documentId: z.string(), username: z.string() }).nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

const postBase = z.object({
  id: z.number().int(),
  documentId: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  publishedAt: z.iso.datetime(),
  approved: z.boolean(),
  likes: z.number().int(),
  image: mediaSchema.nullable(),
  user: z.object({ documentId: z.string(), username: z.string(), avatar: mediaSchema.nullable() }).nullable(),
  comments: z.array(commentSchema),
});

/** A post of the feed: `liked` for the caller (false for visitors); the author's own waiting post has `pending`. */
export const communityPostSchema = postBase.extend({
  liked: z.boolean(),
  pending: z.boolean().optional(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

/** A post of the moderation screen. */
export const moderatedPostSchema = postBase;
export type ModeratedPost = z.infer<typeof moderatedPostSchema>;

/** POST /api/community-feed/{id}/like. */
const likeResultSchema = z.object({ likes: z.number().int(), liked: z.boolean() });
export type LikeResult = z.infer<typeof likeResultSchema>;
