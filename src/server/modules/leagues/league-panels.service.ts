import { leaderboardSortSchema } from '../../../domain/leaderboard.schemas.ts';
import { LEAGUE_PANEL_NEIGHBOURS, LEAGUE_PANEL_TOP } from '../../../domain/league.schemas.ts';
import { invalidQueryKey } from '../../http/errors.ts';
import { parseOneQuery } from '../../http/query.ts';
import { isObject } from '../../http/query-filters.ts';
import type { Services } from '../../services.ts';
import type { AuthUser } from '../users/auth-user.ts';
import { panelRows } from './league-panels.queries.ts';
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

/** GET /api/leagues/panels: two statements whatever the number of leagues (the leagues, then all their rows). */
export async function leaguePanels(services: Services, caller: AuthUser, query: unknown) {
  const sortBy = panelSort(query);
  const leagues = (await leaguesOfMember(services.db, caller.id)).slice(0, services.config.leagues.perPlayer);
  const rows = await panelRows(
    services.db,
    leagues.map((l) => l.league.id),
    caller.id,
    sortBy,
    { top: LEAGUE_PANEL_TOP, neighbours: LEAGUE_PANEL_NEIGHBOURS },
  );
  return {
    data: leagues.map((l) => {
      const own = rows.filter((r) => r.leagueId === l.league.id);
      return leaguePanelJson(l, own, own[0]?.total ?? 0, caller.id);
    }),
    meta: { sortBy },
  };
}
