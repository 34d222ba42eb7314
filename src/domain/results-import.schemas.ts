import { z } from 'zod';
import type { ResultState } from './corrections.ts';

// The back office of the results import: its Romanian messages and the shapes of its API (status, teams, pending).

export const importMessages = {
  off: 'Importul rezultatelor este oprit: setează RESULTS_PROVIDER.',
  busy: 'Un import rulează deja. Încearcă din nou peste un minut.',
  pickTeam: 'Alege o echipă existentă sau creează una nouă.',
  teamMissing: 'Echipa aleasă nu există.',
  decided: 'Confirmarea a fost deja rezolvată.',
} as const;

/** PUT /api/results-import/teams/:providerId: `team` (one of ours, by documentId) or `create: true`. */
export const mapTeamFields = {
  team: z
    .string()
    .regex(/^[a-z0-9]{24}$/, 'Invalid documentId')
    .optional(),
  create: z.boolean().optional(),
};

/** POST /api/results-import/pending/:id/accept: the reason of the correction (checked as any correction's). */
export const acceptPendingFields = { reason: z.string().max(2000).optional() };

/** What one poll of the provider did. */
export interface ImportSummary {
  fixtures: number;
  /** Matches created, and existing matches (same teams, around the same date) linked to their fixture. */
  created: number;
  linked: number;
  rescheduled: number;
  /** First results, and corrections by the import. */
  results: number;
  corrections: number;
  /** New confirmations asked of the back office (the provider differs from an admin's result). */
  pending: number;
  /** Fixtures waiting for a team to be mapped. */
  waiting: number;
  /** Finished fixtures without statistics yet (cards and corners left unknown). */
  statsMissing: number;
  /** Live scores set from fixtures in play. */
  live: number;
}

export interface ImportStatus {
  provider: string | null;
  enabled: boolean;
  leagueId: number | null;
  season: number | null;
  pollMs: number | null;
  running: boolean;
  lastRunAt: string | null;
  lastError: string | null;
  lastSummary: ImportSummary | null;
  requestsToday: number;
  requestsPerDay: number | null;
  requestsLeft: number | null;
  blockedUntil: string | null;
  unknownTeams: number;
  pending: number;
}

export interface ImportTeam {
  providerId: string;
  name: string;
  logo: string;
  seenAt: string;
  team: { documentId: string; name: string } | null;
}

export interface ImportPending {
  id: number;
  match: { documentId: string; date: string; team1: string; team2: string; round: string };
  stored: ResultState;
  provider: ResultState;
  seenAt: string;
}
