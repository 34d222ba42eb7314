import { type CommentInput, communityMessages, type PostInput } from '../../../domain/community.schemas.ts';
import { keptCache } from '../../cluster/cache.ts';
import type { Conn } from '../../db/client.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { listEnvelope } from '../../http/envelope.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { type Prepared, prepare, queryStringOf } from '../../http/prepared.ts';
import { type ParsedList, parseOneQuery } from '../../http/query.ts';
import type { Services } from '../../services.ts';
import { feedListSpec, parseFeedQuery } from './community.list-specs.ts';
import { feedPostJson, groupComments } from './community.projection.ts';
import {
  commentsOf,
  findPostRecord,
  findPostRow,
  insertComment,
  insertPost,
  isLiked,
  likedAmong,
  listPosts,
  lockFileForPost,
  lockPost,
  type PostRow,
  toggleLike,
  viewerState,
  visibleTo,
} from './community.queries.ts';

const callerIdOf = (caller: AuthUser | null) => caller?.id ?? null;

/** Posts with their comments and the caller's likes: one query each per page, never one per post. */
async function withDetails(conn: Conn, rows: PostRow[], caller: AuthUser | null) {
  const ids = rows.map((r) => r.post.id);
  const [commentRows, liked] = await Promise.all([
    commentsOf(conn, ids),
    caller ? likedAmong(conn, caller.id, ids) : Promise.resolve(new Set<number>()),
  ]);
  const comments = groupComments(commentRows);
  return rows.map((row) =>
    feedPostJson(row, comments.get(row.post.id) ?? [], liked.has(row.post.id), callerIdOf(caller)),
  );
}

/** GET /api/community-feed: approved posts, newest first, plus the caller's own waiting posts. */
async function feedPage(services: Services, caller: AuthUser | null, q: ParsedList) {
  const { db } = services;
  const { rows, total } = await listPosts(db, { ...q, where: visibleTo(callerIdOf(caller), q.where) });
  return { posts: await withDetails(db, rows, caller), total };
}

type FeedPage = Awaited<ReturnType<typeof feedPage>>;

/** A visitor's page for the query as sent (`key`), from the feed cache. */
function visitorFeedPage(services: Services, key: string, q: () => ParsedList): Promise<FeedPage> {
  return keptCache(services, 'feed').read(`page:${key}`, () => feedPage(services, null, q()));
}

/** Turns a page into the answer's body (the envelope). */
type FeedShape = (page: FeedPage) => unknown;

/** A visitor's answer as sent (bytes, ETag, encodings), kept until the feed changes.
 * `q` parses the query: only called when an answer is computed (a cached one is found by `key`, as sent). */
function visitorFeedAnswer(services: Services, key: string, q: () => ParsedList, shape: FeedShape) {
  return keptCache(services, 'feed').read(`sent:${key}`, async () =>
    prepare(shape(await visitorFeedPage(services, key, q))),
  );
}

/**
 * A player's answer: with no post of theirs waiting for approval, the page holds the visitor's posts, so it is the
 * visitor's answer with the player's likes marked. One query (their likes among the page's posts, and whether
 * they have a waiting post) per read; the answer itself is shared by every player with the same likes there (no
 * likes: the visitor's bytes). A player with a waiting post gets the full query (`page`), never cached.
 */
async function playerFeedAnswer(
  services: Services,
  caller: AuthUser,
  key: string,
  q: () => ParsedList,
  shape: FeedShape,
): Promise<{ prepared: Prepared } | { page: FeedPage }> {
  const page = await visitorFeedPage(services, key, q);
  const { liked, waiting } = await viewerState(
    services.db,
    caller.id,
    page.posts.map((p) => p.id),
  );
  if (waiting) return { page: await feedPage(services, caller, q()) };
  if (!liked.size) return { prepared: await visitorFeedAnswer(services, key, q, shape) };
  const pattern = [...liked].sort((a, b) => a - b).join(',');
  const prepared = await keptCache(services, 'feed-liked').read(`${pattern}:${key}`, async () =>
    prepare(
      shape({ posts: page.posts.map((p) => (liked.has(p.id) ? { ...p, liked: true } : p)), total: page.total }),
      'fast',
    ),
  );
  return { prepared };
}

/**
 * GET /api/community-feed: a visitor's answer as sent (cached), or a player's (see playerFeedAnswer). The query is
 * parsed only when an answer is computed: a cached one is found by the query string as sent.
 */
export async function feedAnswer(
  services: Services,
  caller: AuthUser | null,
  url: string,
  query: unknown,
): Promise<{ prepared: Prepared } | { body: unknown }> {
  const key = queryStringOf(url);
  let parsed: ParsedList | undefined;
  const q = () => {
    parsed ??= parseFeedQuery(query);
    return parsed;
  };
  const shape: FeedShape = ({ posts, total }) => listEnvelope(posts, q(), total);
  if (!caller) return { prepared: await visitorFeedAnswer(services, key, q, shape) };
  const answer = await playerFeedAnswer(services, caller, key, q, shape);
  return 'prepared' in answer ? answer : { body: shape(answer.page) };
}

/** One post with the feed's visibility: approved, or the caller's own. */
export async function feedPost(services: Services, documentId: string, caller: AuthUser | null, query: unknown = {}) {
  parseOneQuery(query, feedListSpec);
  const row = await findPostRow(services.db, documentId, visibleTo(callerIdOf(caller)));
  if (!row) throw notFound();
  const [post] = await withDetails(services.db, [row], caller);
  return post;
}

/** Uploads keep only re-encoded images and the spec's video containers, so the stored type decides. */
const isPostMedia = (mime: string) => mime.startsWith('image/') || mime.startsWith('video/');

/** POST /api/community-feed: a waiting post; its file must be the caller's own image or video, used nowhere. */
export async function createPost(services: Services, caller: AuthUser, input: PostInput) {
  const now = services.now();
  const documentId = await services.db.transaction(async (tx) => {
    let imageId: number | null = null;
    if (input.image != null) {
      const file = await lockFileForPost(tx, input.image);
      if (!file || file.ownerId !== caller.id) throw validationError(communityMessages.imageNotFound);
      if (!isPostMedia(file.mime)) throw validationError(communityMessages.imageWrongType);
      if (file.attached) throw validationError(communityMessages.imageInUse);
      imageId = file.id;
    }
    const row = await insertPost(tx, {
      text: input.text,
      imageId,
      userId: caller.id,
      approved: false,
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    });
    return row.documentId;
  });
  return feedPost(services, documentId, caller);
}

/** Approved posts can be liked and commented on; the author may also like their own waiting post. */
const canLike = (post: { approved: boolean; userId: number }, caller: AuthUser) =>
  post.approved || post.userId === caller.id;

/** POST /api/community-feed/:id/like: toggles; one like per user and post, whatever the concurrency. */
export async function toggleLikeOf(services: Services, caller: AuthUser, documentId: string) {
  const result = await services.db.transaction(async (tx) => {
    const post = await lockPost(tx, documentId);
    if (!post || !canLike(post, caller)) throw notFound();
    return toggleLike(tx, post.id, caller.id);
  });
  await services.changes.announce('feed');
  return result;
}

/** GET /api/community-feed/:id/liked. */
export async function likedBy(services: Services, caller: AuthUser, documentId: string) {
  const post = await findPostRecord(services.db, documentId);
  if (!post || !canLike(post, caller)) throw notFound();
  return isLiked(services.db, post.id, caller.id);
}

/** POST /api/community-feed/:id/comments: only on approved posts; answers the post with all its comments. */
export async function addComment(services: Services, caller: AuthUser, documentId: string, input: CommentInput) {
  const post = await findPostRecord(services.db, documentId);
  if (!post?.approved) throw notFound();
  await insertComment(services.db, {
    postId: post.id,
    userId: caller.id,
    commentText: input.text,
    commentedAt: services.now(),
  });
  await services.changes.announce('feed');
  return feedPost(services, documentId, caller);
}
