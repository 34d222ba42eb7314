import { leaderboardSortSchema } from '../../../domain/leaderboard.schemas.ts';
import { LEAGUE_PANEL_NEIGHBOURS, LEAGUE_PANEL_TOP } from '../../../domain/league.schemas.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { invalidQueryKey } from '../../http/errors.ts';
import { parseOneQuery } from '../../http/query.ts';
import { isObject } from '../../http/query-filters.ts';
import type { Services } from '../../services.ts';
import { range, standingRowsAt } from './league-standings.service.ts';
import { leagueOrder, placeIn } from './leagues.cache.ts';
import { leaguePanelJson } from './leagues.projection.ts';
import { leaguesOfMember } from './leagues.queries.ts';

// The panels of home and the leaderboard: in each of the caller's leagues, the top, the caller and their
// neighbours, and the last place, ranked exactly as the league's standings rank them.

/** The query of GET /api/leagues/panels: sortBy (points, the default, or currentPoints), and nothing else. */
function panelSort(query: unknown) {
  const { sortBy, ...rest } = isObject(query) ? query : {};
  parseOneQuery(rest, {});
  const parsed = leaderboardSortSchema.safeParse(sortBy ?? 'points');
  if (!parsed.success) throw invalidQueryKey(String(sortBy), 'sortBy');
  return parsed.data;
}

/** The positions (0-based) a panel shows of an order of `total`: the top, the caller and their neighbours, the last. */
function panelPositions(total: number, me: number | undefined) {
  const at = new Set(range(0, Math.min(LEAGUE_PANEL_TOP, total)));
  if (me !== undefined)
    for (const p of range(me - LEAGUE_PANEL_NEIGHBOURS, me + LEAGUE_PANEL_NEIGHBOURS + 1)) at.add(p);
  if (total > 0) at.add(total - 1);
  return [...at].filter((p) => p >= 0 && p < total).sort((x, y) => x - y);
}

/**
 * GET /api/leagues/panels: each league's lines are cut from its kept order (leagues.cache.ts), as its standings
 * are: a statement for the leagues, then one primary-key read per league for the lines not yet kept.
 */
export async function leaguePanels(services: Services, caller: AuthUser, query: unknown) {
  const sortBy = panelSort(query);
  const leagues = (await leaguesOfMember(services.db, caller.id)).slice(0, services.config.leagues.perPlayer);
  const data = await Promise.all(
    leagues.map(async (l) => {
      const order = await leagueOrder(services, l.league.id, sortBy);
      const me = placeIn(order, caller.id);
      const rows = await standingRowsAt(
        services,
        order,
        sortBy,
        panelPositions(order.ids.length, me && me.position - 1),
      );
      return leaguePanelJson(l, rows, order.ids.length, caller.id);
    }),
  );
  return { data, meta: { sortBy } };
}
