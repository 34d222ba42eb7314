import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../api.ts';

export interface DashboardRound {
  documentId: string;
  name: string;
  predictions: number;
}

/** The figures of GET /api/admin/dashboard. */
export interface DashboardFigures {
  users: { all: number; verified: number };
  pendingPosts: number;
  unscoredMatches: number;
  /** Private leagues, and the players in at least one. */
  leagues: { all: number; players: number };
  rounds: { latest: DashboardRound | null; previous: DashboardRound | null };
  /** Percent, to one decimal; null without a previous round to compare with. */
  trend: number | null;
}

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ data: DashboardFigures }>('/api/admin/dashboard', { signal })).data,
  });
