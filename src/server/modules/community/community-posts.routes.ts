import { z } from 'zod';
import { dataBody } from '../../http/body.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { documentIdParams } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import { deletePost, moderatedPost, moderatePost, moderationPage } from './community-posts.service.ts';

const moderationBody = dataBody({ approved: z.boolean({ error: 'approved must be a boolean' }) });

export const communityPostRoutes = [
  route({
    method: 'GET',
    url: '/api/community-posts',
    access: 'admin',
    tag: 'community',
    summary: 'Posts for moderation (filters[approved][$eq]=false for the waiting ones), newest first by default',
    handler: async (req) => {
      const { data, paging, total } = await moderationPage(req.server.services, req.query);
      return listEnvelope(data, paging, total);
    },
  }),
  route({
    method: 'GET',
    url: '/api/community-posts/:id',
    access: 'admin',
    tag: 'community',
    summary: 'One post with image, author and comments',
    params: documentIdParams,
    handler: async (req, _reply, { params }) =>
      envelope(await moderatedPost(req.server.services, params.id, req.query)),
  }),
  route({
    method: 'PUT',
    url: '/api/community-posts/:id',
    access: 'admin',
    tag: 'community',
    summary: 'Approve or withdraw a post (only `approved` is writable)',
    params: documentIdParams,
    body: moderationBody,
    handler: async (req, _reply, { params, body }) =>
      envelope(await moderatePost(req.server.services, params.id, body.data)),
  }),
  route({
    method: 'DELETE',
    url: '/api/community-posts/:id',
    access: 'admin',
    tag: 'community',
    summary: 'Delete a post with its comments, likes and file',
    params: documentIdParams,
    status: 204,
    handler: async (req, reply, { params }) => {
      await deletePost(req.server.services, params.id);
      reply.code(204);
    },
  }),
];
