import { adminNav } from '../../../domain/admin-messages.ts';
import { PageTitle } from '../../components/page-title.tsx';

export function AdminSettingsPage() {
  return (
    <>
      <PageTitle title={adminNav.settings} />
      <p className="rounded-2xl bg-white p-6 text-muted shadow-sm ring-1 ring-slate-200">
        {adminNav.settingsPlaceholder}
      </p>
    </>
  );
}
