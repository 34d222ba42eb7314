import { adminNav } from '../../../domain/messages.ts';
import { PageTitle } from '../../components/page-title.tsx';

export function AdminDashboardPage() {
  return <PageTitle title={adminNav.dashboardTitle} />;
}
