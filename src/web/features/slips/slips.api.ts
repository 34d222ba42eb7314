import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DAILY_SLIPS_PAGE_SIZE } from '../../../domain/limits.ts';
import type { ListOf, OneOf } from '../../../domain/media.schemas.ts';
import type { DailySlip, RoundSlip } from '../../../domain/slips.schemas.ts';
import { api } from '../../api.ts';

const slipKeys = {
  all: ['slips'] as const,
  currentRound: () => [...slipKeys.all, 'round', 'current'] as const,
  daily: (page: number) => [...slipKeys.all, 'daily', page] as const,
};

/** The slip of the current round, or null when there is none. */
const currentRoundSlip = () =>
  queryOptions({
    queryKey: slipKeys.currentRound(),
    queryFn: async ({ signal }): Promise<RoundSlip | null> => {
      const res = await api.get<OneOf<RoundSlip[]>>('/api/round-slips', {
        query: { filters: { round: { current: { $eq: true } } }, populate: '*' },
        signal,
      });
      return res.data?.[0] ?? null;
    },
  });

export const useCurrentRoundSlip = () => useQuery(currentRoundSlip());

/** One page of daily slips, newest first; needs the user's token. */
const dailySlipsPage = (page: number) =>
  queryOptions({
    queryKey: slipKeys.daily(page),
    queryFn: ({ signal }) =>
      api.get<ListOf<DailySlip>>('/api/daily-slips', {
        query: { sort: 'date:desc', page, pageSize: DAILY_SLIPS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useDailySlips = (page: number) => useQuery(dailySlipsPage(page));
