import { hasStarted } from '../../../domain/deadline.ts';
import { type LiveState, liveMessages } from '../../../domain/live.schemas.ts';
import { LISTENERS } from '../../cluster/cache-registry.ts';
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
 * The job that computes the projection once per change, on one instance, then tells every instance
 * ('projection': their streams read it again). It is queued, where the change was announced, when a live state
 * changed (set, updated, ended, or replaced by the final result: 'live') and when stored points moved while a
 * match is live ('places': the projection adds to them). A burst of changes shares one pending recomputation.
 * Answers the undo of those reactions, for the app's close.
 */
export function defineLiveJobs(services: Services): () => void {
  services.jobs.define(LIVE_PROJECTION_JOB, {
    handler: async () => {
      await recomputeLiveStandings(services.db, services.now());
      await services.changes.announce('projection');
    },
    timeoutMs: 5 * 60_000,
    maxAttempts: 3,
  });
  const queue = () =>
    services.jobs.enqueue({ kind: LIVE_PROJECTION_JOB, dedupeKey: LIVE_PROJECTION_JOB }).catch(() => {});
  const offs = [
    ...LISTENERS['live projection'].topics.map((topic) => services.changes.react(topic, queue)),
    ...LISTENERS['live projection after points'].topics.map((topic) =>
      services.changes.react(topic, async () => {
        if (await anyLive(services.db)) await queue();
      }),
    ),
  ];
  return () => {
    for (const off of offs) off();
  };
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
  await services.changes.announce('live');
  const row = (await liveRows(services.db)).find((r) => r.matchId === matchId);
  if (!row) throw notFound();
  return liveJson(row);
}

/** Ends a match's live state without a result (404 when it was not live; 412 when it changed since If-Match). */
export async function endLive(services: Services, documentId: string, expected?: Expected) {
  const matchId = await matchIdOf(services.db, documentId);
  if (matchId === undefined) throw notFound();
  if (!(await deleteLiveScore(services.db, matchId, expected))) throw expected ? staleVersion() : notFound();
  await services.changes.announce('live');
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
