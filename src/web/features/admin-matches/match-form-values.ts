import { z } from 'zod';
import { correctionReasonSchema } from '../../../domain/corrections.schemas.ts';
import { toBucharestInput } from '../../../domain/dates.ts';
import { matchMessages } from '../../../domain/match.schemas.ts';
import { wallClockParts } from '../../../domain/ro-format.ts';
import { checkWallTime, foldOf, wallTimeInstant, wallTimeIssues } from '../../components/admin/wall-time.ts';
import type { AdminMatch, MatchPayload } from './matches.api.ts';
import { needsCorrectionReason } from './result-correction.ts';

// The match form's values, rules and payload (pure, so that its tests read the same rules the form applies).

export const matchFormTexts = {
  team1: 'Echipa 1 (gazde)',
  team2: 'Echipa 2 (oaspeți)',
  chooseTeam: 'Alege echipa',
  round: 'Etapă',
  chooseRound: 'Alege etapa',
  date: 'Data și ora (ora României)',
  dateHint:
    'Data ZZ.LL.AAAA și ora HH:MM (24 de ore), ora oficială a României, oricare ar fi fusul orar al calculatorului.',
  score1: 'Scor final echipa 1',
  score2: 'Scor final echipa 2',
  scoreInvalid: 'Scorul este un număr întreg, minim 0.',
  cards: 'Rezultat cartonașe',
  corners: 'Rezultat cornere',
  result: 'Rezultat final (opțional)',
  loadFailed: 'Nu s-au putut încărca echipele sau etapele.',
  /** Shown only when the edit changes the stored result. */
  correctionReason: 'Motivul corectării',
  correctionReasonHint:
    'Schimbi un rezultat deja salvat: predicțiile se recalculează, iar corectura apare public, cu acest motiv (3–500 de caractere).',
  unset: 'necompletat',
} as const;

export const outcomeOptions = [
  { value: '', label: 'Necompletat' },
  { value: '1', label: '1 Gazde' },
  { value: 'X', label: 'X Egal' },
  { value: '2', label: '2 Oaspeți' },
] as const;

const score = z.string().refine((s) => s.trim() === '' || /^\d{1,2}$/.test(s.trim()), matchFormTexts.scoreInvalid);
const outcome = z.enum(['', '1', 'X', '2']);

const baseSchema = z
  .object({
    team1: z.string().min(1, matchMessages.teamsRequired),
    team2: z.string().min(1, matchMessages.teamsRequired),
    round: z.string().min(1, matchMessages.roundRequired),
    date: z
      .string()
      .min(1, matchMessages.dateRequired)
      .refine((s) => checkWallTime(s, '').kind !== 'unreadable', matchMessages.dateRequired),
    /** Which of the two kickoffs, when the time typed is in the autumn's repeated hour. */
    date_fold: z.enum(['', 'earlier', 'later']),
    team1_finalScore: score,
    team2_finalScore: score,
    final_cards: outcome,
    final_corners: outcome,
    correction_reason: z.string(),
  })
  .refine((v) => !v.team1 || v.team1 !== v.team2, { path: ['team2'], message: matchMessages.sameTeams });
export type MatchFormValues = z.infer<typeof baseSchema>;

/** The score field left empty while the other one is typed (the one the whole-score message goes under). */
export function halfScoreField(v: Pick<MatchFormValues, 'team1_finalScore' | 'team2_finalScore'>) {
  const typed1 = v.team1_finalScore.trim() !== '';
  const typed2 = v.team2_finalScore.trim() !== '';
  if (typed1 === typed2) return null;
  return typed1 ? 'team2_finalScore' : 'team1_finalScore';
}

/**
 * The form's rules: a kickoff Romania's clock skips is refused, one it shows twice needs its choice; a score is both
 * numbers or neither; the reason is required (3..500) only when the edit corrects the match's stored result.
 */
export const formSchemaFor = (match: AdminMatch | null) =>
  baseSchema.superRefine((v, ctx) => {
    for (const issue of wallTimeIssues(v.date, v.date_fold, { time: ['date'], fold: ['date_fold'] })) {
      ctx.addIssue({ code: 'custom', ...issue });
    }
    const half = halfScoreField(v);
    if (half) ctx.addIssue({ code: 'custom', path: [half], message: matchMessages.scoreWhole });
    if (!needsCorrectionReason(match, v)) return;
    const reason = correctionReasonSchema.safeParse(v.correction_reason);
    if (!reason.success) {
      ctx.addIssue({ code: 'custom', path: ['correction_reason'], message: reason.error.issues[0].message });
    }
  });

export function defaultsOf(match: AdminMatch | null): MatchFormValues {
  return {
    team1: match?.team1.documentId ?? '',
    team2: match?.team2.documentId ?? '',
    round: match?.round?.documentId ?? '',
    date: match ? toBucharestInput(match.date) : '',
    date_fold: match ? foldOf(match.date) : '',
    team1_finalScore: match?.team1_finalScore == null ? '' : String(match.team1_finalScore),
    team2_finalScore: match?.team2_finalScore == null ? '' : String(match.team2_finalScore),
    final_cards: match?.final_cards ?? '',
    final_corners: match?.final_corners ?? '',
    correction_reason: '',
  };
}

const scoreOf = (s: string) => (s.trim() === '' ? null : Number(s.trim()));

/** The date-time is read as Bucharest wall-clock time (the fold chosen in the repeated hour) and sent as an instant. */
export function toMatchPayload(v: MatchFormValues, match: AdminMatch | null): MatchPayload {
  const at = wallTimeInstant(v.date, v.date_fold);
  if (!at) throw new Error('the form sent a kickoff its rules refuse');
  return {
    ...(needsCorrectionReason(match, v) ? { correction_reason: v.correction_reason.trim() } : {}),
    team1: { connect: [v.team1] },
    team2: { connect: [v.team2] },
    round: { connect: [v.round] },
    date: at.toISOString(),
    team1_finalScore: scoreOf(v.team1_finalScore),
    team2_finalScore: scoreOf(v.team2_finalScore),
    final_cards: v.final_cards,
    final_corners: v.final_corners,
  };
}

/** A stored wall-clock value as the form shows it ('ZZ.LL.AAAA HH:MM'). */
export const wallClockText = (value: string) => {
  const { date, time } = wallClockParts(value);
  return date ? `${date} ${time}` : matchFormTexts.unset;
};
