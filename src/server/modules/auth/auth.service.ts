import type { LoginInput, SessionAnswer } from '../../../domain/auth.schemas.ts';
import { authMessages } from '../../../domain/messages.ts';
import { validationError } from '../../http/errors.ts';
import { dummyHash, verifyPassword } from '../../http/password.ts';
import type { Services } from '../../services.ts';
import { admitLogin } from '../gdpr/gdpr-deletion.service.ts';
import { startSession } from '../sessions/sessions.service.ts';
import { userJson } from '../users/users.projection.ts';
import { findLoginUser, findUserRecord } from '../users/users.service.ts';

/**
 * Strapi's login: the same answer for an unknown account and a wrong password, after the same work. The password
 * check is slow on purpose, so the account is read again under its row lock before the session opens: a wipe, a
 * block or a new password that came meanwhile refuses the login, and the session commits with that check.
 */
export async function login(services: Services, input: LoginInput): Promise<SessionAnswer> {
  const found = await findLoginUser(services.db, input.identifier);
  const ok = await verifyPassword(input.password, found?.passwordHash ?? (await dummyHash()));
  if (!found || !ok || found.blocked) throw validationError(authMessages.invalidCredentials);
  await services.hooks.afterLoginPassword?.(found.id);
  // An administrator's token outlives the longest session (ADMIN_SESSION_MAX_HOURS) only by as much again, so that
  // the server, not the token's expiry, says why the session ended; a player's lasts 30 days.
  const lifetimeMs = found.roleType === 'admin' ? 2 * services.config.adminSessions.maxMs : undefined;
  const opened = await services.db.transaction(async (tx) => {
    const admitted = await admitLogin(tx, found.id, found.passwordHash, services.now());
    if (!admitted) return null;
    const jwt = await startSession(services, tx, { id: found.id, tokenVersion: admitted.tokenVersion }, lifetimeMs);
    return { jwt, deletionCancelled: admitted.deletionCancelled };
  });
  if (!opened) throw validationError(authMessages.invalidCredentials);
  const record = await findUserRecord(services.db, found.id);
  if (!record) throw validationError(authMessages.invalidCredentials);
  // A login during the deletion's grace cancels it; the page tells the player.
  const { jwt, deletionCancelled } = opened;
  return deletionCancelled ? { jwt, user: userJson(record), deletionCancelled } : { jwt, user: userJson(record) };
}
