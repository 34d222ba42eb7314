import { adminNav } from '../../../domain/admin-messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { DailySlipsScreen } from '../../features/admin-slips/daily-slips-screen.tsx';

export function AdminDailySlipPage() {
  return (
    <>
      <PageTitle title={adminNav.dailySlip} />
      <DailySlipsScreen />
    </>
  );
}
