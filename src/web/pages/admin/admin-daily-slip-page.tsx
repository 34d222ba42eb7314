import { adminNav } from '../../../domain/admin-messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { SlipsScreen } from '../../features/admin-slips/slips-screen.tsx';

export function AdminDailySlipPage() {
  return (
    <>
      <PageTitle title={adminNav.dailySlip} />
      <SlipsScreen mode="daily" />
    </>
  );
}
