import { z } from 'zod';
import { confirmationMatches, DELETE_CONFIRM_WORD, gdprMessages } from '../../../domain/gdpr.ts';
import { gameMessages } from '../../../domain/messages.ts';
import type { Conn } from '../../db/client.ts';
import { authChanged } from '../../http/auth-cache.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import { verifyPassword } from '../../http/password.ts';
import type { Services } from '../../services.ts';
import { handOverLeaguesOf, releaseEmblems } from '../leagues/league-owner.service.ts';
import { type CurrentSession, requireRecentPassword } from '../sessions/sessions.service.ts';
import { deleteStoredFile } from '../uploads/uploads.service.ts';
import {
  clearDeletion,
  dueDeletions,
  filesOfTombstones,
  filesOwnedBy,
  findAccountState,
  lockAccountForLogin,
  lockDueAccount,
  markForDeletion,
  wipeAccount,
} from './gdpr-deletion.queries.ts';

// "Șterge contul": the request (password + typed ȘTERGE, or an admin typing the username), the grace during which a
// login cancels it, and the wipe once it is over, run once across instances by the jobs.

const DELETION_KIND = 'account-deletion';
const SWEEP_KIND = 'account-deletion-sweep';

async function deletableAccount(services: Services, userId: number) {
  const account = await findAccountState(services.db, userId);
  if (!account || account.deletedAt) throw notFound(gameMessages.userNotFound);
  if (account.roleType === 'admin') throw forbidden(gdprMessages.adminNotDeletable);
  return account;
}

async function scheduleDeletion(services: Services, userId: number) {
  const deleteAfter = new Date(services.now().getTime() + services.config.deletionGraceMs);
  await services.db.transaction(async (tx) => {
    await markForDeletion(tx, userId, deleteAfter);
    await services.jobs.queue(tx, {
      kind: DELETION_KIND,
      payload: { userId, deleteAfter: deleteAfter.toISOString() },
      runAt: deleteAfter,
    });
  });
  authChanged();
  await services.jobs.jobsQueued();
  return { deleteAfter: deleteAfter.toISOString() };
}

/** POST /api/me/deletion: the player's own account, with their password and the word ȘTERGE typed. */
export async function requestOwnDeletion(
  services: Services,
  caller: AuthUser,
  input: { password: string; confirmation: string },
) {
  const account = await deletableAccount(services, caller.id);
  if (!(await verifyPassword(input.password, account.passwordHash))) throw validationError(gdprMessages.wrongPassword);
  if (!confirmationMatches(input.confirmation, DELETE_CONFIRM_WORD)) {
    throw validationError(gdprMessages.wrongConfirmation);
  }
  return scheduleDeletion(services, caller.id);
}

/**
 * POST /api/users/:id/deletion: an admin, on the player's request, typing the player's username, with a recent
 * password entry in the admin's session.
 */
export async function requestDeletionFor(
  services: Services,
  userId: number,
  input: { confirmation: string },
  session: CurrentSession,
) {
  const account = await deletableAccount(services, userId);
  if (!confirmationMatches(input.confirmation, account.username)) {
    throw validationError(gdprMessages.wrongUsernameConfirmation);
  }
  if (account.deleteAfter) throw validationError(gdprMessages.deletionPending);
  requireRecentPassword(services, session);
  return scheduleDeletion(services, userId);
}

/**
 * A login whose password was right, in its transaction, under the account's row lock (the wipe takes the same
 * lock, so one of them is wholly first): refused (null) when the account was wiped or blocked or its password
 * changed since it was checked, and when its deletion's grace is over (the account is the wipe's, whether or not
 * the wipe has run yet). A deletion still in its grace is cancelled. Answers the token version to sign.
 */
export async function admitLogin(tx: Conn, userId: number, passwordHash: string, now: Date) {
  const account = await lockAccountForLogin(tx, userId);
  if (!account || account.deletedAt || account.blocked || account.passwordHash !== passwordHash) return null;
  if (account.deleteAfter && account.deleteAfter <= now) return null;
  const deletionCancelled = account.deleteAfter ? await clearDeletion(tx, userId) : false;
  return { tokenVersion: account.tokenVersion, deletionCancelled };
}

/**
 * The wipe of one account whose grace is over (idempotent: the row is locked, and a tombstone or a cancelled
 * request is left alone). Its leagues pass to their longest-standing member (or end, empty) first.
 */
export async function finaliseDeletion(services: Services, userId: number): Promise<boolean> {
  const now = services.now();
  const done = await services.db.transaction(async (tx) => {
    if (!(await lockDueAccount(tx, userId, now))) return null;
    const fileIds = await filesOwnedBy(tx, userId);
    const emblems = await handOverLeaguesOf(tx, userId);
    await wipeAccount(tx, userId, now);
    return { fileIds, emblems };
  });
  if (!done) return false;
  await releaseEmblems(services, done.emblems);
  for (const id of done.fileIds) await deleteStoredFile(services, id);
  await services.changes.announce('feed', 'leagues', 'players', 'places');
  return true;
}

/** Every account due, and any file a tombstone still owns (a wipe cut off before its files went). */
export async function finaliseDueDeletions(services: Services): Promise<number> {
  let count = 0;
  for (const id of await dueDeletions(services.db, services.now())) {
    if (await finaliseDeletion(services, id)) count += 1;
  }
  for (const id of await filesOfTombstones(services.db)) await deleteStoredFile(services, id);
  return count;
}

const deletionPayload = z.object({ userId: z.number().int().positive(), deleteAfter: z.string() });

export function defineDeletionJobs(services: Services) {
  services.jobs.define(DELETION_KIND, {
    handler: async (raw) => {
      const { userId, deleteAfter } = deletionPayload.parse(raw);
      const account = await findAccountState(services.db, userId);
      // Cancelled by a login, asked again later (another job carries that one), or already done.
      if (!account || account.deletedAt || account.deleteAfter?.toISOString() !== deleteAfter) return;
      // The database's clock may run a little ahead of this instance's: try again shortly.
      if (account.deleteAfter > services.now()) throw new Error('account deletion not due yet');
      await finaliseDeletion(services, userId);
    },
  });
  services.jobs.define(SWEEP_KIND, { handler: () => finaliseDueDeletions(services).then(() => {}) });
}

/** The hourly sweep (every instance): one sweep job, taken by one runner, catches any wipe a job missed. */
export function queueDeletionSweep(services: Services) {
  return services.jobs.enqueue({ kind: SWEEP_KIND, dedupeKey: SWEEP_KIND });
}
