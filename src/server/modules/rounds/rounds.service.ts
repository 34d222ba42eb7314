import { roundMessages } from '../../../domain/round.schemas.ts';
import type { RoundWrite } from '../../../domain/round-write.schemas.ts';
import { toOneTarget } from '../../http/body.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { parseListQuery, parseOneQuery } from '../../http/query.ts';
import { checkWritten, type Expected } from '../../http/versions.ts';
import type { Services } from '../../services.ts';
import { holdScoringLock, queueVacuumAfter, recomputeTotals } from '../scoring/scoring.service.ts';
import { type CurrentSession, requireRecentPassword } from '../sessions/sessions.service.ts';
import { roundJson } from './rounds.projection.ts';
import {
  countMatchesOf,
  deleteRoundRow,
  findRound,
  insertRound,
  listRounds,
  markCurrent,
  matchIdsOf,
  type RoundRow,
  replaceWinners,
  roundListSpec,
  updateRoundRow,
  userIdsByDocumentIds,
  winnersOf,
} from './rounds.queries.ts';

/**
 * Makes a round the only current one and derives every account's round points again (a new round starts
 * them from what that round already holds). Concurrent calls, and any scoring, are serialised by the scoring
 * lock, and the partial unique index keeps at most one current round whatever happens. Updating the rounds
 * rows waits for the predictions being written on their matches (they hold them FOR SHARE); once this commits,
 * the old round's matches refuse predictions.
 */
export async function setCurrentRound(services: Services, roundId: number) {
  const moved = await services.db.transaction(async (tx) => {
    await holdScoringLock(tx);
    await markCurrent(tx, roundId);
    return recomputeTotals(tx);
  });
  // Another round is current: its matches, every account's round points (and so a live projection) moved.
  await services.changes.announce('fixtures', 'places');
  queueVacuumAfter(services, moved);
}

/** Winner rows name their user by documentId (or id); rows without a user are dropped, as the form does. */
async function resolveWinners(services: Services, winners: NonNullable<RoundWrite['winners']>) {
  const refs = winners.map((w) => (w.user ? toOneTarget(w.user) : null));
  const documentIds = refs.flatMap((r) => (r && 'documentId' in r ? [r.documentId] : []));
  const byDocumentId = await userIdsByDocumentIds(services.db, documentIds);
  const rows = [];
  for (const [i, w] of winners.entries()) {
    const ref = refs[i];
    if (!ref) continue;
    const userId = 'documentId' in ref ? byDocumentId.get(ref.documentId) : ref.id;
    if (!userId) throw validationError(roundMessages.userMissing);
    rows.push({ userId, currentPoints: Math.round(w.currentPoints), prize: w.prize });
  }
  return rows.sort((a, b) => b.currentPoints - a.currentPoints);
}

/**
 * Changing the current round moves every account's round points: it needs a recent password entry in the admin's
 * session (checked before anything is written).
 */
export async function createRound(services: Services, input: RoundWrite & { name: string }, session: CurrentSession) {
  if (input.current) requireRecentPassword(services, session);
  const winners = await resolveWinners(services, input.winners ?? []);
  const row = await services.db.transaction(async (tx) => {
    const created = await insertRound(tx, input.name);
    await replaceWinners(tx, created.id, winners);
    return created;
  });
  if (input.current) await setCurrentRound(services, row.id);
  else await services.changes.announce('fixtures');
  return row.documentId;
}

/**
 * Renames a round, replaces its winners, makes it current or not, in one transaction: a write made against a
 * version (If-Match) is compared in the round's UPDATE, which every change makes (the winners are part of what the
 * round's form shows). A change of the current round needs a recent password entry of the admin's session, and
 * takes the scoring lock first, as setCurrentRound does.
 */
export async function changeRound(
  services: Services,
  documentId: string,
  input: RoundWrite,
  session: CurrentSession,
  expected?: Expected,
) {
  const existing = await findRound(services.db, documentId);
  if (!existing) throw notFound();
  if (input.current !== undefined && input.current !== existing.current) requireRecentPassword(services, session);
  const winners = input.winners ? await resolveWinners(services, input.winners) : undefined;
  const makeCurrent = input.current === true && !existing.current;
  const clearCurrent = input.current === false && existing.current;
  const moved = await services.db.transaction(async (tx) => {
    if (makeCurrent || clearCurrent) await holdScoringLock(tx);
    const values = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(clearCurrent ? { current: false } : {}),
    };
    checkWritten(await updateRoundRow(tx, existing.id, values, expected), expected);
    if (winners) await replaceWinners(tx, existing.id, winners);
    if (makeCurrent) await markCurrent(tx, existing.id);
    return makeCurrent || clearCurrent ? recomputeTotals(tx) : null;
  });
  // Another round current (or none) moves every account's round points, and so a live projection.
  await services.changes.announce('fixtures', ...(moved !== null ? (['places'] as const) : []));
  if (moved !== null) queueVacuumAfter(services, moved);
  return documentId;
}

/** A round with matches stays, as deleting it would break history; its slip and winners go with it. */
export async function removeRound(services: Services, documentId: string, expected?: Expected) {
  const existing = await findRound(services.db, documentId);
  if (!existing) throw notFound();
  if ((await countMatchesOf(services.db, existing.id)) > 0) throw validationError(roundMessages.hasMatches);
  await services.db.transaction(async (tx) => {
    await holdScoringLock(tx);
    checkWritten(await deleteRoundRow(tx, existing.id, expected), expected);
    if (existing.current) await recomputeTotals(tx);
  });
  await services.changes.announce('fixtures', ...(existing.current ? (['places'] as const) : []));
}

/** Rounds with their winners and match ids, in the API's shape. */
async function roundsJson(services: Services, rows: RoundRow[]) {
  const ids = rows.map((r) => r.id);
  const [winners, matchIds] = await Promise.all([winnersOf(services.db, ids), matchIdsOf(services.db, ids)]);
  return rows.map((r) => roundJson(r, winners, matchIds));
}

/** GET /api/rounds: a page of rounds as the query asks (Strapi filters, sort, pagination). */
export async function roundsAnswer(services: Services, query: unknown) {
  const q = parseListQuery(query, roundListSpec);
  const { rows, total } = await listRounds(services.db, q);
  return { data: await roundsJson(services, rows), paging: q, total };
}

/** One round by documentId in the API's shape; the query is checked as GET /api/rounds checks it. */
export async function roundAnswer(services: Services, documentId: string, query: unknown = {}) {
  parseOneQuery(query, roundListSpec);
  const row = await findRound(services.db, documentId);
  if (!row) throw notFound();
  return (await roundsJson(services, [row]))[0];
}

// What other modules may read and do through this module (its queries stay its own).
export { findCurrentRound, findRoundId, findRoundIdByDocumentId, winnersOf } from './rounds.queries.ts';
