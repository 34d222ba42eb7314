import type { FastifyRequest } from 'fastify';
import { cachedAuthLookup } from '../../http/auth-cache.ts';
import { refuseToken } from '../../http/guards.ts';
import { bearerToken } from '../../http/jwt.ts';
import { type CurrentSession, findAuthSession } from './sessions.queries.ts';
import { holdAdminSession } from './sessions.service.ts';

// The hook every request meets first (app.ts): who is calling. The guards of http/guards.ts decide what that means
// for each route.

/**
 * Reads the bearer token, if any: valid only while its session exists (one query, by primary keys, reused for
 * at most 2 s and dropped by any change of sessions or accounts: auth-cache.ts) and, for an administrator, while
 * the session is neither idle nor too old (holdAdminSession, which notes its activity once a minute).
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
    refuseToken(req, true);
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
      refuseToken(req, refusal);
      return;
    }
  }
  req.user = user;
  req.authSession = session;
}
