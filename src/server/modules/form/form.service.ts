import { fromFirstRound, markBest, type PlayerForm } from '../../../domain/form.ts';
import { gameMessages } from '../../../domain/messages.ts';
import { placeWithPoints } from '../../../domain/place-rules.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { findUserRecord, findUserRecordByDocumentId, type UserRecord } from '../users/users.service.ts';
import { formRows } from './form.queries.ts';

// "Your form over time": points and places after each round with a result. The places are counted from
// per-round histograms that the database keeps in the points' own transaction (migration 0016), so a read costs
// the player's own rows and a few hundred histogram rows per round, whatever the number of players.

/** GET /api/private-profile/form: the caller's form. */
export async function ownForm(services: Services, userId: number): Promise<PlayerForm> {
  const record = await findUserRecord(services.db, userId);
  if (!record) throw notFound(gameMessages.userNotFound);
  return formOf(services, record);
}

/** GET /api/public-profile/:id/form: a player's form by documentId (points of finished matches only). */
export async function publicForm(services: Services, documentId: string): Promise<PlayerForm> {
  const record = await findUserRecordByDocumentId(services.db, documentId);
  if (!record) throw notFound(gameMessages.userNotFound);
  return formOf(services, record);
}

async function formOf(services: Services, record: UserRecord): Promise<PlayerForm> {
  // Admins are not ranked: their points are shown, their places are not. A ranked player's place shows where they
  // have points in that ranking, as on the profile's cards; the rounds before their first one are not theirs.
  const ranked = record.role.type !== 'admin';
  const rows = fromFirstRound(await formRows(services.db, record.user.id));
  const rounds = markBest(
    rows.map((r) => ({
      ...r,
      roundPlace: ranked ? placeWithPoints(r.roundPlace, r.roundPoints) : null,
      seasonPlace: ranked ? placeWithPoints(r.seasonPlace, r.seasonPoints) : null,
    })),
  );
  return { ranked, rounds };
}
