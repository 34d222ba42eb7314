import { adminNav } from '../../../domain/admin-messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { LeaguesScreen } from '../../features/admin-leagues/leagues-screen.tsx';

export function AdminLeaguesPage() {
  return (
    <>
      <PageTitle title={adminNav.leagues} />
      <LeaguesScreen />
    </>
  );
}
