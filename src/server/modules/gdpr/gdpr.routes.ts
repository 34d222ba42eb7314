import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminDeletionRequestSchema, deletionRequestSchema } from '../../../domain/gdpr.schemas.ts';
import { envelope } from '../../http/envelope.ts';
import { callerOf, callerSession } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { requestDeletionFor, requestOwnDeletion } from './gdpr-deletion.service.ts';
import { downloadExport, exportStatus, requestExport } from './gdpr-export.service.ts';

const HOUR = 60 * 60_000;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
/** One bucket per account (password tries of the deletion). */
const accountKey = (req: FastifyRequest) => String(req.user?.id ?? req.ip);

// "Your data, yours": the player's export and deletion, and the back office doing both on a player's request.
export const gdprRoutes = [
  route({
    method: 'GET',
    url: '/api/me/data-export',
    access: 'user',
    tag: 'gdpr',
    summary: 'Your latest data export: state none, pending, ready (with its download url and expiry), failed, expired',
    handler: async (req) => envelope(await exportStatus(req.server.services, callerOf(req).id)),
  }),
  route({
    method: 'POST',
    url: '/api/me/data-export',
    access: 'user',
    tag: 'gdpr',
    summary: 'Ask for the ZIP of your data (one at a time, 3 per 24 hours); a background job builds it',
    status: 202,
    handler: async (req) => envelope(await requestExport(req.server.services, callerOf(req).id, null)),
  }),
  route({
    method: 'GET',
    url: '/api/data-exports/:token',
    access: 'user',
    tag: 'gdpr',
    summary:
      'The export ZIP, for its owner or an admin (with a recent password entry: 403 REAUTH_REQUIRED), 24 hours ' +
      'after it is ready (410 after)',
    params: tokenParams,
    handler: async (req, reply, { params }) => {
      const { services } = req.server;
      const { archive, fileName } = await downloadExport(services, callerOf(req), callerSession(req), params.token);
      reply.header('content-type', 'application/zip');
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(archive);
    },
  }),
  route({
    method: 'POST',
    url: '/api/me/deletion',
    access: 'user',
    tag: 'gdpr',
    summary:
      'Delete your account: your password and the word ȘTERGE typed; you are logged out, and logging in within ' +
      'the grace (7 days) cancels it',
    body: deletionRequestSchema,
    rateLimits: [{ name: 'delete-account', max: (l) => l.changePassword, windowMs: HOUR, key: accountKey }],
    handler: async (req, _reply, { body }) =>
      envelope(await requestOwnDeletion(req.server.services, callerOf(req), body)),
  }),
  route({
    method: 'GET',
    url: '/api/users/:id/data-export',
    access: 'admin',
    tag: 'gdpr',
    summary: "A player's latest data export, as the player sees it",
    params: idParams,
    handler: async (req, _reply, { params }) => envelope(await exportStatus(req.server.services, params.id)),
  }),
  route({
    method: 'POST',
    url: '/api/users/:id/data-export',
    access: 'admin',
    tag: 'gdpr',
    summary:
      "Build a player's data export on their request (one at a time); needs a recent password entry " +
      '(403 REAUTH_REQUIRED)',
    params: idParams,
    status: 202,
    handler: async (req, _reply, { params }) =>
      envelope(
        await requestExport(req.server.services, params.id, { user: callerOf(req), session: callerSession(req) }),
      ),
  }),
  route({
    method: 'POST',
    url: '/api/users/:id/deletion',
    access: 'admin',
    tag: 'gdpr',
    summary:
      "Delete a player's account on their request (confirmation: the username typed; a recent password entry, " +
      '403 REAUTH_REQUIRED); the same grace applies',
    params: idParams,
    body: adminDeletionRequestSchema,
    handler: async (req, _reply, { params, body }) =>
      envelope(await requestDeletionFor(req.server.services, params.id, body, callerSession(req))),
  }),
];
