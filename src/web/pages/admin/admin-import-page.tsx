import { adminNav } from '../../../domain/admin-messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { ImportStatusCard } from '../../features/admin-import/import-status.tsx';
import { PendingList } from '../../features/admin-import/pending-list.tsx';
import { UnknownTeams } from '../../features/admin-import/unknown-teams.tsx';

/** Import rezultate: the import's state and "Importă acum", the teams to map, the results to confirm. */
export function AdminImportPage() {
  return (
    <>
      <PageTitle title={adminNav.resultsImport} />
      <div className="space-y-6">
        <ImportStatusCard />
        <UnknownTeams />
        <PendingList />
      </div>
    </>
  );
}
