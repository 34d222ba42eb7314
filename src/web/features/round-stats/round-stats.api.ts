import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { roundStatsResponseSchema } from '../../../domain/round-stats.schemas.ts';
import { api } from '../../api.ts';

export type RoundStatsResponse = z.infer<typeof roundStatsResponseSchema>;

export const roundStatsQuery = () =>
  queryOptions({
    queryKey: ['round-stats'],
    queryFn: ({ signal }) => api.get<RoundStatsResponse>('/api/round-stats', { signal }),
  });

export const useRoundStats = () => useQuery(roundStatsQuery());
