import { adminNav } from '../../../domain/admin-messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { TeamsScreen } from '../../features/admin-teams/teams-screen.tsx';

export function AdminTeamsPage() {
  return (
    <>
      <PageTitle title={adminNav.teams} />
      <TeamsScreen />
    </>
  );
}
