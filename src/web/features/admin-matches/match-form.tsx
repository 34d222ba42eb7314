import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CORRECTION_REASON_MAX, correctionReasonSchema } from '../../../domain/corrections.schemas.ts';
import { fromBucharestInput, toBucharestInput } from '../../../domain/dates.ts';
import { matchMessages } from '../../../domain/match.schemas.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { type FormFailure, fieldsOf } from '../../form-errors.ts';
import { ErrorBanner } from '../admin-ui/error-banner.tsx';
import { FormActions } from '../admin-ui/form-actions.tsx';
import { SelectField } from '../admin-ui/select-field.tsx';
import { useServerFieldErrors } from '../admin-ui/server-field-errors.ts';
import { TextArea } from '../admin-ui/text-area-field.tsx';
import { ControlledWallClock } from '../admin-ui/wall-clock-field.tsx';
import { type AdminMatch, type MatchPayload, roundOptionsQuery, teamOptionsQuery } from './matches.api.ts';
import { needsCorrectionReason } from './result-correction.ts';

const matchFormTexts = {
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
} as const;

const outcomeOptions = [
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
      .refine((s) => !Number.isNaN(fromBucharestInput(s).getTime()), matchMessages.dateRequired),
    team1_finalScore: score,
    team2_finalScore: score,
    final_cards: outcome,
    final_corners: outcome,
    correction_reason: z.string(),
  })
  .refine((v) => !v.team1 || v.team1 !== v.team2, { path: ['team2'], message: matchMessages.sameTeams });
type MatchFormValues = z.infer<typeof baseSchema>;

/** The form's rules; the reason is required (3..500) only when the edit corrects the match's stored result. */
const formSchemaFor = (match: AdminMatch | null) =>
  baseSchema.superRefine((v, ctx) => {
    if (!needsCorrectionReason(match, v)) return;
    const reason = correctionReasonSchema.safeParse(v.correction_reason);
    if (!reason.success) {
      ctx.addIssue({ code: 'custom', path: ['correction_reason'], message: reason.error.issues[0].message });
    }
  });

function defaultsOf(match: AdminMatch | null): MatchFormValues {
  return {
    team1: match?.team1.documentId ?? '',
    team2: match?.team2.documentId ?? '',
    round: match?.round?.documentId ?? '',
    date: match ? toBucharestInput(match.date) : '',
    team1_finalScore: match?.team1_finalScore == null ? '' : String(match.team1_finalScore),
    team2_finalScore: match?.team2_finalScore == null ? '' : String(match.team2_finalScore),
    final_cards: match?.final_cards ?? '',
    final_corners: match?.final_corners ?? '',
    correction_reason: '',
  };
}

const scoreOf = (s: string) => (s.trim() === '' ? null : Number(s.trim()));

/** The date-time is read as Bucharest wall-clock time and sent as an instant (ISO, UTC). */
function toMatchPayload(v: MatchFormValues, match: AdminMatch | null): MatchPayload {
  return {
    ...(needsCorrectionReason(match, v) ? { correction_reason: v.correction_reason.trim() } : {}),
    team1: { connect: [v.team1] },
    team2: { connect: [v.team2] },
    round: { connect: [v.round] },
    date: fromBucharestInput(v.date).toISOString(),
    team1_finalScore: scoreOf(v.team1_finalScore),
    team2_finalScore: scoreOf(v.team2_finalScore),
    final_cards: v.final_cards,
    final_corners: v.final_corners,
  };
}

/** The server's paths that the match form shows under a field. */
export const matchFields = fieldsOf([
  'team1',
  'team2',
  'round',
  'date',
  'team1_finalScore',
  'team2_finalScore',
  'final_cards',
  'final_corners',
  'correction_reason',
]);

interface MatchFormProps {
  match: AdminMatch | null;
  pending: boolean;
  failure: FormFailure | null;
  onSubmit: (payload: MatchPayload) => void;
  onCancel: () => void;
}

/** Waits for the teams and rounds, so that a prefilled select shows its value. */
export function MatchForm(props: MatchFormProps) {
  const teams = useQuery(teamOptionsQuery());
  const rounds = useQuery(roundOptionsQuery());
  if (teams.isPending || rounds.isPending) return <Spinner />;
  if (teams.isError || rounds.isError) return <ErrorBanner message={matchFormTexts.loadFailed} />;
  return <MatchFormFields {...props} teams={teams.data} rounds={rounds.data} />;
}

interface Options {
  teams: { documentId: string; name: string }[];
  rounds: { documentId: string; name: string }[];
}

function MatchFormFields({ match, pending, failure, onSubmit, onCancel, teams, rounds }: MatchFormProps & Options) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    watch,
    formState: { errors },
  } = useForm<MatchFormValues>({ resolver: zodResolver(formSchemaFor(match)), defaultValues: defaultsOf(match) });
  useServerFieldErrors(failure, setError);
  const corrects = needsCorrectionReason(match, watch());

  const teamOptions = (
    <>
      <option value="">{matchFormTexts.chooseTeam}</option>
      {teams.map((t) => (
        <option key={t.documentId} value={t.documentId}>
          {t.name}
        </option>
      ))}
    </>
  );
  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit(toMatchPayload(v, match)))} className="space-y-4">
      {failure && <ErrorMessage text={failure.summary} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={matchFormTexts.team1} required error={errors.team1?.message} {...register('team1')}>
          {teamOptions}
        </SelectField>
        <SelectField label={matchFormTexts.team2} required error={errors.team2?.message} {...register('team2')}>
          {teamOptions}
        </SelectField>
        <SelectField label={matchFormTexts.round} required error={errors.round?.message} {...register('round')}>
          <option value="">{matchFormTexts.chooseRound}</option>
          {rounds.map((r) => (
            <option key={r.documentId} value={r.documentId}>
              {r.name}
            </option>
          ))}
        </SelectField>
        <ControlledWallClock
          control={control}
          name="date"
          label={matchFormTexts.date}
          required
          hint={matchFormTexts.dateHint}
          error={errors.date?.message}
        />
      </div>
      <fieldset className="rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-ink">{matchFormTexts.result}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={matchFormTexts.score1}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            error={errors.team1_finalScore?.message}
            {...register('team1_finalScore')}
          />
          <Input
            label={matchFormTexts.score2}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            error={errors.team2_finalScore?.message}
            {...register('team2_finalScore')}
          />
          <SelectField label={matchFormTexts.cards} {...register('final_cards')}>
            {outcomeOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
          <SelectField label={matchFormTexts.corners} {...register('final_corners')}>
            {outcomeOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
        </div>
        {corrects && (
          <TextArea
            className="mt-4"
            label={matchFormTexts.correctionReason}
            required
            rows={3}
            maxLength={CORRECTION_REASON_MAX}
            hint={matchFormTexts.correctionReasonHint}
            error={errors.correction_reason?.message}
            {...register('correction_reason')}
          />
        )}
      </fieldset>
      <FormActions pending={pending} onCancel={onCancel} />
    </form>
  );
}
