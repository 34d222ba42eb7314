import { useQueries } from '@tanstack/react-query';
import { adminNav } from '../../../domain/admin-messages.ts';
import { ErrorBanner } from '../../components/admin/error-banner.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import {
  importPendingQuery,
  importStatusQuery,
  importTeamsQuery,
  ourTeamsQuery,
} from '../../features/admin-import/import.api.ts';
import { ImportStatusCard } from '../../features/admin-import/import-status.tsx';
import { importTexts } from '../../features/admin-import/import-texts.ts';
import { PendingList } from '../../features/admin-import/pending-list.tsx';
import { UnknownTeams } from '../../features/admin-import/unknown-teams.tsx';

/**
 * Import rezultate: the import's state and "Importă acum", the teams to map, the results to confirm. A failed read
 * is said once, above the cards, however many of their reads failed (the cards read the same cached queries).
 */
export function AdminImportPage() {
  const loadFailed = useQueries({
    queries: [importStatusQuery(), importTeamsQuery(), ourTeamsQuery(), importPendingQuery()],
    combine: (results) => results.some((r) => r.isError),
  });
  return (
    <>
      <PageTitle title={adminNav.resultsImport} />
      <div className="space-y-6">
        {loadFailed && <ErrorBanner message={importTexts.loadFailed} />}
        <ImportStatusCard />
        <UnknownTeams />
        <PendingList />
      </div>
    </>
  );
}
