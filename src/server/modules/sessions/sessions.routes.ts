import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../../../domain/limits.ts';
import { authMessages } from '../../../domain/messages.ts';
import { callerOf, callerSession } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { logout, logoutEverywhere, reauthenticate } from './sessions.service.ts';

const HOUR = 60 * 60_000;
/** One bucket per account (the password tries of a re-authentication). */
const accountKey = (req: FastifyRequest) => String(req.user?.id ?? req.ip);

const reauthBody = z
  .object({ password: z.string().min(1, authMessages.requiredFields).max(PASSWORD_MAX_LENGTH) })
  .strict();

export const sessionRoutes = [
  route({
    method: 'POST',
    url: '/api/auth/logout',
    access: 'user',
    tag: 'auth',
    summary: "Ends this token's session; the account's other devices stay logged in. Answers {ok: true}",
    handler: (req) => logout(req.server.services, callerOf(req).id, callerSession(req)),
  }),
  route({
    method: 'POST',
    url: '/api/auth/logout-all',
    access: 'user',
    tag: 'auth',
    summary: 'Ends every session of the account, this one included. Answers {ok: true}',
    handler: (req) => logoutEverywhere(req.server.services, callerOf(req).id),
  }),
  route({
    method: 'POST',
    url: '/api/auth/reauthenticate',
    access: 'user',
    tag: 'auth',
    summary:
      "The password typed again in this session: deleting an account, changing a role, a player's data export and " +
      'changing the current round need one typed within ADMIN_REAUTH_MINUTES (15; a login counts). Answers {ok: true}',
    body: reauthBody,
    // Wrong passwords only (RATE_LIMIT_CHANGE_PASSWORD an hour per account): a right one gives its hit back.
    rateLimits: [
      { name: 'reauthenticate', max: (l) => l.changePassword, windowMs: HOUR, key: accountKey, failuresOnly: true },
    ],
    handler: (req, _reply, { body }) =>
      reauthenticate(req.server.services, callerOf(req).id, callerSession(req), body.password),
  }),
];
