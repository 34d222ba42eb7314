import { count, nouns } from './numerals.ts';

// The texts of a shared pick: its card, its page's title and Open Graph tags.

export const pickMessages = {
  notFound: 'Predicția nu există sau nu este încă publică.',
  title: (username: string, summary: string) => `Predicția lui ${username}: ${summary}`,
  predicted: (username: string) => `Predicția lui ${username}`,
  cards: 'Cartonașe',
  corners: 'Cornere',
  finalScore: 'Rezultat final',
  points: (n: number) => count(n, nouns.points),
  description: (username: string, summary: string, score: string | null) =>
    score
      ? `${username} a prezis ${score} la ${summary}. Tu ce scor crezi? Joacă gratuit pe Prezice.`
      : `${username} a prezis la ${summary}. Tu ce crezi? Joacă gratuit pe Prezice.`,
  cardAlt: (username: string, summary: string) => `Cardul predicției lui ${username} la ${summary}`,
} as const;

/** A score as shown: 2-1. */
export const scoreText = (s: { team1: number; team2: number }) => `${s.team1}-${s.team2}`;
