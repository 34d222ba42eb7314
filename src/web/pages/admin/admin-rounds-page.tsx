import { adminNav } from '../../../domain/admin-messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { RoundsScreen } from '../../features/admin-rounds/rounds-screen.tsx';

export function AdminRoundsPage() {
  return (
    <>
      <PageTitle title={adminNav.rounds} />
      <RoundsScreen />
    </>
  );
}
