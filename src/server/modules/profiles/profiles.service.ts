import { AVATAR_MAX_BYTES } from '../../../domain/limits.ts';
import { gameMessages } from '../../../domain/messages.ts';
import type { Profile } from '../../../domain/profile.schemas.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { ranksOf } from '../leaderboard/leaderboard.service.ts';
import { predictionHistory, visiblePredictions } from '../predictions/predictions.service.ts';
import { findCurrentRound } from '../rounds/rounds.service.ts';
import { holdScoringLock, recomputeTotals } from '../scoring/scoring.service.ts';
import { findFile, releaseFile } from '../uploads/uploads.service.ts';
import { userJson } from '../users/users.projection.ts';
import { findUserRecord, findUserRecordByDocumentId, type UserRecord } from '../users/users.service.ts';
import { profileJson } from './profiles.projection.ts';
import { insertAdjustment, listAdjustments, pointsByRound, setAvatar } from './profiles.queries.ts';

/**
 * A profile: the account's public face, its ranks, its history and points per round. The owner (or an
 * admin) sees every prediction and the private fields; others see predictions whose deadline has passed.
 */
export async function profile(services: Services, userId: number, viewer: AuthUser | null): Promise<Profile> {
  const record = await findUserRecord(services.db, userId);
  if (!record) throw notFound(gameMessages.userNotFound);
  return profileOf(services, record, viewer);
}

/** A player's public profile by documentId; the caller sees it as its owner when it is theirs. */
export async function publicProfile(services: Services, documentId: string, caller: AuthUser | null) {
  const record = await findUserRecordByDocumentId(services.db, documentId);
  // A deleted account has no public face: its kept predictions show "jucător șters" in the standings only.
  if (!record || record.user.deletedAt) throw notFound(gameMessages.userNotFound);
  return profileOf(services, record, caller?.id === record.user.id ? caller : null);
}

async function profileOf(services: Services, record: UserRecord, viewer: AuthUser | null): Promise<Profile> {
  const { db } = services;
  const userId = record.user.id;
  const own = viewer?.id === userId;
  const seesAll = own || viewer?.roleType === 'admin';
  const visible = seesAll ? undefined : visiblePredictions(null, services.now());
  // Ranks are counted from the points histogram, which moves with the totals: never waited for.
  const [places, history, adjustments, byRound] = await Promise.all([
    ranksOf(db, userId),
    predictionHistory(db, userId, visible),
    listAdjustments(db, userId),
    pointsByRound(db, userId),
  ]);
  return profileJson({ record, places, history, adjustments, byRound, own });
}

const avatarMessages = {
  missing: 'Imaginea nu a fost găsită.',
  notYours: 'Poți folosi doar imagini încărcate de tine.',
} as const;

/** PUT /api/user/me: the owner's avatar; an image of at most 5 MB that the owner uploaded. */
export async function changeAvatar(services: Services, user: AuthUser, fileId: number) {
  const file = await findFile(services.db, fileId);
  if (!file) throw validationError(avatarMessages.missing);
  if (file.ownerId !== user.id && user.roleType !== 'admin') throw validationError(avatarMessages.notYours);
  if (!file.mime.startsWith('image/')) throw validationError(gameMessages.avatarNotImage);
  if (file.sizeInBytes > AVATAR_MAX_BYTES) throw validationError(gameMessages.avatarTooLarge);
  const before = await findUserRecord(services.db, user.id);
  await setAvatar(services.db, user.id, file.id);
  // The avatar it replaces is deleted (row and stored bytes), unless something else uses that file.
  if (before?.user.avatarId && before.user.avatarId !== file.id) await releaseFile(services, before.user.avatarId);
  await services.changes.announce('players');
  const record = await findUserRecord(services.db, user.id);
  return userJson(record!, { avatar: true, favTeam: true });
}

/** An admin's signed adjustment with a reason; it counts in the current round and in the total. */
export async function addAdjustment(
  services: Services,
  admin: AuthUser,
  userId: number,
  input: { points: number; reason: string },
) {
  const record = await findUserRecord(services.db, userId);
  if (!record) throw notFound(gameMessages.userNotFound);
  const adjustment = await services.db.transaction(async (tx) => {
    // Under the scoring lock the current round cannot change before the totals are derived again.
    await holdScoringLock(tx);
    const current = await findCurrentRound(tx);
    const row = await insertAdjustment(tx, {
      userId,
      points: input.points,
      reason: input.reason,
      roundId: current?.id ?? null,
      createdById: admin.id,
    });
    await recomputeTotals(tx, [userId]);
    return row;
  });
  await services.changes.announce('places');
  const updated = await findUserRecord(services.db, userId);
  return {
    id: updated!.user.id,
    documentId: updated!.user.documentId,
    points: updated!.user.points,
    currentPoints: updated!.user.currentPoints,
    adjustment: { documentId: adjustment.documentId, points: adjustment.points, reason: adjustment.reason },
  };
}
