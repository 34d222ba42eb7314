import { z } from 'zod';
import { COMMENT_TEXT_MAX_LENGTH, POST_TEXT_MAX_LENGTH } from './limits.ts';
import { mediaSchema } from './media.schemas.ts';

export const communityMessages = {
  postTextRequired: 'Textul postării este obligatoriu.',
  postTextTooLong: `Postarea poate avea cel mult ${POST_TEXT_MAX_LENGTH} de caractere.`,
  commentEmpty: 'Comentariul nu poate fi gol.',
  commentTooLong: `Comentariul poate avea cel mult ${COMMENT_TEXT_MAX_LENGTH} de caractere.`,
  invalidImage: 'Fișierul ales nu este valid.',
  imageNotFound: 'Fișierul nu a fost găsit sau nu îți aparține.',
  imageWrongType: 'Postarea acceptă doar o imagine sau un video.',
  imageInUse: 'Fișierul este deja folosit.',
} as const;

// Control characters other than tab and line feed (CR is folded into LF first).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** User text as plain text: line endings made LF, control characters (but tab and newline) removed, trimmed. */
export function cleanUserText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

const userText = (required: string, max: number, tooLong: string) =>
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
  text: userText(communityMessages.postTextRequired, POST_TEXT_MAX_LENGTH, communityMessages.postTextTooLong),
  image: fileId.nullable().optional(),
};
export const postInputSchema = z.object(postFields);
export type PostInput = z.infer<typeof postInputSchema>;

/** data of POST /api/community-feed/{id}/comments. */
export const commentFields = {
  text: userText(communityMessages.commentEmpty, COMMENT_TEXT_MAX_LENGTH, communityMessages.commentTooLong),
};
export const commentInputSchema = z.object(commentFields);
export type CommentInput = z.infer<typeof commentInputSchema>;

export const commentSchema = z.object({
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
export const likeResultSchema = z.object({ likes: z.number().int(), liked: z.boolean() });
export type LikeResult = z.infer<typeof likeResultSchema>;
