import type { AuthUser } from '../../http/auth-user.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { parseListQuery } from '../../http/query.ts';
import type { Services } from '../../services.ts';
import { listLeagues } from './league-admin.queries.ts';
import { adminLeagueListSpec } from './leagues.list-specs.ts';
import { leagueJson } from './leagues.projection.ts';
import { myLeagues } from './leagues.service.ts';

// The leagues as the back office sees them: every league, to find and rename or delete offensive ones.

/**
 * GET /api/leagues: a player's own leagues (no query read: always all of them, at most LEAGUES_PER_PLAYER); for
 * an admin every league, in the Strapi list dialect (filters, sort, pagination), each with its invite code.
 */
export async function leaguesOf(services: Services, caller: AuthUser, query: unknown) {
  if (caller.roleType !== 'admin') return envelope(await myLeagues(services, caller));
  const q = parseListQuery(query, adminLeagueListSpec);
  const { rows, total } = await listLeagues(services.db, q);
  return listEnvelope(
    rows.map((r) => leagueJson(r, { showCode: true, isOwner: r.league.ownerId === caller.id })),
    q,
    total,
  );
}

// What other modules may read through this module (its queries stay its own): the dashboard's counts.
export { countLeagues } from './league-admin.queries.ts';
