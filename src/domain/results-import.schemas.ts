import { z } from 'zod';
import type { ResultState } from './corrections.ts';
import { matchMessages } from './match.schemas.ts';
import { formatNumber } from './numerals.ts';

// The back office of the results import: its Romanian messages and the shapes of its API (status, teams, pending).

export const importMessages = {
  off: 'Importul rezultatelor este oprit: setează RESULTS_PROVIDER.',
  busy: 'Un import rulează deja. Încearcă din nou peste un minut.',
  pickTeam: 'Alege o echipă existentă sau creează una nouă.',
  teamMissing: 'Echipa aleasă nu există.',
  decided: 'Confirmarea a fost deja rezolvată.',
} as const;

/** '5 MB', '64 KB', '1.500 B': a size as the back office states it. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`
    : bytes >= 1024
      ? `${formatNumber(Math.round(bytes / 1024))} KB`
      : `${formatNumber(bytes)} B`;

const BAD = 'Răspuns greșit de la furnizor';

/**
 * Why a poll stopped, as the back office shows it (import_state.last_error). A bad answer (too large, redirected,
 * not JSON, the wrong shape) starts with the same words, whatever went wrong in it.
 */
export const importFailures = {
  badAnswer: BAD,
  tooLarge: (max: number) =>
    `${BAD}: mai mare de ${sizeText(max)}. Citirea s-a oprit acolo (limita RESULTS_MAX_BYTES); nimic din el nu a fost folosit.`,
  redirect: (status: number, host: string) =>
    `${BAD}: o redirecționare (HTTP ${status}) către ${host}. Importul nu urmează redirecționările, ca cheia să nu plece spre altă adresă.`,
  notJson: `${BAD}: nu este JSON.`,
  tooComplex: `${BAD}: JSON prea adânc sau cu prea multe valori pentru o listă de meciuri.`,
  noList: `${BAD}: lipsește lista „response”.`,
  refused: (message: string) => `Furnizorul a refuzat cererea: ${message}`,
  http: (status: number) => `Furnizorul a răspuns cu eroarea HTTP ${status}.`,
  rateLimited: 'Furnizorul a răspuns 429 (prea multe cereri): importul așteaptă până când are voie din nou.',
  timeout: (ms: number) => `Furnizorul nu a răspuns în ${formatNumber(ms)} ms (RESULTS_TIMEOUT_MS).`,
  unreachable: (detail: string) => `Furnizorul nu a putut fi contactat (${detail}).`,
  budget: 'Cererile permise către furnizor s-au terminat deocamdată (pe minut, pe zi sau după un 429).',
  failed: (detail: string) => `Importul s-a oprit din cauza unei erori: ${detail}`,
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
  /** What the back office should know about this poll (a fixture skipped and why); at most NOTES_KEPT. */
  notes?: string[];
  /** Notes past those kept. */
  notesMore?: number;
}

/** One poll asked of the import (POST /api/results-import/run): whether it ran, what it did, the provider's failure. */
export interface ImportRun {
  ran: boolean;
  summary: ImportSummary | null;
  error: string | null;
}

/** Notes one poll keeps in its summary; past them only their count. */
export const NOTES_KEPT = 20;

/** The notes of a poll, in Romanian, as the back office shows them under its summary. */
export const importNotes = {
  resumed:
    'Importul de dinainte nu s-a terminat (instanța care îl rula s-a oprit în timpul lui); acesta a preluat rândul după expirarea lui.',
  halfScore: (home: string, away: string, goals: { home: number | null; away: number | null }) =>
    `${home} – ${away}: furnizorul dă doar jumătate de scor (${goals.home ?? '?'} – ${goals.away ?? '?'}), așa că rezultatul nu a fost salvat. ${matchMessages.scoreWhole}`,
} as const;

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
  /** The match as the item was listed; updatedAt is its version, which a decision is made against. */
  match: { documentId: string; date: string; team1: string; team2: string; round: string; updatedAt: string };
  stored: ResultState;
  provider: ResultState;
  seenAt: string;
}
