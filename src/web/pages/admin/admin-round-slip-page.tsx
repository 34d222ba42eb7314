import { adminNav } from '../../../domain/admin-messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { SlipsScreen } from '../../features/admin-slips/slips-screen.tsx';

export function AdminRoundSlipPage() {
  return (
    <>
      <PageTitle title={adminNav.roundSlip} />
      <SlipsScreen mode="round" />
    </>
  );
}
