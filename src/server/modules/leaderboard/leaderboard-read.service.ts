import { leaderboardSortSchema, type RoundLeaderboardResponse } from '../../../domain/leaderboard.schemas.ts';
import { LEADERBOARD_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { pageOf } from '../../http/envelope.ts';
import { invalidQueryKey, notFound } from '../../http/errors.ts';
import { type Prepared, prepare } from '../../http/prepared.ts';
import { parseListQuery } from '../../http/query.ts';
import type { Services } from '../../services.ts';
import { findRoundIdByDocumentId } from '../rounds/rounds.service.ts';
import { cachedPage } from './leaderboard.cache.ts';
import { entryJson } from './leaderboard.projection.ts';
import {
  isCurrentRound,
  leaderboardRowsByIds,
  placeOf,
  type RankedRow,
  rankedCount,
  roundLeaderboard,
} from './leaderboard.queries.ts';
import { rankedPage } from './leaderboard.service.ts';

/**
 * GET /api/leaderboard: the ranking by points (default) or currentPoints, or one round's (round={documentId}).
 * A visitor's page leaves as it is sent (cached bytes); a player's carries their own place ("me").
 */
export async function leaderboardAnswer(
  services: Services,
  caller: { id: number } | null,
  query: unknown,
): Promise<{ prepared: Prepared } | { body: unknown }> {
  const q = parseListQuery(query, {
    maxPageSize: MAX_PAGE_SIZE,
    defaultPageSize: LEADERBOARD_PAGE_SIZE,
    topLevelPaging: true,
    extraKeys: ['round'],
  });
  const sortBy = leaderboardSortSchema.safeParse(q.extra.sortBy ?? 'points');
  if (!sortBy.success) throw invalidQueryKey(String(q.extra.sortBy), 'sortBy');
  const { db } = services;

  if (q.extra.round !== undefined) {
    // round[$ne]=x and the like: a documentId is a plain string, never an operator.
    if (typeof q.extra.round !== 'string') throw invalidQueryKey('round', 'round');
    const roundId = await findRoundIdByDocumentId(db, q.extra.round);
    if (!roundId) throw notFound();
    const roundBody = (data: RoundLeaderboardResponse['data'], total: number) => ({
      body: { data, meta: { pagination: pageOf(q.page, q.pageSize, total) } } satisfies RoundLeaderboardResponse,
    });
    if (await isCurrentRound(db, roundId)) {
      // The current round's points are the current points: the 'current' board, cached like its pages.
      const { rows, total } = await cachedPage(services, `currentPoints:${q.page}:${q.pageSize}`, () =>
        rankedPage(services, 'currentPoints', q.offset, q.limit),
      );
      return roundBody(
        rows.map((r) => ({ ...entryJson(r), roundPoints: r.currentPoints })),
        total,
      );
    }
    const ranked = await roundLeaderboard(db, roundId, q.offset, q.limit);
    const rows = new Map(
      (
        await leaderboardRowsByIds(
          db,
          ranked.map((r) => r.id),
        )
      ).map((r) => [r.id, r]),
    );
    const data = ranked.map((r) => ({
      ...entryJson({ ...rows.get(r.id)!, rank: r.rank }),
      roundPoints: r.roundPoints,
    }));
    return roundBody(data, ranked[0]?.total ?? (await rankedCount(db)));
  }

  const key = `${sortBy.data}:${q.page}:${q.pageSize}`;
  const page = () => cachedPage(services, key, () => rankedPage(services, sortBy.data, q.offset, q.limit));
  const body = (rows: RankedRow[], total: number, me: Awaited<ReturnType<typeof placeOf>> | undefined) => ({
    data: rows.map(entryJson),
    meta: {
      pagination: pageOf(q.page, q.pageSize, total),
      me: me ? { rank: me.rank, position: me.position, page: Math.ceil(me.position / q.pageSize) } : null,
    },
  });
  // A visitor's page is kept as it is sent (bytes, ETag, gzip, brotli), for as long as the page itself.
  if (!caller) {
    const prepared = await cachedPage(services, `sent:${key}`, async () => {
      const { rows, total } = await page();
      return prepare(body(rows, total, undefined));
    });
    return { prepared };
  }
  const [{ rows, total }, me] = await Promise.all([page(), placeOf(db, caller.id, sortBy.data)]);
  return { body: body(rows, total, me) };
}
