import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { authMessages } from '../../domain/messages.ts';
import { forbidden, HttpError, unauthorized } from './errors.ts';
import type { Access } from './route.ts';

const INVALID_TOKEN = Symbol('invalidToken');

declare module 'fastify' {
  interface FastifyRequest {
    /** The token was refused: true, or the refusal to answer (an administrator's session that has just ended). */
    [INVALID_TOKEN]?: true | HttpError;
  }
}

/** What the authentication hook says of a token it refused: true, or the refusal to answer with. */
export function refuseToken(req: FastifyRequest, refusal: true | HttpError): void {
  req[INVALID_TOKEN] = refusal;
}

/** The route's guard: runs in onRequest, before any validation. */
export function guard(access: Access): onRequestHookHandler {
  return async function check(req: FastifyRequest, _reply: FastifyReply) {
    if (access === 'public') return;
    if (!req.user) {
      const refused = req[INVALID_TOKEN];
      throw refused instanceof HttpError
        ? refused
        : unauthorized(refused ? 'Invalid credentials' : 'Missing or invalid credentials');
    }
    if (access === 'admin' && req.user.roleType !== 'admin') throw forbidden();
    if (access === 'verified' && req.user.roleType !== 'admin' && !req.user.phoneVerified) {
      throw new HttpError(403, 'ForbiddenError', authMessages.phoneNotVerified, { code: 'PHONE_NOT_VERIFIED' });
    }
  };
}

/** The logged-in caller; only for routes whose guard already required one. */
export function callerOf(req: FastifyRequest) {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** The caller's session (the one its token names); only for routes whose guard already required a user. */
export function callerSession(req: FastifyRequest): NonNullable<FastifyRequest['authSession']> {
  if (!req.authSession) throw unauthorized();
  return req.authSession;
}
