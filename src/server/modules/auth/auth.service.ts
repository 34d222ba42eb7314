import { authMessages } from '../../../domain/messages.ts';
import { validationError } from '../../http/errors.ts';
import { dummyHash, verifyPassword } from '../../http/password.ts';
import type { Services } from '../../services.ts';
import { cancelDeletionOnLogin } from '../gdpr/gdpr-deletion.service.ts';
import { startSession } from '../sessions/sessions.service.ts';
import { userJson } from '../users/users.projection.ts';
import { findLoginUser, findUserRecord } from '../users/users.service.ts';

/** Strapi's login: the same answer for an unknown account and a wrong password, after the same work. */
export async function login(services: Services, input: { identifier: string; password: string }) {
  const found = await findLoginUser(services.db, input.identifier);
  const ok = await verifyPassword(input.password, found?.passwordHash ?? (await dummyHash()));
  if (!found || !ok || found.blocked) throw validationError(authMessages.invalidCredentials);
  const record = await findUserRecord(services.db, found.id);
  if (!record) throw validationError(authMessages.invalidCredentials);
  // A login during the deletion's grace cancels it; the page tells the player (seed: "Your data, yours").
  const deletionCancelled = found.deleteAfter ? await cancelDeletionOnLogin(services.db, found.id) : false;
  // An administrator's token outlives the longest session (ADMIN_SESSION_MAX_HOURS) only by as much again, so that
  // the server, not the token's expiry, says why the session ended; a player's lasts 30 days.
  const lifetimeMs = found.roleType === 'admin' ? 2 * services.config.adminSessions.maxMs : undefined;
  const jwt = await startSession(services, services.db, found, lifetimeMs);
  return deletionCancelled ? { jwt, user: userJson(record), deletionCancelled } : { jwt, user: userJson(record) };
}
