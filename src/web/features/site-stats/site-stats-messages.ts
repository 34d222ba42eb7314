import { countWords, nouns } from '../../../domain/numerals.ts';

// The landing page's live figures (GET /api/site-stats). A figure is shown big, its words under it.
export const siteStatsMessages = {
  title: 'Jocul în cifre',
  players: (n: number) => countWords(n, nouns.players),
  predictionsThisRound: (n: number) => `${countWords(n, nouns.predictions)} în etapa curentă`,
  nextDeadline: 'Următorul termen limită:',
  noDeadline: 'Niciun termen limită programat',
} as const;
