import { authMessages } from '../../../domain/messages.ts';
import type { Conn } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import type { TokenService } from '../../http/jwt.ts';
import { dummyHash, verifyPassword } from '../../http/password.ts';
import { cancelDeletionOnLogin } from '../gdpr/gdpr-deletion.service.ts';
import { startSession } from '../sessions/sessions.service.ts';
import { userJson } from '../users/users.projection.ts';
import { findLoginUser, findUserRecord } from '../users/users.service.ts';

/** Strapi's login: the same answer for an unknown account and a wrong password, after the same work. */
export async function login(args: { db: Conn; tokens: TokenService; identifier: string; password: string }) {
  const found = await findLoginUser(args.db, args.identifier);
  const ok = await verifyPassword(args.password, found?.passwordHash ?? (await dummyHash()));
  if (!found || !ok || found.blocked) throw validationError(authMessages.invalidCredentials);
  const record = await findUserRecord(args.db, found.id);
  if (!record) throw validationError(authMessages.invalidCredentials);
  // A login during the deletion's grace cancels it; the page tells the player (seed: "Your data, yours").
  const deletionCancelled = found.deleteAfter ? await cancelDeletionOnLogin(args.db, found.id) : false;
  const jwt = await startSession(args, args.db, found);
  return deletionCancelled ? { jwt, user: userJson(record), deletionCancelled } : { jwt, user: userJson(record) };
}
