import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { CORRECTION_REASON_MAX } from '../../../domain/corrections.schemas.ts';
import { matchMessages } from '../../../domain/match.schemas.ts';
import { ErrorBanner } from '../../components/admin/error-banner.tsx';
import { FormActions } from '../../components/admin/form-actions.tsx';
import { SelectField } from '../../components/admin/select-field.tsx';
import { useServerFieldErrors } from '../../components/admin/server-field-errors.ts';
import { TextArea } from '../../components/admin/text-area-field.tsx';
import { useRebase } from '../../components/admin/use-rebase.ts';
import { type EditorVersion, VersionNotice } from '../../components/admin/version-notice.tsx';
import { ControlledWallClock } from '../../components/admin/wall-clock-field.tsx';
import { checkWallTime } from '../../components/admin/wall-time.ts';
import { WallTimeChoice } from '../../components/admin/wall-time-choice.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { type FormFailure, fieldsOf } from '../../form-errors.ts';
import {
  defaultsOf,
  formSchemaFor,
  halfScoreField,
  type MatchFormValues,
  matchFormTexts,
  outcomeOptions,
  toMatchPayload,
  wallClockText,
} from './match-form-values.ts';
import { type AdminMatch, type MatchPayload, roundOptionsQuery, teamOptionsQuery } from './matches.api.ts';
import { needsCorrectionReason } from './result-correction.ts';

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
  version: EditorVersion;
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

const labels = {
  team1: matchFormTexts.team1,
  team2: matchFormTexts.team2,
  round: matchFormTexts.round,
  date: matchFormTexts.date,
  team1_finalScore: matchFormTexts.score1,
  team2_finalScore: matchFormTexts.score2,
  final_cards: matchFormTexts.cards,
  final_corners: matchFormTexts.corners,
};

const outcomeText = (v: string) => outcomeOptions.find((o) => o.value === v)?.label ?? v;

function MatchFormFields({
  match,
  pending,
  failure,
  version,
  onSubmit,
  onCancel,
  teams,
  rounds,
}: MatchFormProps & Options) {
  const form = useForm<MatchFormValues>({
    resolver: zodResolver(formSchemaFor(match)),
    defaultValues: defaultsOf(match),
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    watch,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  useServerFieldErrors(failure, setError);
  const { rebased } = useRebase(form, match, defaultsOf);
  const values = watch();
  const corrects = needsCorrectionReason(match, values);
  // Said at once, under the field, rather than only at the save.
  const half = halfScoreField(values);
  const halfShown = isSubmitted || touchedFields.team1_finalScore || touchedFields.team2_finalScore ? half : null;
  const scoreError = (field: 'team1_finalScore' | 'team2_finalScore') =>
    errors[field]?.message ?? (halfShown === field ? matchMessages.scoreWhole : undefined);
  const kickoff = checkWallTime(values.date, values.date_fold);
  const nameOf = (list: Options['teams'], id: string) =>
    list.find((x) => x.documentId === id)?.name ?? matchFormTexts.unset;
  const show = {
    team1: (id: string) => nameOf(teams, id),
    team2: (id: string) => nameOf(teams, id),
    round: (id: string) => nameOf(rounds, id),
    date: wallClockText,
    team1_finalScore: (s: string) => s || matchFormTexts.unset,
    team2_finalScore: (s: string) => s || matchFormTexts.unset,
    final_cards: outcomeText,
    final_corners: outcomeText,
  };

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
      <VersionNotice version={version} rebased={rebased} labels={labels} show={show} />
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
          error={errors.date?.message ?? (kickoff.kind === 'gap' ? kickoff.message : undefined)}
          // Another time typed asks again which of two, if it is in the repeated hour too.
          onValueChange={() => setValue('date_fold', '')}
        />
        {kickoff.kind === 'repeated' && (
          <WallTimeChoice question={kickoff.question} field={register('date_fold')} error={errors.date_fold?.message} />
        )}
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
            error={scoreError('team1_finalScore')}
            {...register('team1_finalScore')}
          />
          <Input
            label={matchFormTexts.score2}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            error={scoreError('team2_finalScore')}
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
