import { LEADERBOARD_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { pageOf } from '../../http/envelope.ts';
import { invalidQueryKey } from '../../http/errors.ts';
import { parseListQuery } from '../../http/query.ts';
import type { Services } from '../../services.ts';
import { mediaJson } from '../uploads/uploads.projection.ts';
import { projectedPlaceOf, projectionPage, projectionState } from './live-standings.queries.ts';

/**
 * GET /api/leaderboard/live: a page of the projection as last computed (never computed here: an index range of
 * the precomputed generation), with the caller's own place when logged in. No projection (no match live in the
 * current round): an empty list and meta.live false.
 */
export async function liveStandingsAnswer(services: Services, caller: { id: number } | null, query: unknown) {
  const q = parseListQuery(query, {
    maxPageSize: MAX_PAGE_SIZE,
    defaultPageSize: LEADERBOARD_PAGE_SIZE,
    topLevelPaging: true,
  });
  // One order only (projected points): a sortBy is refused, never ignored.
  if (q.extra.sortBy !== undefined) throw invalidQueryKey(String(q.extra.sortBy), 'sortBy');
  const state = await projectionState(services.db);
  if (!state) {
    return { data: [], meta: { live: false, computedAt: null, pagination: pageOf(q.page, q.pageSize, 0), me: null } };
  }
  const [rows, me] = await Promise.all([
    projectionPage(services.db, state.generation, q.offset, q.limit),
    caller ? projectedPlaceOf(services.db, state.generation, caller.id) : undefined,
  ]);
  return {
    data: rows.map((r) => ({
      place: r.place,
      documentId: r.documentId,
      username: r.username,
      avatar: mediaJson(r.avatar),
      roundPoints: r.roundPoints,
      currentPoints: r.currentPoints,
    })),
    meta: {
      live: true,
      computedAt: state.computedAt.toISOString(),
      pagination: pageOf(q.page, q.pageSize, state.total),
      me: me
        ? {
            place: me.place,
            position: me.position,
            roundPoints: me.roundPoints,
            page: Math.ceil(me.position / q.pageSize),
          }
        : null,
    },
  };
}
