import { correctsStoredResult } from '../../../domain/corrections.ts';
import { isHalfScore, matchMessages } from '../../../domain/match.schemas.ts';
import type { MatchWrite } from '../../../domain/match-write.schemas.ts';
import { keptCache } from '../../cluster/cache.ts';
import type { Conn } from '../../db/client.ts';
import type { matches } from '../../db/tables/matches.table.ts';
import { toOneTarget } from '../../http/body.ts';
import { listEnvelope } from '../../http/envelope.ts';
import { fieldsError, notFound, validationError } from '../../http/errors.ts';
import { prepare, queryStringOf } from '../../http/prepared.ts';
import { parseListQuery, parseOneQuery } from '../../http/query.ts';
import { checkVersion, checkWritten, type Expected } from '../../http/versions.ts';
import type { Services } from '../../services.ts';
import {
  correctionReason,
  type ResultOrigin,
  recordCorrection,
  resultStateOf,
} from '../corrections/corrections.service.ts';
import { endLiveWithResult } from '../live/live.service.ts';
import { findRoundId } from '../rounds/rounds.service.ts';
import {
  holdScoringLock,
  queueVacuumAfter,
  recomputeTotals,
  scoreMatch,
  usersTouchingMatch,
} from '../scoring/scoring.service.ts';
import { findTeamId } from '../teams/teams.service.ts';
import { matchJson } from './matches.projection.ts';
import {
  currentRoundMatchRows,
  deleteMatchRow,
  findMatch,
  findMatchRecord,
  insertMatch,
  listMatches,
  lockMatchRecord,
  matchListSpec,
  matchNames,
  updateMatch,
} from './matches.queries.ts';

export type MatchValues = Partial<typeof matches.$inferInsert>;

/** A match write's references resolved to ids and its fields to columns. */
export async function resolve(services: Services, input: MatchWrite): Promise<MatchValues> {
  const values: MatchValues = {};
  for (const side of ['team1', 'team2'] as const) {
    const write = input[side];
    if (write === undefined) continue;
    const ref = toOneTarget(write);
    if (!ref) throw validationError(matchMessages.teamsRequired);
    const id = await findTeamId(services.db, ref);
    if (!id)
      throw validationError(
        `Document with id "${'documentId' in ref ? ref.documentId : ref.id}", locale "null" not found`,
      );
    values[side === 'team1' ? 'team1Id' : 'team2Id'] = id;
  }
  if (input.round !== undefined) {
    const ref = toOneTarget(input.round);
    if (!ref) throw validationError(matchMessages.roundRequired);
    const id = await findRoundId(services.db, ref);
    if (!id)
      throw validationError(
        `Document with id "${'documentId' in ref ? ref.documentId : ref.id}", locale "null" not found`,
      );
    values.roundId = id;
  }
  if (input.date !== undefined) values.date = new Date(input.date);
  if (input.team1_finalScore !== undefined) values.team1FinalScore = input.team1_finalScore;
  if (input.team2_finalScore !== undefined) values.team2FinalScore = input.team2_finalScore;
  if (input.final_cards !== undefined) values.finalCards = input.final_cards;
  if (input.final_corners !== undefined) values.finalCorners = input.final_corners;
  return values;
}

const RESULT_KEYS = ['team1FinalScore', 'team2FinalScore', 'finalCards', 'finalCorners'] as const;

/** A score is both numbers or neither: half of one would close predictions, score nothing and show '1 - ?'. */
function refuseHalfScore(team1: number | null | undefined, team2: number | null | undefined) {
  if (!isHalfScore(team1, team2)) return;
  const field = team1 == null ? 'team1_finalScore' : 'team2_finalScore';
  throw fieldsError([{ field, message: matchMessages.scoreWhole }]);
}

/** Creates a match; `extra` columns go with it (the import's provider fixture id). */
export async function createMatch(services: Services, input: MatchWrite, extra: MatchValues = {}) {
  const values = { ...(await resolve(services, input)), ...extra };
  if (!values.team1Id || !values.team2Id) throw validationError(matchMessages.teamsRequired);
  if (!values.roundId) throw validationError(matchMessages.roundRequired);
  if (!values.date) throw validationError(matchMessages.dateRequired);
  if (values.team1Id === values.team2Id) throw validationError(matchMessages.sameTeams);
  refuseHalfScore(values.team1FinalScore, values.team2FinalScore);
  if (RESULT_KEYS.some((k) => values[k] != null)) values.resultSource = 'admin';
  const row = await insertMatch(services.db, values as typeof matches.$inferInsert);
  await services.changes.announce('fixtures');
  return { match: matchJson((await findMatch(services.db, row.documentId))!), scored: 0 };
}

/** What saving a match did, for the work after its transaction commits. */
export interface MatchSaved {
  scored: number;
  users: number;
  liveEnded: boolean;
  corrected: boolean;
}

/**
 * Saves a match in the caller's transaction; a set, changed or cleared result re-scores it there. It takes the
 * scoring lock and then the match row, and compares with the row as it is then (not as it was read before): a
 * prediction being written holds the match FOR SHARE, so it is either stored before this update, and scored by
 * it, or decided after it, and refused (a match with a result is closed). A change to a stored result is a
 * correction: it needs a reason, marks the predictions whose points it moves, and goes into the public log.
 * A write made against a version (If-Match) is compared with the locked row first: when a result was saved since,
 * the writer learns that the data changed (412), not that its save would be a correction it never saw.
 */
export async function saveMatchInTx(
  tx: Conn,
  services: Services,
  documentId: string,
  values: MatchValues,
  origin: ResultOrigin,
  reason?: string,
  expected?: Expected,
): Promise<MatchSaved> {
  await holdScoringLock(tx);
  const existing = await lockMatchRecord(tx, documentId);
  if (!existing) throw notFound();
  checkVersion(existing.updatedAt, expected);
  const team1 = values.team1Id ?? existing.team1Id;
  const team2 = values.team2Id ?? existing.team2Id;
  if (team1 === team2) throw validationError(matchMessages.sameTeams);
  const resultChanged = RESULT_KEYS.some((k) => k in values && values[k] !== existing[k]);
  const roundChanged = values.roundId !== undefined && values.roundId !== existing.roundId;
  const before = resultStateOf(existing);
  const after = resultStateOf({ ...existing, ...values });
  // A partial write is judged with the stored value of the other number.
  refuseHalfScore(after.team1, after.team2);
  const corrected = correctsStoredResult(before, after);
  const why = corrected ? correctionReason(reason) : '';
  const at = services.now();
  const write: MatchValues = { ...values };
  if (resultChanged) {
    const known = Object.values(after).some((v) => v !== null);
    // The import filling in what an admin's result left unknown keeps the result the admin's: a later different
    // result from the provider still waits for the back office's confirmation.
    const fillsAdmins = origin.kind === 'import' && existing.resultSource === 'admin' && !corrected;
    write.resultSource = known ? (fillsAdmins ? 'admin' : origin.kind) : null;
    if (corrected) write.correctedAt = at;
  }
  await updateMatch(tx, existing.id, write);
  // A final result ends the live state: from then on the stored points are what counts.
  const final = after.team1 !== null && after.team2 !== null;
  const liveEnded = final && (await endLiveWithResult(tx, existing.id));
  if (!resultChanged && !roundChanged) return { scored: 0, users: 0, liveEnded, corrected: false };
  const scored = await scoreMatch(tx, existing.id, corrected ? { correctedAt: at } : {});
  if (corrected) {
    const names = await matchNames(tx, existing.id);
    await recordCorrection(tx, {
      match: existing,
      ...names,
      before,
      after,
      reason: why,
      origin,
      rescored: scored.scored,
      pointsMoved: scored.moved,
      at,
    });
  }
  await services.hooks.beforeScoringCommit?.(existing.id);
  // Moving a match to another round moves its points between rounds: derive those accounts again.
  const users = roundChanged ? await recomputeTotals(tx, await usersTouchingMatch(tx, existing.id)) : scored.users;
  return { scored: scored.scored, users, liveEnded, corrected };
}

/** After saved matches commit: what they changed is announced (fixtures, points, a live state that ended). */
export async function afterMatchesSaved(services: Services, saved: MatchSaved[]): Promise<void> {
  const users = saved.reduce((n, s) => n + s.users, 0);
  await services.changes.announce(
    'fixtures',
    ...(users > 0 ? (['places'] as const) : []),
    ...(saved.some((s) => s.liveEnded) ? (['live'] as const) : []),
  );
  queueVacuumAfter(services, users);
}

/** PUT /api/matches/:id: saves a match in its own transaction (see saveMatchInTx). */
export async function changeMatch(
  services: Services,
  documentId: string,
  input: MatchWrite,
  origin: ResultOrigin,
  reason?: string,
  expected?: Expected,
) {
  if (!(await findMatchRecord(services.db, documentId))) throw notFound();
  const values = await resolve(services, input);
  const saved = await services.db.transaction((tx) =>
    saveMatchInTx(tx, services, documentId, values, origin, reason, expected),
  );
  await afterMatchesSaved(services, [saved]);
  return { match: matchJson((await findMatch(services.db, documentId))!), scored: saved.scored };
}

/** Deletes a match with its predictions, bonuses and slip picks, and derives the touched totals again. */
export async function removeMatch(services: Services, documentId: string, expected?: Expected) {
  const existing = await findMatchRecord(services.db, documentId);
  if (!existing) throw notFound();
  const changed = await services.db.transaction(async (tx) => {
    await holdScoringLock(tx);
    const userIds = await usersTouchingMatch(tx, existing.id);
    checkWritten(await deleteMatchRow(tx, existing.id, expected), expected);
    return recomputeTotals(tx, userIds);
  });
  await services.changes.announce('fixtures', ...(changed > 0 ? (['places'] as const) : []));
  queueVacuumAfter(services, changed);
}

/**
 * GET /api/matches, prepared as it is sent (bytes, ETag, gzip, brotli) and cached by the query as sent: a hit
 * skips parsing, serialising and compressing; a refused query throws and is not kept.
 */
export async function matchesAnswer(services: Services, url: string, query: unknown) {
  return keptCache(services, 'matches').read(`matches?${queryStringOf(url)}`, async () => {
    const q = parseListQuery(query, matchListSpec);
    const { rows, total } = await listMatches(services.db, q);
    return prepare(listEnvelope(rows.map(matchJson), q, total));
  });
}

/** One match by documentId in the API's shape. */
export async function matchAnswer(services: Services, documentId: string, query: unknown) {
  parseOneQuery(query, matchListSpec);
  const row = await findMatch(services.db, documentId);
  if (!row) throw notFound();
  return matchJson(row);
}

/** The current round's matches, earliest first, with teams, emblems and round (the round statistics read them). */
export function currentRoundMatches(services: Services) {
  return currentRoundMatchRows(services.db);
}
