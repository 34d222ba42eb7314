import { count, nouns } from '../../../domain/numerals.ts';

// Texts of the round statistics screen that the specification leaves to us (loaded by that page only).
export const statsMessages = {
  description:
    'Statisticile comunității Prezice pentru meciurile etapei curente din Liga 1: procentele predicțiilor la scor, cartonașe și cornere.',
  noMatches: 'Nu există meciuri în etapa curentă.',
  score: 'Scor',
  cards: 'Cartonașe',
  corners: 'Cornere',
  predictions: (n: number) => count(n, nouns.predictions),
  outcome: { '1': '1 (gazde)', X: 'X (egal)', '2': '2 (oaspeți)' },
  actual: 'Rezultat final',
} as const;
