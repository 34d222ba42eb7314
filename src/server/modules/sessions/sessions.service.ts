import { adminSessionMessages, REAUTH_REQUIRED, SESSION_EXPIRED } from '../../../domain/admin-session.ts';
import type { AdminSessionSettings } from '../../config-sessions.ts';
import type { Conn } from '../../db/client.ts';
import { fieldsError, forbidden, HttpError, unauthorized } from '../../http/errors.ts';
import { newSessionId, TOKEN_LIFETIME_MS } from '../../http/jwt.ts';
import { verifyPassword } from '../../http/password.ts';
import type { Services } from '../../services.ts';
import {
  type CurrentSession,
  deleteSession,
  deleteUserSessions,
  findPasswordOf,
  insertSession,
  markPasswordEntered,
  touchSession,
} from './sessions.queries.ts';

// A session is a row of `sessions` named by the token. A player's lasts as long as its token (30 days). An
// administrator's also ends after ADMIN_SESSION_IDLE_MINUTES without a request and ADMIN_SESSION_MAX_HOURS after
// its login, decided on every request from the row (so on every instance alike) by the server's clock; and the
// back office's gravest actions need the password typed within ADMIN_REAUTH_MINUTES in that session.

/** At most one write of a session's activity a minute (less for idle limits under half an hour). */
const touchEveryMs = (settings: AdminSessionSettings) => Math.min(60_000, settings.idleMs / 30);

/**
 * Opens a session for the account and answers its token; opening it is a password entry. The token's expiry
 * follows the wall clock (the JWT library checks it against the real time); the row's times follow the server's
 * clock (`services.now`, which tests move), and so do an administrator's limits.
 */
export async function startSession(
  services: Pick<Services, 'tokens'> & Partial<Pick<Services, 'now'>>,
  conn: Conn,
  user: { id: number; tokenVersion: number },
  lifetimeMs = TOKEN_LIFETIME_MS,
): Promise<string> {
  const createdAt = services.now?.() ?? new Date();
  const session = { id: newSessionId(), expiresAt: new Date(Date.now() + lifetimeMs) };
  await insertSession(conn, { id: session.id, userId: user.id, expiresAt: session.expiresAt, createdAt });
  return sessionToken(services, user, session);
}

/** A fresh token of an existing session (same id, same expiry). */
export function sessionToken(
  services: Pick<Services, 'tokens'>,
  user: { id: number; tokenVersion: number },
  session: Pick<CurrentSession, 'id' | 'expiresAt'>,
): Promise<string> {
  return services.tokens.sign({ id: user.id, v: user.tokenVersion, sid: session.id, expiresAt: session.expiresAt });
}

/** Why an administrator's session has ended at `now` ('tooOld' first), or null while it holds. */
function adminSessionEnd(
  settings: AdminSessionSettings,
  session: Pick<CurrentSession, 'createdAt' | 'lastSeenAt'>,
  now: Date,
): 'idle' | 'tooOld' | null {
  if (now.getTime() - session.createdAt.getTime() >= settings.maxMs) return 'tooOld';
  if (now.getTime() - session.lastSeenAt.getTime() >= settings.idleMs) return 'idle';
  return null;
}

/**
 * An administrator's request: refused (the 401 to answer) once the session has ended, which ends it on the server
 * too; otherwise its activity is noted, at most once a minute.
 */
export async function holdAdminSession(
  services: Pick<Services, 'db' | 'config' | 'now'>,
  userId: number,
  session: CurrentSession,
): Promise<HttpError | null> {
  const settings = services.config.adminSessions;
  const now = services.now();
  const end = adminSessionEnd(settings, session, now);
  if (end) {
    await deleteSession(services.db, userId, session.id);
    const message =
      end === 'idle'
        ? adminSessionMessages.idle(settings.idleMs / 60_000)
        : adminSessionMessages.tooOld(settings.maxMs / 3_600_000);
    return new HttpError(401, 'UnauthorizedError', message, { code: SESSION_EXPIRED, reason: end });
  }
  const staleBefore = new Date(now.getTime() - touchEveryMs(settings));
  if (session.lastSeenAt < staleBefore) {
    await touchSession(services.db, session.id, now, staleBefore, new Date(now.getTime() - settings.idleMs));
  }
  return null;
}

/**
 * The gravest actions (deleting an account, changing a role, a player's data export, changing the current round):
 * a 403 with details.code REAUTH_REQUIRED unless the password was typed in this session within
 * ADMIN_REAUTH_MINUTES. A login is a password entry, so a call right after one passes.
 */
export function requireRecentPassword(services: Pick<Services, 'config' | 'now'>, session: CurrentSession) {
  const { reauthMs } = services.config.adminSessions;
  if (services.now().getTime() - session.passwordAt.getTime() < reauthMs) return;
  throw forbidden(adminSessionMessages.reauthRequired(reauthMs / 60_000), { code: REAUTH_REQUIRED });
}

/** POST /api/auth/reauthenticate: the password typed again in this session. */
export async function reauthenticate(services: Services, userId: number, session: CurrentSession, password: string) {
  const account = await findPasswordOf(services.db, userId);
  if (!account || !(await verifyPassword(password, account.passwordHash))) {
    throw fieldsError([{ field: 'password', message: adminSessionMessages.wrongPassword }]);
  }
  if (!(await markPasswordEntered(services.db, userId, session.id, services.now()))) {
    throw unauthorized('Invalid credentials');
  }
  return { ok: true };
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
export { deleteUserSessions, findPasswordOf, sessionExists } from './sessions.queries.ts';
