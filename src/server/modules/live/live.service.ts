import { hasStarted } from '../../../domain/deadline.ts';
import { type LiveState, liveMessages } from '../../../domain/live.schemas.ts';
import type { Conn } from '../../db/client.ts';
import { HttpError, notFound, validationError } from '../../http/errors.ts';
import { checkVersion, type Expected, staleVersion } from '../../http/versions.ts';
import type { Services } from '../../services.ts';
import {
  anyLive,
  deleteLiveScore,
  type LiveRow,
  type LiveValues,
  liveRows,
  liveVersionOf,
  lockMatchForLive,
  matchIdOf,
  upsertLiveScore,
} from './live.queries.ts';
import { projectionState, recomputeLiveStandings } from './live-standings.queries.ts';

const LIVE_PROJECTION_JOB = 'live-projection';

export interface LiveWrite {
  homeGoals: number;
  awayGoals: number;
  homeCards?: number | null;
  awayCards?: number | null;
  homeCorners?: number | null;
  awayCorners?: number | null;
  minute?: number | null;
}

const liveJson = (r: LiveRow): LiveState => ({
  match: { id: r.matchId, documentId: r.documentId },
  homeGoals: r.homeGoals,
  awayGoals: r.awayGoals,
  homeCards: r.homeCards,
  awayCards: r.awayCards,
  homeCorners: r.homeCorners,
  awayCorners: r.awayCorners,
  minute: r.minute,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * A live state changed (set, updated, ended, or replaced by the final result): every instance re-reads the live
 * scores for its streams at once, and one instance computes the projection again (a job: a burst of updates
 * shares one pending recomputation), then tells every instance again.
 */
export async function liveChanged(services: Pick<Services, 'changes' | 'jobs'>) {
  await services.jobs.enqueue({ kind: LIVE_PROJECTION_JOB, dedupeKey: LIVE_PROJECTION_JOB }).catch(() => {});
  await services.changes.publish('live');
}

/** Stored points moved (another result) while matches are live: the projection adds to them, so it is redone. */
export async function pointsMovedDuringLive(services: Pick<Services, 'db' | 'changes' | 'jobs'>) {
  if (await anyLive(services.db)) await liveChanged(services);
}

/** The job that computes the projection once per change, on one instance. */
export function defineLiveJobs(services: Services) {
  services.jobs.define(LIVE_PROJECTION_JOB, {
    handler: async () => {
      await recomputeLiveStandings(services.db, services.now());
      await services.changes.publish('live');
    },
    timeoutMs: 5 * 60_000,
    maxAttempts: 3,
  });
}

/**
 * Marks a match live or changes its live score, by an admin (`by`, their id) or the results import (null). Only a
 * match that has kicked off (400 before) and has no final result (409: the result is what counts then). Stored
 * points are not touched.
 */
export async function setLive(
  services: Services,
  documentId: string,
  input: LiveWrite,
  by: number | null,
  expected?: Expected,
) {
  const matchId = await services.db.transaction(async (tx) => {
    const match = await lockMatchForLive(tx, documentId);
    if (!match) throw notFound();
    // Made against a live score (If-Match): under the match's lock, it must still be the one stored.
    if (expected) {
      const version = await liveVersionOf(tx, match.id);
      if (!version) throw staleVersion();
      checkVersion(version, expected);
    }
    if (!hasStarted(match.date, services.now())) throw validationError(liveMessages.notStarted);
    if (match.team1FinalScore !== null && match.team2FinalScore !== null)
      throw new HttpError(409, 'ConflictError', liveMessages.finished);
    await upsertLiveScore(
      tx,
      match.id,
      {
        homeGoals: input.homeGoals,
        awayGoals: input.awayGoals,
        homeCards: input.homeCards ?? null,
        awayCards: input.awayCards ?? null,
        homeCorners: input.homeCorners ?? null,
        awayCorners: input.awayCorners ?? null,
        minute: input.minute ?? null,
      } satisfies LiveValues,
      services.now(),
      by,
    );
    return match.id;
  });
  await liveChanged(services);
  const row = (await liveRows(services.db)).find((r) => r.matchId === matchId);
  if (!row) throw notFound();
  return liveJson(row);
}

/** Ends a match's live state without a result (404 when it was not live; 412 when it changed since If-Match). */
export async function endLive(services: Services, documentId: string, expected?: Expected) {
  const matchId = await matchIdOf(services.db, documentId);
  if (matchId === undefined) throw notFound();
  if (!(await deleteLiveScore(services.db, matchId, expected))) throw expected ? staleVersion() : notFound();
  await liveChanged(services);
}

/** In the transaction that stores a match's final result: its live state ends with it. */
export function endLiveWithResult(tx: Conn, matchId: number) {
  return deleteLiveScore(tx, matchId);
}

/** Every match under way, and the projection's generation. */
export async function liveSnapshot(services: Pick<Services, 'db'>) {
  const [rows, projection] = await Promise.all([liveRows(services.db), projectionState(services.db)]);
  return { data: rows.map(liveJson), meta: { projection: projection?.generation ?? null } };
}
