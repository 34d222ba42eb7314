/** The texts of the live round (matches page, leaderboard projection, back office controls). */
export const liveMessages = {
  badge: 'LIVE',
  inProgress: 'În desfășurare',
  liveScore: 'Scor live',
  minute: (m: number) => `${m}'`,
  cards: 'Cartonașe',
  corners: 'Cornere',
  projectionTitle: 'Dacă scorul rămâne așa',
  projectionNote:
    'Proiecție: punctele etapei dacă meciurile în desfășurare s-ar termina acum. Nu sunt puncte acordate: clasamentul se schimbă doar cu rezultatul final.',
  showProjection: 'Vezi proiecția',
  hideProjection: 'Ascunde proiecția',
  projectionFailed: 'Proiecția nu a putut fi încărcată.',
  projectionPending: 'Proiecția se calculează…',
  place: 'Loc',
  player: 'Jucător',
  projectedPoints: 'Puncte proiectate',
  you: 'tu',
  yourPlace: (place: number, points: number) => `Locul tău proiectat: ${place} (${points} p)`,
  previous: 'Pagina anterioară',
  next: 'Pagina următoare',
  pageOf: (page: number, count: number) => `Pagina ${page} din ${count}`,
} as const;
