import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteStats } from '../../../domain/site-stats.schemas.ts';
import { api } from '../../api.ts';

const siteStatsQuery = () =>
  queryOptions({
    queryKey: ['site-stats'],
    queryFn: async ({ signal }) => (await api.get<{ data: SiteStats }>('/api/site-stats', { signal })).data,
    staleTime: 60_000,
    // A failure hides the strip; there is no point asking again and again.
    retry: 1,
  });

export const useSiteStats = () => useQuery(siteStatsQuery());
