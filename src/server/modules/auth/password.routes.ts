import type { FastifyRequest } from 'fastify';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '../../../domain/password.schemas.ts';
import { callerOf, callerSession } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { changePassword, forgotPassword, resetPassword } from './password.service.ts';

const HOUR = 60 * 60_000;

/** The e-mail of the body, as the schema reads it: one bucket per address, whatever the caller's IP. */
const emailKey = (req: FastifyRequest) => {
  const value = (req.body as Record<string, unknown> | undefined)?.email;
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
};

/** One bucket per account. */
const accountKey = (req: FastifyRequest) => String(req.user?.id ?? req.ip);

// Strapi's users-permissions password routes: the same paths, bodies and answers.
export const passwordRoutes = [
  route({
    method: 'POST',
    url: '/api/auth/forgot-password',
    access: 'public',
    tag: 'auth',
    summary:
      'Queues a single-use reset link, valid one hour, for the account of this e-mail (sent after the answer); always answers {ok: true}',
    body: forgotPasswordSchema,
    rateLimits: [
      { name: 'forgot-password', max: (l) => l.forgotPassword, windowMs: HOUR },
      { name: 'forgot-password-email', max: (l) => l.forgotPasswordEmail, windowMs: HOUR, key: emailKey },
    ],
    handler: (req, reply, { body }) =>
      forgotPassword(req.server.services, body.email, {
        onQueueError: (err) => req.log.error({ err }, 'password reset not queued'),
        // The runners hear of the job once the answer is out: none of its work shares the request's time.
        afterAnswer: (wake) => reply.raw.once('close', wake),
      }),
  }),
  route({
    method: 'POST',
    url: '/api/auth/reset-password',
    access: 'public',
    tag: 'auth',
    summary: "Sets a new password with the e-mail's code; ends every session and answers {jwt, user}",
    body: resetPasswordSchema,
    rateLimits: [{ name: 'reset-password', max: (l) => l.resetPassword, windowMs: HOUR }],
    handler: (req, _reply, { body }) => resetPassword(req.server.services, body),
  }),
  route({
    method: 'POST',
    url: '/api/auth/change-password',
    access: 'user',
    tag: 'auth',
    summary: "Changes the caller's password; keeps this session, ends the others; answers {jwt, user}",
    body: changePasswordSchema,
    rateLimits: [{ name: 'change-password', max: (l) => l.changePassword, windowMs: HOUR, key: accountKey }],
    handler: (req, _reply, { body }) => changePassword(req.server.services, callerOf(req), callerSession(req), body),
  }),
];
