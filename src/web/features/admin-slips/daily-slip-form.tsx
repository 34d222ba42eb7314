import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { toBucharestInput } from '../../../domain/dates.ts';
import { expectedResultSchema, slipMessages } from '../../../domain/slips.schemas.ts';
import type { EditorProps } from '../../components/admin/resource-screen.tsx';
import { SelectField } from '../../components/admin/select-field.tsx';
import { useServerFieldErrors } from '../../components/admin/server-field-errors.ts';
import { useRebase } from '../../components/admin/use-rebase.ts';
import { VersionNotice } from '../../components/admin/version-notice.tsx';
import { ControlledWallClock } from '../../components/admin/wall-clock-field.tsx';
import { checkWallTime, foldOf, wallTimeInstant, wallTimeIssues } from '../../components/admin/wall-time.ts';
import { WallTimeChoice } from '../../components/admin/wall-time-choice.tsx';
import { oddField, oddOf, oddText, ResultAndOdd, SlipFrame, slipFields, slipFormTexts } from './slip-form-parts.tsx';
import { fromStatusValue, type StatusValue, statusOptions, toStatusValue } from './slip-status.tsx';
import type { AdminDailySlip, DailySlipPayload, SlipTeam } from './slips.api.ts';

const status = z.enum(['', 'true', 'false']);

const pickSchema = z
  .object({
    team1: z.string().min(1, slipMessages.teamsRequired),
    team2: z.string().min(1, slipMessages.teamsRequired),
    match_date: z
      .string()
      .min(1, slipMessages.matchDateRequired)
      .refine((s) => checkWallTime(s, '').kind !== 'unreadable', slipMessages.matchDateInvalid),
    /** Which of the two kickoffs, when the time typed is in the autumn's repeated hour. */
    match_fold: z.enum(['', 'earlier', 'later']),
    expectedResult: expectedResultSchema,
    odd: oddField,
    match_won: status,
  })
  .refine((p) => !p.team1 || p.team1 !== p.team2, { path: ['team2'], message: slipMessages.sameTeams })
  // A kickoff Romania's clock skips is refused, one it shows twice needs its choice.
  .superRefine((p, ctx) => {
    for (const issue of wallTimeIssues(p.match_date, p.match_fold, { time: ['match_date'], fold: ['match_fold'] })) {
      ctx.addIssue({ code: 'custom', ...issue });
    }
  });

const formSchema = z.object({
  date: z
    .string()
    .min(1, slipMessages.dateRequired)
    .regex(/^\d{4}-\d{2}-\d{2}$/, slipFormTexts.dateInvalid),
  won: status,
  predictions: z.array(pickSchema).min(1, slipMessages.predictionsRequired),
});
type DailySlipValues = z.infer<typeof formSchema>;

/** A pick's default kickoff: 12:00 Bucharest time on the slip date. */
const noonOf = (date: string) => (date ? `${date}T12:00` : '');

const emptyPick = (date: string) => ({
  team1: '',
  team2: '',
  match_date: noonOf(date),
  match_fold: '' as const,
  expectedResult: '',
  odd: '',
  match_won: '' as StatusValue,
});

function defaultsOf(slip: AdminDailySlip | null): DailySlipValues {
  if (!slip) return { date: '', won: '', predictions: [emptyPick('')] };
  return {
    date: slip.date,
    won: toStatusValue(slip.won),
    predictions: slip.predictions.map((p) => ({
      team1: p.team1.documentId,
      team2: p.team2.documentId,
      match_date: toBucharestInput(p.match_date),
      match_fold: foldOf(p.match_date),
      expectedResult: p.expectedResult,
      odd: oddText(p.odd),
      match_won: toStatusValue(p.match_won),
    })),
  };
}

function instantOf(matchDate: string, fold: DailySlipValues['predictions'][number]['match_fold']) {
  const at = wallTimeInstant(matchDate, fold);
  if (!at) throw new Error('the form sent a kickoff its rules refuse');
  return at.toISOString();
}

/** The statuses are the form's only when editing; a new slip and its picks start unset. */
function toPayload(v: DailySlipValues, editing: boolean): DailySlipPayload {
  return {
    date: v.date,
    won: editing ? fromStatusValue(v.won) : null,
    predictions: v.predictions.map((p) => ({
      expectedResult: p.expectedResult.trim(),
      odd: oddOf(p.odd),
      team1Id: p.team1,
      team2Id: p.team2,
      match_date: instantOf(p.match_date, p.match_fold),
      match_won: editing ? fromStatusValue(p.match_won) : null,
    })),
  };
}

/** The server's paths that this form shows under a field. */
export const dailySlipFields = slipFields(['date', 'won'], { team1Id: 'team1', team2Id: 'team2' });

function StatusSelect(props: Omit<Parameters<typeof SelectField>[0], 'children'>) {
  return (
    <SelectField {...props}>
      {statusOptions.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/** The daily mode of the slip editor: the date, and per pick the two teams and the kickoff; statuses when editing. */
export function DailySlipFields({
  item: slip,
  pending,
  failure,
  version,
  onSubmit,
  onCancel,
  teams,
}: EditorProps<AdminDailySlip, DailySlipPayload> & { teams: SlipTeam[] }) {
  const editing = slip !== null;
  const form = useForm<DailySlipValues>({ resolver: zodResolver(formSchema), defaultValues: defaultsOf(slip) });
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'predictions' });
  useServerFieldErrors(failure, setError);
  const { rebased } = useRebase(form, slip, defaultsOf);
  const picks = watch('predictions');
  // A new slip date moves every pick to 12:00 on that date.
  const onSlipDate = (date: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    getValues('predictions').forEach((_, i) => {
      setValue(`predictions.${i}.match_date`, noonOf(date), { shouldDirty: true });
      setValue(`predictions.${i}.match_fold`, '');
    });
  };
  const teamOptions = (
    <>
      <option value="">{slipFormTexts.chooseTeam}</option>
      {teams.map((t) => (
        <option key={t.documentId} value={t.documentId}>
          {t.name}
        </option>
      ))}
    </>
  );

  const head = (
    <div className="grid gap-4 sm:grid-cols-2">
      <ControlledWallClock
        control={control}
        name="date"
        dateOnly
        label={slipFormTexts.date}
        required
        hint={slipFormTexts.dateHint}
        error={errors.date?.message}
        onValueChange={onSlipDate}
      />
      {editing && <StatusSelect label={slipFormTexts.slipStatus} {...register('won')} />}
    </div>
  );
  const renderPick = (i: number) => {
    const e = errors.predictions?.[i];
    // Said at once, under the field: a time Romania's clock skips, or shows twice.
    const kickoff = checkWallTime(picks[i]?.match_date ?? '', picks[i]?.match_fold ?? '');
    return (
      <>
        <SelectField
          label={slipFormTexts.team1}
          required
          error={e?.team1?.message}
          {...register(`predictions.${i}.team1`)}
        >
          {teamOptions}
        </SelectField>
        <SelectField
          label={slipFormTexts.team2}
          required
          error={e?.team2?.message}
          {...register(`predictions.${i}.team2`)}
        >
          {teamOptions}
        </SelectField>
        <ControlledWallClock
          control={control}
          name={`predictions.${i}.match_date`}
          label={slipFormTexts.matchDate}
          required
          error={e?.match_date?.message ?? (kickoff.kind === 'gap' ? kickoff.message : undefined)}
          onValueChange={() => setValue(`predictions.${i}.match_fold`, '')}
        />
        {kickoff.kind === 'repeated' && (
          <WallTimeChoice
            question={kickoff.question}
            field={register(`predictions.${i}.match_fold`)}
            error={e?.match_fold?.message}
          />
        )}
        <ResultAndOdd
          expectedResult={register(`predictions.${i}.expectedResult`)}
          odd={register(`predictions.${i}.odd`)}
          errors={e}
        />
        {editing && <StatusSelect label={slipFormTexts.pickStatus} {...register(`predictions.${i}.match_won`)} />}
      </>
    );
  };

  return (
    <SlipFrame
      onSubmit={handleSubmit((v) => onSubmit(toPayload(v, editing)))}
      notice={
        <VersionNotice
          version={version}
          rebased={rebased}
          labels={{ date: slipFormTexts.date, won: slipFormTexts.slipStatus, predictions: slipFormTexts.picks }}
        />
      }
      failure={failure}
      head={head}
      pickIds={fields.map((f) => f.id)}
      pickGrid="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      renderPick={renderPick}
      onRemovePick={remove}
      onAddPick={() => append(emptyPick(getValues('date')))}
      odds={picks.map((p) => p.odd)}
      pending={pending}
      onCancel={onCancel}
    />
  );
}
