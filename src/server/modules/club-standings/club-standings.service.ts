import { clubStandingsSortSchema } from '../../../domain/club-standings.schemas.ts';
import { CLUB_MIN_ACTIVE_FANS } from '../../../domain/club-standings.ts';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { listEnvelope } from '../../http/envelope.ts';
import { invalidQueryKey } from '../../http/errors.ts';
import { type Prepared, prepare } from '../../http/prepared.ts';
import { parseListQuery } from '../../http/query.ts';
import type { Services } from '../../services.ts';
import { heldClubCount } from './club-standings.cache.ts';
import { clubStandingsOf } from './club-standings.projection.ts';

/** Answers kept per count (views × page sizes asked); past it they are built again. */
const MAX_ANSWERS = 50;

/**
 * GET /api/club-standings: the clubs ranked by the average points of their active fans, for the season
 * (sortBy=points, the default) or the current round (sortBy=currentPoints). One page holds every club unless a
 * smaller pageSize is asked for. Served from the last count (club-standings.cache.ts), as it is sent.
 */
export async function clubStandingsAnswer(services: Services, query: unknown): Promise<Prepared> {
  const q = parseListQuery(query, {
    maxPageSize: MAX_PAGE_SIZE,
    defaultPageSize: MAX_PAGE_SIZE,
    topLevelPaging: true,
  });
  const sortBy = clubStandingsSortSchema.safeParse(q.extra.sortBy ?? 'points');
  if (!sortBy.success) throw invalidQueryKey(String(q.extra.sortBy), 'sortBy');
  const held = await heldClubCount(services);
  const key = [sortBy.data, q.page, q.pageSize, q.offset, q.limit, q.offsetStyle].join(':');
  const kept = held.answers.get(key);
  if (kept) return kept;
  const clubs = clubStandingsOf(held.data, sortBy.data);
  const { data, meta } = listEnvelope(clubs.slice(q.offset, q.offset + q.limit), q, clubs.length);
  const answer = prepare({
    data,
    meta: {
      sortBy: sortBy.data,
      minActiveFans: CLUB_MIN_ACTIVE_FANS,
      rankedClubs: clubs.filter((c) => c.rank !== null).length,
      round: held.data.round,
      computedAt: held.computedAt.toISOString(),
      ...meta,
    },
  });
  if (held.answers.size >= MAX_ANSWERS) held.answers.clear();
  held.answers.set(key, answer);
  return answer;
}
