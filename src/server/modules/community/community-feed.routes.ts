import { commentFields, postFields } from '../../../domain/community.schemas.ts';
import { dataBody } from '../../http/body.ts';
import { envelope } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import { documentIdParams } from '../../http/params.ts';
import { sendPrepared } from '../../http/prepared.ts';
import { perAccountAndIp } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { addComment, createPost, feedAnswer, feedPost, likedBy, toggleLikeOf } from './community-feed.service.ts';

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
      const answer = await feedAnswer(req.server.services, req.user, req.url, req.query);
      return 'prepared' in answer ? sendPrepared(req, reply, answer.prepared) : answer.body;
    },
  }),
  route({
    method: 'GET',
    url: '/api/community-feed/:id',
    access: 'public',
    tag: 'community',
    summary: 'One post of the feed (approved, or the caller’s own waiting post)',
    params: documentIdParams,
    handler: async (req, _reply, { params }) =>
      envelope(await feedPost(req.server.services, params.id, req.user, req.query)),
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
