import type { Comment, CommunityPost, ModeratedPost } from '../../../domain/community.schemas.ts';
import { iso } from '../../http/envelope.ts';
import { mediaJson } from '../uploads/uploads.projection.ts';
import type { CommentRow, PostRow } from './community.queries.ts';

function commentJson(c: CommentRow): Comment {
  return {
    documentId: c.documentId,
    commentText: c.commentText,
    commentedAt: iso(c.commentedAt)!,
    user: c.user,
  };
}

/** Comments grouped by post, keeping their order (oldest first). */
export function groupComments(rows: CommentRow[]): Map<number, Comment[]> {
  const byPost = new Map<number, Comment[]>();
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? [];
    list.push(commentJson(row));
    byPost.set(row.postId, list);
  }
  return byPost;
}

/** A post as the moderation screen reads it. Text goes out exactly as stored: the client renders it as text. */
export function moderatedPostJson(row: PostRow, comments: Comment[]): ModeratedPost {
  const p = row.post;
  return {
    id: p.id,
    documentId: p.documentId,
    text: p.text,
    createdAt: iso(p.createdAt)!,
    updatedAt: iso(p.updatedAt)!,
    publishedAt: iso(p.publishedAt)!,
    approved: p.approved,
    likes: p.likes,
    image: mediaJson(row.image),
    user: { documentId: row.user.documentId, username: row.user.username, avatar: mediaJson(row.avatar) },
    comments,
  };
}

/** A post of the feed, for a caller (null: a visitor). */
export function feedPostJson(
  row: PostRow,
  comments: Comment[],
  liked: boolean,
  callerId: number | null,
): CommunityPost {
  const post: CommunityPost = { ...moderatedPostJson(row, comments), liked };
  if (!row.post.approved && callerId !== null && row.post.userId === callerId) post.pending = true;
  return post;
}
