import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api.ts';

/** GET /api/site-stats: the landing page's live figures. */
export interface SiteStats {
  players: number;
  predictionsThisRound: number;
  /** The next prediction deadline of the current round (ISO), or null when none is ahead. */
  nextDeadline: string | null;
  round: { documentId: string; name: string } | null;
}

const siteStatsQuery = () =>
  queryOptions({
    queryKey: ['site-stats'],
    queryFn: async ({ signal }) => (await api.get<{ data: SiteStats }>('/api/site-stats', { signal })).data,
    staleTime: 60_000,
    // A failure hides the strip; there is no point asking again and again.
    retry: 1,
  });

export const useSiteStats = () => useQuery(siteStatsQuery());
