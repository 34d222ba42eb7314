import type { NounForms } from '../../../domain/numerals.ts';

// The texts of the public log of result corrections (loaded with its page only).
export const correctionsMessages = {
  description:
    'Jurnalul public al corecturilor de rezultate: ce s-a schimbat, când, de cine, de ce și câte predicții s-au recalculat.',
  intro:
    'Orice schimbare a unui rezultat deja salvat are un motiv și apare aici: scorul, cartonașele și cornerele de dinainte și de după, cine a făcut-o și ce a mutat în clasament.',
  empty: 'Nu există corecturi de rezultate.',
  emptyFiltered: 'Nu există corecturi pentru această selecție.',
  loadFailed: 'Nu s-au putut încărca corecturile.',
  all: 'Toate corecturile',
  ofMatch: (match: string) => `Corecturile meciului ${match}`,
  ofRound: (round: string) => `Corecturile etapei ${round}`,
  filtered: 'Se afișează doar o parte din corecturi.',
  score: 'Scor',
  cards: 'Cartonașe',
  corners: 'Cornere',
  changed: 'modificat',
  before: 'înainte',
  after: 'după',
  when: 'Corectat',
  by: 'de',
  reason: 'Motiv',
  kickoff: 'Data meciului:',
  importBy: 'import',
  noRound: 'Fără etapă',
  rescoredNoun: ['predicție recalculată', 'predicții recalculate'] as NounForms,
  pointsMovedNoun: ['punct mutat', 'puncte mutate'] as NounForms,
  pagination: 'Paginile corecturilor',
  previous: 'Anterioare',
  next: 'Următoare',
  pageOf: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
} as const;
