import { adminNav } from '../../../domain/admin-messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { CsvScreen } from '../../features/admin-csv/csv-screen.tsx';

export function AdminCsvPage() {
  return (
    <>
      <PageTitle title={adminNav.csv} />
      <CsvScreen />
    </>
  );
}
