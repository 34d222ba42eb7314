import { count, type NounForms, nouns } from '../../../domain/numerals.ts';
import { clubLinksMessages } from './club-links-messages.ts';

// Texts of the club standings (/clubs); those shown elsewhere (the profile, the leaderboard) are in
// club-links-messages.ts, so that those pages load only them.

const active: NounForms = ['activ', 'activi'];

export const clubStandingsMessages = {
  title: clubLinksMessages.title,
  description:
    'Echipele din Liga 1, clasate după media punctelor suporterilor lor activi, în etapa curentă și în sezon.',
  rule: (min: number) =>
    `Un club intră în clasament de la ${count(min, nouns.activeFans)}. Scorul lui este media punctelor ` +
    'suporterilor activi, cu două zecimale.',
  activeInRound: 'În etapă, activ este suporterul care a prezis cel puțin un meci din etapa curentă.',
  activeInSeason: 'În sezon, activ este suporterul care a prezis cel puțin un meci în acest sezon.',
  roundName: (name: string) => `Etapa curentă: ${name}.`,
  noRound: 'Nu există încă o etapă curentă.',
  rankingBy: 'Tipul clasamentului',
  rank: 'Loc',
  club: 'Club',
  score: 'Media',
  unranked: 'neclasat',
  unrankedTitle: 'Neclasate',
  unrankedNote: (min: number) => `Cluburi cu mai puțin de ${count(min, nouns.activeFans)}.`,
  noneRanked: (min: number) => `Niciun club nu are încă ${count(min, nouns.activeFans)} în acest clasament.`,
  fans: (activeFans: number, fans: number) => `${count(activeFans, active)} din ${count(fans, nouns.fans)}`,
  bestFan: 'Cel mai bun',
  bestFanPoints: (points: number) => count(points, nouns.points),
  noBestFan: 'Niciun suporter activ încă.',
  yourClub: 'Clubul tău',
  empty: 'Nu există încă echipe.',
  failed: 'Clasamentul cluburilor nu a putut fi încărcat.',
} as const;
