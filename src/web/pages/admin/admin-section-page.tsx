import { useMatches } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import type { AdminHandle } from '../../features/admin-layout/admin-sections.ts';

/** A back-office section whose screen is still to be built: its title only. */
export function AdminSectionPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as AdminHandle | undefined;
  return <PageTitle title={handle?.title ?? ''} />;
}
