import { adminNav } from '../../../domain/admin-messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { RoundSlipsScreen } from '../../features/admin-slips/round-slips-screen.tsx';

export function AdminRoundSlipPage() {
  return (
    <>
      <PageTitle title={adminNav.roundSlip} />
      <RoundSlipsScreen />
    </>
  );
}
