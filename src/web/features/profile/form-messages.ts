import { count, formatNumber, nouns } from '../../../domain/numerals.ts';

// Texts of the profile's "Forma în timp" (loaded with it, not with the page).
export const formMessages = {
  title: 'Forma în timp',
  intro: 'Locul și punctele după fiecare etapă cu rezultate: în clasamentul general și în clasamentul etapei.',
  empty: 'Forma apare după prima etapă cu rezultate.',
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
  chartLabel: (parts: string[]) => `Forma pe etape. ${parts.join('; ')}.`,
  roundSummary: (round: string, seasonPlace: number | null, roundPlace: number | null, points: number) =>
    `${round}: ${count(points, nouns.points)}${seasonPlace === null ? '' : `, locul ${formatNumber(seasonPlace)} general`}${
      roundPlace === null ? '' : `, locul ${formatNumber(roundPlace)} în etapă`
    }`,
} as const;
