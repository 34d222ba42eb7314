import type { Conn } from '../../db/client.ts';
import { newSessionId, TOKEN_LIFETIME_MS } from '../../http/jwt.ts';
import type { Services } from '../../services.ts';
import { type CurrentSession, deleteSession, deleteUserSessions, insertSession } from './sessions.queries.ts';

/**
 * Opens a session for the account and answers its token. Sessions follow the wall clock, as the token's
 * expiry does (the JWT library checks it against the real time).
 */
export async function startSession(
  services: Pick<Services, 'tokens'>,
  conn: Conn,
  user: { id: number; tokenVersion: number },
): Promise<string> {
  const session = { id: newSessionId(), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS) };
  await insertSession(conn, { id: session.id, userId: user.id, expiresAt: session.expiresAt });
  return sessionToken(services, user, session);
}

/** A fresh token of an existing session (same id, same expiry). */
export function sessionToken(
  services: Pick<Services, 'tokens'>,
  user: { id: number; tokenVersion: number },
  session: CurrentSession,
): Promise<string> {
  return services.tokens.sign({ id: user.id, v: user.tokenVersion, sid: session.id, expiresAt: session.expiresAt });
}

/** POST /api/auth/logout: this device's session ends; the account's other devices stay logged in. */
export async function logout(services: Services, userId: number, session: CurrentSession) {
  await deleteSession(services.db, userId, session.id);
  return { ok: true };
}

/** POST /api/auth/logout-all: every session of the account ends, this one included. */
export async function logoutEverywhere(services: Services, userId: number) {
  await deleteUserSessions(services.db, userId);
  return { ok: true };
}

export type { CurrentSession } from './sessions.queries.ts';
// What other modules may read and do through this module (its queries stay its own).
export { deleteUserSessions, sessionExists } from './sessions.queries.ts';
