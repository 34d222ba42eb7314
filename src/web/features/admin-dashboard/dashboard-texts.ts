import { count, nouns } from '../../../domain/numerals.ts';

// Texts of the dashboard that the specification leaves to us.
export const dashboardTexts = {
  trendTitle: 'Tendința predicțiilor',
  trendUp: 'în creștere',
  trendDown: 'în scădere',
  trendFlat: 'neschimbat',
  trendNone: 'Nu există încă o etapă anterioară cu predicții pentru comparație.',
  trendVs: (latest: string, previous: string) => `${latest} față de ${previous}`,
  predictions: (n: number) => count(n, nouns.predictions),
  noRound: 'Nu există încă etape.',
  users: 'Utilizatori',
  usersVerified: (n: number) => count(n, ['verificat', 'verificați']),
  pendingPosts: 'Postări de aprobat',
  /** What is counted: matches that have started (kickoff not in the future) and have no score yet. */
  unscoredMatches: 'Meciuri începute fără scor',
  leagues: 'Ligi private',
  /** The players in at least one league (each counted once). */
  leaguePlayers: (n: number) => `${count(n, nouns.players)} în ligi`,
  open: 'Deschide',
} as const;
