import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '../../../domain/dashboard.schemas.ts';
import { adminApi } from '../../api.ts';

/** The figures of GET /api/admin/dashboard. */
export type DashboardFigures = Dashboard;

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ data: DashboardFigures }>('/api/admin/dashboard', { signal })).data,
  });
