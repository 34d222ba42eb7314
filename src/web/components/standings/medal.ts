import type { LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';

export type Medal = 'gold' | 'silver' | 'bronze';

/**
 * The medal of a rank value: tied users share a rank, so they share its medal.
 * No medal without points: at the start of a round everyone shares rank 1 with nothing earned.
 */
export function medalFor(rank: number, points = 1): Medal | null {
  if (points <= 0) return null;
  if (rank === 1) return 'gold';
  if (rank === 2) return 'silver';
  if (rank === 3) return 'bronze';
  return null;
}

/**
 * True when nobody in the ranking has points yet (the start of a round). Rank 1 is the top of the whole
 * ranking, so any page tells: a rank-1 row without points means nobody above it has any either.
 */
export function noOneScored(
  rows: readonly { rank: number; points: number; currentPoints: number }[],
  sortBy: LeaderboardSort,
): boolean {
  return rows.some((r) => r.rank === 1 && r[sortBy] <= 0);
}

export interface LeaderboardSearch {
  page: number;
  sortBy: LeaderboardSort;
}

/** The page state kept in the URL: ?page=2&sortBy=points; the round ranking is the default. */
export function readLeaderboardSearch(params: URLSearchParams): LeaderboardSearch {
  const page = Number(params.get('page'));
  return {
    sortBy: params.get('sortBy') === 'points' ? 'points' : 'currentPoints',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeLeaderboardSearch(search: LeaderboardSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.page > 1) params.set('page', String(search.page));
  if (search.sortBy !== 'currentPoints') params.set('sortBy', search.sortBy);
  return params;
}
