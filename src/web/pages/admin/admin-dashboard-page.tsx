import { useQuery } from '@tanstack/react-query';
import { adminMessages, adminNav } from '../../../domain/admin-messages.ts';
import { ErrorBanner } from '../../components/admin/error-banner.tsx';
import { SkeletonCards } from '../../components/admin/skeleton-cards.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { dashboardQuery } from '../../features/admin-dashboard/dashboard.api.ts';
import { DashboardView } from '../../features/admin-dashboard/dashboard-view.tsx';

export function AdminDashboardPage() {
  const { data, isPending, isError } = useQuery(dashboardQuery());
  return (
    <>
      <PageTitle title={adminNav.dashboard} />
      {isPending ? (
        <SkeletonCards count={3} />
      ) : isError ? (
        <ErrorBanner message={adminMessages.dataLoadFailed} />
      ) : (
        <DashboardView figures={data} />
      )}
    </>
  );
}
