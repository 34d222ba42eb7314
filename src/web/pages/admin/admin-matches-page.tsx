import { adminNav } from '../../../domain/admin-messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { MatchesScreen } from '../../features/admin-matches/matches-screen.tsx';

export function AdminMatchesPage() {
  return (
    <>
      <PageTitle title={adminNav.matches} />
      <MatchesScreen />
    </>
  );
}
