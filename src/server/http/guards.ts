import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { authMessages } from '../../domain/messages.ts';
import type { CurrentSession } from '../modules/sessions/sessions.queries.ts';
import { holdAdminSession } from '../modules/sessions/sessions.service.ts';
import { findAuthSession } from '../modules/users/users.queries.ts';
import { cachedAuthLookup } from './auth-cache.ts';
import { forbidden, HttpError, unauthorized } from './errors.ts';
import { bearerToken } from './jwt.ts';
import type { Access } from './route.ts';

const INVALID_TOKEN = Symbol('invalidToken');

declare module 'fastify' {
  interface FastifyRequest {
    /** The token was refused: true, or the refusal to answer (an administrator's session that has just ended). */
    [INVALID_TOKEN]?: true | HttpError;
  }
}

/**
 * Reads the bearer token, if any: valid only while its session exists (one query, by primary keys, reused for
 * at most 2 s and dropped by any change of sessions or accounts: auth-cache.ts) and, for an administrator, while
 * the session is neither idle nor too old (sessions.service.ts, which notes its activity once a minute).
 * A token that fails only matters to routes that need one.
 */
export async function authenticate(this: unknown, req: FastifyRequest) {
  if (!req.url.startsWith('/api/')) return;
  const token = bearerToken(req.headers.authorization);
  if (!token) return;
  const { services } = req.server;
  const { tokens, db } = services;
  const claims = await tokens.verify(token);
  const found = claims
    ? await cachedAuthLookup(db, claims.id, claims.sid, () => findAuthSession(db, claims.id, claims.sid))
    : undefined;
  if (!found || !claims || found.tokenVersion !== claims.v || found.blocked) {
    req[INVALID_TOKEN] = true;
    return;
  }
  const { sessionExpiresAt, sessionCreatedAt, sessionLastSeenAt, sessionPasswordAt, ...user } = found;
  const session: CurrentSession = {
    id: claims.sid,
    expiresAt: sessionExpiresAt,
    createdAt: sessionCreatedAt,
    lastSeenAt: sessionLastSeenAt,
    passwordAt: sessionPasswordAt,
  };
  if (user.roleType === 'admin') {
    const refusal = await holdAdminSession(services, user.id, session);
    if (refusal) {
      req[INVALID_TOKEN] = refusal;
      return;
    }
  }
  req.user = user;
  req.authSession = session;
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
export function callerSession(req: FastifyRequest): CurrentSession {
  if (!req.authSession) throw unauthorized();
  return req.authSession;
}
