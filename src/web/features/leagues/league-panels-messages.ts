// Texts of the league panels on home and the leaderboard (loaded with the panels, for players only).

export const leaguePanelsMessages = {
  panelsTitle: 'Ligile tale',
  panelsSeason: 'Clasamentul general în fiecare ligă: primii 3, locul tău, vecinii tăi și ultimul loc.',
  panelsRound: 'Clasamentul etapei în fiecare ligă: primii 3, locul tău, vecinii tăi și ultimul loc.',
  panelsInvite: 'Joacă și cu prietenii tăi:',
  panelsInviteLink: 'creează o ligă sau intră într-una cu un cod',
  panelPlace: (rank: number) => `Locul ${rank}`,
  seeStandings: 'Vezi clasamentul',
  /** The link's name for screen readers: the visible words, then which league (the panels repeat the words). */
  seeStandingsOf: (league: string) => `Vezi clasamentul: ${league}`,
} as const;
