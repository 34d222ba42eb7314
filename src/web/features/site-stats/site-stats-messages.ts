// The landing page's live figures (GET /api/site-stats).
export const siteStatsMessages = {
  title: 'Jocul în cifre',
  players: 'jucători',
  predictionsThisRound: 'predicții în etapa curentă',
  nextDeadline: 'Următorul termen limită:',
  noDeadline: 'Niciun termen limită programat',
} as const;
