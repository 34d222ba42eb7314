import { nav } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';

export interface NavItem {
  to: string;
  label: string;
  /** The label on narrow screens, when it differs. */
  mobileLabel?: string;
}

/** The header's entries, in the specification's order (Profil or Login comes last). */
export const mainNav: readonly NavItem[] = [
  { to: paths.matches, label: nav.matches },
  { to: paths.dailySlips, label: nav.dailySlips },
  { to: paths.roundStats, label: nav.roundStats },
  { to: paths.leaderboard, label: nav.leaderboard },
  { to: paths.communityPosts, label: nav.community, mobileLabel: nav.communityMobile },
  { to: paths.rules, label: nav.rules },
  { to: paths.announcements, label: nav.announcements },
];

/**
 * The players' private leagues, after the main entries. Its label is the shared nav's, not the leagues' messages:
 * the header is in every page's first download, and that file (growing with the league pages) is not.
 */
export const leaguesNav: NavItem = { to: paths.leagues, label: nav.leagues };
