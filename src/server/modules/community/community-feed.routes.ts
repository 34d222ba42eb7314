import { commentFields, postFields } from '../../../domain/community.schemas.ts';
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { dataBody } from '../../http/body.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { invalidQueryKey } from '../../http/errors.ts';
import { callerOf } from '../../http/guards.ts';
import { documentIdParams } from '../../http/params.ts';
import { queryStringOf, sendPrepared } from '../../http/prepared.ts';
import { type ListSpec, type ParsedList, parseListQuery, parseOneQuery } from '../../http/query.ts';
import { perAccountAndIp } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { postColumns } from './community.queries.ts';
import {
  addComment,
  createPost,
  type FeedShape,
  feedPost,
  likedBy,
  playerFeedAnswer,
  toggleLikeOf,
  visitorFeedAnswer,
} from './community-feed.service.ts';

/** Populate paths the client may send; the answer always carries image, user (with avatar) and comments. */
export const postPopulate = { image: {}, user: { avatar: {} }, comments: { user: {} } };

const feedListSpec: ListSpec = {
  filters: {
    documentId: { column: postColumns.documentId, type: 'string' },
    createdAt: { column: postColumns.createdAt, type: 'datetime' },
    user: {
      documentId: { column: postColumns.userDocumentId, type: 'string' },
      username: { column: postColumns.username, type: 'string' },
    },
  },
  sorts: { createdAt: postColumns.createdAt, id: postColumns.id },
  populate: postPopulate,
  defaultPageSize: FEED_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
  topLevelPaging: true,
};

/** The feed's only order: newest first (sortBy is accepted for the client's sake). */
const FEED_SORT_BY = new Set(['createdAt', 'createdAt:desc']);
const HOUR = 60 * 60_000;

export const communityFeedRoutes = [
  route({
    method: 'GET',
    url: '/api/community-feed',
    access: 'public',
    tag: 'community',
    summary: 'Approved posts, newest first, with comments; with a token: liked per post and the caller’s waiting posts',
    // A visitor's page is cached as it is sent (bytes, ETag, gzip, brotli); a player's is built from it.
    handler: async (req, reply) => {
      const parse = () => {
        const q = parseListQuery(req.query, feedListSpec);
        if (q.extra.sortBy !== undefined && !FEED_SORT_BY.has(String(q.extra.sortBy))) {
          throw invalidQueryKey(String(q.extra.sortBy), 'sortBy');
        }
        return q;
      };
      const services = req.server.services;
      const key = queryStringOf(req.url);
      // Parsed only when the answer is computed: a cached answer is found by the query string as sent.
      let parsed: ParsedList | undefined;
      const q = () => {
        parsed ??= parse();
        return parsed;
      };
      const shape: FeedShape = ({ posts, total }) => listEnvelope(posts, q(), total);
      if (!req.user) return sendPrepared(req, reply, await visitorFeedAnswer(services, key, q, shape));
      const answer = await playerFeedAnswer(services, req.user, key, q, shape);
      return 'prepared' in answer ? sendPrepared(req, reply, answer.prepared) : shape(answer.page);
    },
  }),
  route({
    method: 'GET',
    url: '/api/community-feed/:id',
    access: 'public',
    tag: 'community',
    summary: 'One post of the feed (approved, or the caller’s own waiting post)',
    params: documentIdParams,
    handler: async (req, _reply, { params }) => {
      parseOneQuery(req.query, feedListSpec);
      return envelope(await feedPost(req.server.services, params.id, req.user));
    },
  }),
  route({
    method: 'POST',
    url: '/api/community-feed',
    access: 'verified',
    tag: 'community',
    summary: 'Create a post (text, optional image or video the caller uploaded); it waits for approval',
    body: dataBody(postFields),
    rateLimits: perAccountAndIp('posts', HOUR, (l) => l.posts),
    status: 201,
    handler: async (req, _reply, { body }) => envelope(await createPost(req.server.services, callerOf(req), body.data)),
  }),
  route({
    method: 'POST',
    url: '/api/community-feed/:id/like',
    access: 'verified',
    tag: 'community',
    summary: 'Toggle the caller’s like of a post: {data: {likes, liked}}',
    params: documentIdParams,
    rateLimits: perAccountAndIp('likes', HOUR, (l) => l.likes),
    handler: async (req, _reply, { params }) =>
      envelope(await toggleLikeOf(req.server.services, callerOf(req), params.id)),
  }),
  route({
    method: 'GET',
    url: '/api/community-feed/:id/liked',
    access: 'user',
    tag: 'community',
    summary: 'Whether the caller likes a post: {liked}',
    params: documentIdParams,
    handler: async (req, _reply, { params }) => ({
      liked: await likedBy(req.server.services, callerOf(req), params.id),
    }),
  }),
  route({
    method: 'POST',
    url: '/api/community-feed/:id/comments',
    access: 'verified',
    tag: 'community',
    summary: 'Comment on an approved post; answers the post with all its comments (200, a custom action)',
    params: documentIdParams,
    body: dataBody(commentFields),
    rateLimits: perAccountAndIp('comments', HOUR, (l) => l.comments),
    handler: async (req, _reply, { params, body }) =>
      envelope(await addComment(req.server.services, callerOf(req), params.id, body.data)),
  }),
];
