import { z } from 'zod';
import { outcomeSchema } from './match.schemas.ts';
import { count, nouns } from './numerals.ts';

// A player's pick on one match, as shared once the deadline has passed (GET /api/picks/{username}/{matchId}).

const goalsPair = z.object({ team1: z.number().int(), team2: z.number().int() });
const sideSchema = z.object({ name: z.string(), emblemUrl: z.string().nullable() });

export const sharedPickSchema = z.object({
  username: z.string(),
  match: z.object({
    documentId: z.string(),
    date: z.iso.datetime(),
    deadline: z.iso.datetime(),
    round: z.string(),
    team1: sideSchema,
    team2: sideSchema,
    /** null until the score is known. */
    finalScore: goalsPair.nullable(),
    finalCards: outcomeSchema.nullable(),
    finalCorners: outcomeSchema.nullable(),
  }),
  score: goalsPair.nullable(),
  cards: outcomeSchema.nullable(),
  corners: outcomeSchema.nullable(),
  /** The pick's points once scored, else null. */
  points: z.number().int().nullable(),
});
export type SharedPick = z.infer<typeof sharedPickSchema>;

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
