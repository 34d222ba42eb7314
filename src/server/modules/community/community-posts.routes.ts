import { z } from 'zod';
import { dataBody } from '../../http/body.ts';
import { deleteDocumentRoute, getDocumentRoute, listRoute } from '../../http/document-routes.ts';
import { envelope } from '../../http/envelope.ts';
import { documentIdParams } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import { expectedVersion } from '../../http/versions.ts';
import { deletePost, moderatedPost, moderatePost, moderationAnswer } from './community-posts.service.ts';

const moderationBody = dataBody({ approved: z.boolean({ error: 'approved must be a boolean' }) });

export const communityPostRoutes = [
  listRoute({
    url: '/api/community-posts',
    access: 'admin',
    tag: 'community',
    summary: 'Posts for moderation (filters[approved][$eq]=false for the waiting ones), newest first by default',
    page: (req) => moderationAnswer(req.server.services, req.query),
  }),
  getDocumentRoute({
    url: '/api/community-posts/:id',
    access: 'admin',
    tag: 'community',
    summary: 'One post with image, author and comments',
    read: (req, id) => moderatedPost(req.server.services, id, req.query),
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
      envelope(await moderatePost(req.server.services, params.id, body.data, expectedVersion(req))),
  }),
  deleteDocumentRoute({
    url: '/api/community-posts/:id',
    tag: 'community',
    summary: 'Delete a post with its comments, likes and file',
    remove: (req, id, expected) => deletePost(req.server.services, id, expected),
  }),
];
