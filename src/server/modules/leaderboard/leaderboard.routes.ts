import { type LeaderboardEntry, leaderboardSortSchema } from '../../../domain/leaderboard.schemas.ts';
import { LEADERBOARD_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { pageOf } from '../../http/envelope.ts';
import { invalidQueryKey, notFound } from '../../http/errors.ts';
import { parseListQuery } from '../../http/query.ts';
import { route } from '../../http/route.ts';
import { findRoundIdByDocumentId } from '../rounds/rounds.queries.ts';
import { mediaJson } from '../uploads/uploads.serialize.ts';
import {
  hasUnplacedAccounts,
  type LeaderboardRow,
  leaderboardPage,
  leaderboardRowsByIds,
  placeOf,
  rankedCount,
  roundLeaderboard,
} from './leaderboard.queries.ts';
import { cachedPage, placesSettled, watchNewcomers } from './leaderboard.service.ts';

const entryJson = (r: Omit<LeaderboardRow, 'rank'> & { rank: number | null }): LeaderboardEntry => ({
  rank: r.rank ?? 0,
  documentId: r.documentId,
  username: r.username,
  avatar: mediaJson(r.avatar),
  favTeam: r.favTeam?.documentId
    ? { documentId: r.favTeam.documentId, name: r.favTeam.name!, emblem: mediaJson(r.emblem) }
    : null,
  points: r.points,
  currentPoints: r.currentPoints,
});

export const leaderboardRoutes = [
  route({
    method: 'GET',
    url: '/api/leaderboard',
    access: 'public',
    tag: 'leaderboard',
    summary: 'The ranking: sortBy points (default) or currentPoints, or round={documentId} for one round',
    handler: async (req) => {
      const q = parseListQuery(req.query, {
        maxPageSize: MAX_PAGE_SIZE,
        defaultPageSize: LEADERBOARD_PAGE_SIZE,
        topLevelPaging: true,
        extraKeys: ['round'],
      });
      const sortBy = leaderboardSortSchema.safeParse(q.extra.sortBy ?? 'points');
      if (!sortBy.success) throw invalidQueryKey(String(q.extra.sortBy), 'sortBy');
      const services = req.server.services;
      const { db } = services;

      if (q.extra.round !== undefined) {
        // round[$ne]=x and the like: a documentId is a plain string, never an operator.
        if (typeof q.extra.round !== 'string') throw invalidQueryKey('round', 'round');
        const roundId =
          typeof q.extra.round === 'string' ? await findRoundIdByDocumentId(db, q.extra.round) : undefined;
        if (!roundId) throw notFound();
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
        return { data, meta: { pagination: pageOf(q.page, q.pageSize, ranked[0]?.total ?? (await rankedCount(db))) } };
      }

      // Reads wait for the refresh that follows a change of points; new accounts are placed in the background.
      await placesSettled(services);
      const key = `${sortBy.data}:${q.page}:${q.pageSize}`;
      watchNewcomers(services, () => hasUnplacedAccounts(db));
      const [{ rows, total }, me] = await Promise.all([
        cachedPage(services, key, async () => {
          const [pageRows, count] = await Promise.all([
            leaderboardPage(db, sortBy.data, q.offset, q.limit),
            rankedCount(db),
          ]);
          return { rows: pageRows, total: count };
        }),
        req.user ? placeOf(db, req.user.id, sortBy.data) : undefined,
      ]);
      return {
        data: rows.map(entryJson),
        meta: {
          pagination: pageOf(q.page, q.pageSize, total),
          me: me ? { rank: me.rank, position: me.position, page: Math.ceil(me.position / q.pageSize) } : null,
        },
      };
    },
  }),
];
