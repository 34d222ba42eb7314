import { count, formatNumber, nouns } from '../../../domain/numerals.ts';

// Texts of the club standings shown outside /clubs: the leaderboard's link to it and the club's line on a profile.

export const clubLinksMessages = {
  title: 'Clasamentul cluburilor',
  place: (club: string, rank: number, ranked: number) =>
    `${club}: locul ${formatNumber(rank)} din ${formatNumber(ranked)} în clasamentul cluburilor`,
  notRanked: (club: string, activeFans: number, min: number) =>
    `${club} nu intră încă în clasamentul cluburilor: are ${count(activeFans, nouns.activeFans)} din ` +
    `${formatNumber(min)} necesari.`,
  seeClubs: 'Vezi clasamentul cluburilor',
} as const;
