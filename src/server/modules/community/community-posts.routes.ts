import { z } from 'zod';
import { ADMIN_LIST_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { dataBody } from '../../http/body.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { documentIdParams } from '../../http/params.ts';
import { type ListSpec, parseListQuery, parseOneQuery } from '../../http/query.ts';
import { route } from '../../http/route.ts';
import { postColumns } from './community.queries.ts';
import { postPopulate } from './community-feed.routes.ts';
import { deletePost, moderatedPost, moderatePost, moderationPage } from './community-posts.service.ts';

const moderationListSpec: ListSpec = {
  filters: {
    id: { column: postColumns.id, type: 'integer' },
    documentId: { column: postColumns.documentId, type: 'string' },
    approved: { column: postColumns.approved, type: 'boolean' },
    createdAt: { column: postColumns.createdAt, type: 'datetime' },
    user: {
      documentId: { column: postColumns.userDocumentId, type: 'string' },
      username: { column: postColumns.username, type: 'string' },
    },
  },
  sorts: { createdAt: postColumns.createdAt, id: postColumns.id },
  populate: postPopulate,
  defaultPageSize: ADMIN_LIST_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
};

const moderationBody = dataBody({ approved: z.boolean({ error: 'approved must be a boolean' }) });

export const communityPostRoutes = [
  route({
    method: 'GET',
    url: '/api/community-posts',
    access: 'admin',
    tag: 'community',
    summary: 'Posts for moderation (filters[approved][$eq]=false for the waiting ones), newest first by default',
    handler: async (req) => {
      const q = parseListQuery(req.query, moderationListSpec);
      const { posts, total } = await moderationPage(req.server.services, q);
      return listEnvelope(posts, q, total);
    },
  }),
  route({
    method: 'GET',
    url: '/api/community-posts/:id',
    access: 'admin',
    tag: 'community',
    summary: 'One post with image, author and comments',
    params: documentIdParams,
    handler: async (req, _reply, { params }) => {
      parseOneQuery(req.query, moderationListSpec);
      return envelope(await moderatedPost(req.server.services, params.id));
    },
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
