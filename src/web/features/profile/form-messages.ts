import { count, formatNumber, nouns } from '../../../domain/numerals.ts';

const roundNoun = ['etapă', 'etape'] as const;

// Texts of the profile's "Forma în timp" (loaded with it, not with the page).
export const formMessages = {
  title: 'Forma în timp',
  intro:
    'Locul și punctele după fiecare etapă cu rezultate, de la prima etapă jucată: în clasamentul general și în clasamentul etapei.',
  empty: 'Forma apare după primele rezultate dintr-o etapă jucată.',
  loadError: 'Forma nu a putut fi încărcată.',
  notRanked: 'Administratorii nu apar în clasament: le arătăm doar punctele.',
  placesTitle: 'Locul',
  pointsTitle: 'Puncte',
  seasonPlace: 'Loc general',
  roundPlace: 'Loc în etapă',
  roundPoints: 'Puncte în etapă',
  seasonPoints: 'Puncte în sezon',
  round: 'Etapa',
  best: 'Cea mai bună etapă',
  bestMark: '(cea mai bună etapă)',
  notPlayed: '(fără predicții)',
  none: '–',
  tableToggle: 'Vezi cifrele în tabel',
  caption: 'Punctele și locurile după fiecare etapă',
  place: (n: number) => `locul ${formatNumber(n)}`,
  bestLine: (round: string, points: number, place: number | null) =>
    `${round}: ${count(points, nouns.points)}${place === null ? '' : `, locul ${formatNumber(place)} în etapă`}`,
  /** The chart's summary for screen readers; every round's figures are in the table under it. */
  chartLabel: (rounds: number, last: string, best: string | null) =>
    `Graficul formei pe ${count(rounds, roundNoun)}. ${last}.${best ? ` Cea mai bună etapă: ${best}.` : ''} Cifrele fiecărei etape sunt în tabelul de sub grafic.`,
  roundSummary: (r: {
    name: string;
    roundPoints: number;
    roundPlace: number | null;
    seasonPoints: number;
    seasonPlace: number | null;
  }) => {
    const place = (p: number | null) => (p === null ? '' : ` (locul ${formatNumber(p)})`);
    return `${r.name}: ${count(r.roundPoints, nouns.points)} în etapă${place(r.roundPlace)}, ${count(r.seasonPoints, nouns.points)} în sezon${place(r.seasonPlace)}`;
  },
} as const;
