import { adminNav } from '../../../domain/admin-messages.ts';
import { paths } from '../../../domain/paths.ts';

export interface AdminSection {
  path: string;
  label: string;
}

/** The back office's sections, in the sidebar's order. */
export const adminSections: readonly AdminSection[] = [
  { path: paths.admin.dashboard, label: adminNav.dashboard },
  { path: paths.admin.users, label: adminNav.users },
  { path: paths.admin.teams, label: adminNav.teams },
  { path: paths.admin.rounds, label: adminNav.rounds },
  { path: paths.admin.matches, label: adminNav.matches },
  { path: paths.admin.roundSlip, label: adminNav.roundSlip },
  { path: paths.admin.dailySlip, label: adminNav.dailySlip },
  { path: paths.admin.announcements, label: adminNav.announcements },
  { path: paths.admin.communityPosts, label: adminNav.communityPosts },
  { path: paths.admin.leagues, label: adminNav.leagues },
  { path: paths.admin.csv, label: adminNav.csv },
  { path: paths.admin.resultsImport, label: adminNav.resultsImport },
  { path: paths.admin.settings, label: adminNav.settings },
];
