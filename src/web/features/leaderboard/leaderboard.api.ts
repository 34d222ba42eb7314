import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardResponse, LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';
import { LEADERBOARD_PAGE_SIZE } from '../../../domain/limits.ts';
import { api } from '../../api.ts';

const leaderboardPath = '/api/leaderboard';

/** One page of a ranking; with a token the answer also says where the caller stands (meta.me). */
export const leaderboardQuery = (page: number, sortBy: LeaderboardSort, userId: string | null) =>
  queryOptions({
    queryKey: ['leaderboard', sortBy, page, userId],
    queryFn: ({ signal }) =>
      api.get<LeaderboardResponse>(leaderboardPath, {
        query: { page, pageSize: LEADERBOARD_PAGE_SIZE, sortBy },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useLeaderboard = (page: number, sortBy: LeaderboardSort, userId: string | null) =>
  useQuery(leaderboardQuery(page, sortBy, userId));
