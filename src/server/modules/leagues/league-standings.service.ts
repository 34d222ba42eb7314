import { leaderboardSortSchema } from '../../../domain/leaderboard.schemas.ts';
import { LEAGUE_FORM_ROUNDS, LEAGUE_STANDINGS_PAGE_SIZE } from '../../../domain/league.schemas.ts';
import { leagueMessages } from '../../../domain/league-messages.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { pageOf } from '../../http/envelope.ts';
import { forbidden, invalidQueryKey, notFound } from '../../http/errors.ts';
import { parseListQuery } from '../../http/query.ts';
import type { Services } from '../../services.ts';
import { type LeagueOrder, leagueOrders, leaguePage, placeIn } from './leagues.cache.ts';
import { standingJson } from './leagues.projection.ts';
import {
  accessOf,
  formOf,
  type PlacedRow,
  roundActivity,
  type StandingsSort,
  standingRowsByIds,
} from './leagues.queries.ts';

// A league's standings, its activity line, and the lines the preview and the panels show: all cut from the league's
// kept order (leagues.cache.ts), so every view ranks exactly as the standings do.

/** Positions from `from` (0-based) up to, not including, `to`. */
export const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/**
 * The lines at some positions (0-based) of an order: rank and the points sorted by from the order, names and avatars
 * read by id in one statement. Positions past the end are skipped, and so is an account deleted since the order was
 * computed (the deletion drops the order anyway).
 */
export async function standingRowsAt(
  services: Services,
  order: LeagueOrder,
  sort: StandingsSort,
  positions: number[],
): Promise<PlacedRow[]> {
  const inside = positions.filter((p) => p >= 0 && p < order.ids.length);
  const found = new Map(
    (await standingRowsByIds(services.db, [...new Set(inside.map((p) => order.ids[p]))])).map((r) => [Number(r.id), r]),
  );
  return inside.flatMap((p) => {
    const r = found.get(order.ids[p]);
    if (!r) return [];
    const shown = { points: Number(r.points), currentPoints: Number(r.current_points) };
    shown[sort] = order.points[p];
    return [
      {
        id: order.ids[p],
        documentId: r.document_id,
        username: r.username,
        ...shown,
        rank: order.ranks[p],
        position: p + 1,
        avatar: r.avatar,
      },
    ];
  });
}

/**
 * The id of a league whose standings or activity the caller may read (members and admins), without loading the
 * league itself: these reads are the most frequent.
 */
async function readableLeagueId(services: Services, caller: AuthUser, documentId: string) {
  const access = await accessOf(services.db, documentId, caller.id);
  if (!access) throw notFound(leagueMessages.leagueNotFound);
  if (!access.member && caller.roleType !== 'admin') throw forbidden(leagueMessages.notMember);
  return access.id;
}

/**
 * GET /api/leagues/{id}/standings: the season (sortBy=points, the default) or the round (currentPoints), 10 a
 * page, in the public ranking's order and ranks; meta.me is the caller's own place. The page (its lines and
 * form) is kept per league, ranking and page with the order it is cut from; only the caller's place is looked up
 * for each read, in that same order.
 */
export async function leagueStandings(services: Services, caller: AuthUser, documentId: string, query: unknown) {
  const leagueId = await readableLeagueId(services, caller, documentId);
  const q = parseListQuery(query, {
    maxPageSize: LEAGUE_STANDINGS_PAGE_SIZE,
    defaultPageSize: LEAGUE_STANDINGS_PAGE_SIZE,
    topLevelPaging: true,
  });
  const sortBy = leaderboardSortSchema.safeParse(q.extra.sortBy ?? 'points');
  if (!sortBy.success) throw invalidQueryKey(String(q.extra.sortBy), 'sortBy');
  const sort = sortBy.data;
  const read = await leagueOrders(services, leagueId);
  const order = read.orders[sort];
  const page = await leaguePage(services, `${leagueId}:${sort}:${q.offset}:${q.limit}`, read.version, async () => {
    const rows = await standingRowsAt(services, order, sort, range(q.offset, q.offset + q.limit));
    const form = await formOf(
      services.db,
      rows.map((r) => r.id),
      LEAGUE_FORM_ROUNDS,
    );
    return {
      total: order.ids.length,
      rounds: [...new Map(form.map((f) => [f.roundId, { documentId: f.documentId, name: f.name }])).values()],
      data: rows.map((r) => ({
        ...standingJson(r),
        form: form.filter((f) => f.userId === r.id).map((f) => f.points),
      })),
    };
  });
  const me = placeIn(order, caller.id);
  return {
    data: page.data,
    meta: {
      pagination: pageOf(q.page, q.pageSize, page.total),
      sortBy: sort,
      form: page.rounds,
      me: me ? { ...me, page: Math.ceil(me.position / q.pageSize) } : null,
    },
  };
}

/** GET /api/leagues/{id}/activity: how many members predicted the current round (counts, never picks). */
export async function leagueActivity(services: Services, caller: AuthUser, documentId: string) {
  return roundActivity(services.db, await readableLeagueId(services, caller, documentId));
}
