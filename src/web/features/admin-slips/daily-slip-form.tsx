import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { fromBucharestInput, toBucharestInput } from '../../../domain/dates.ts';
import { EXPECTED_RESULT_MAX_LENGTH } from '../../../domain/limits.ts';
import { expectedResultSchema, slipMessages } from '../../../domain/slips.schemas.ts';
import { maxLengthHint } from '../../../domain/text-limits.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { Spinner } from '../../components/spinner.tsx';
import type { FormFailure } from '../../form-errors.ts';
import { DecimalField } from '../admin-ui/decimal-field.tsx';
import { ErrorBanner } from '../admin-ui/error-banner.tsx';
import { SelectField } from '../admin-ui/select-field.tsx';
import { useServerFieldErrors } from '../admin-ui/server-field-errors.ts';
import { RoDateField, WallClockField } from '../admin-ui/wall-clock-field.tsx';
import { FormActions, LiveTotal, oddField, oddOf, oddText, slipFields, slipFormTexts } from './slip-form-parts.tsx';
import { fromStatusValue, type StatusValue, statusOptions, toStatusValue } from './slip-status.tsx';
import { type AdminDailySlip, type DailySlipPayload, type SlipTeam, slipTeamOptionsQuery } from './slips.api.ts';

const status = z.enum(['', 'true', 'false']);

const pickSchema = z
  .object({
    team1: z.string().min(1, slipMessages.teamsRequired),
    team2: z.string().min(1, slipMessages.teamsRequired),
    match_date: z
      .string()
      .min(1, slipMessages.matchDateRequired)
      .refine((s) => !Number.isNaN(fromBucharestInput(s).getTime()), slipMessages.matchDateInvalid),
    expectedResult: expectedResultSchema,
    odd: oddField,
    match_won: status,
  })
  .refine((p) => !p.team1 || p.team1 !== p.team2, { path: ['team2'], message: slipMessages.sameTeams });

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
      expectedResult: p.expectedResult,
      odd: oddText(p.odd),
      match_won: toStatusValue(p.match_won),
    })),
  };
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
      match_date: fromBucharestInput(p.match_date).toISOString(),
      match_won: editing ? fromStatusValue(p.match_won) : null,
    })),
  };
}

/** The server's paths that this form shows under a field. */
export const dailySlipFields = slipFields(['date', 'won'], { team1Id: 'team1', team2Id: 'team2' });

interface DailySlipFormProps {
  slip: AdminDailySlip | null;
  pending: boolean;
  failure: FormFailure | null;
  onSubmit: (payload: DailySlipPayload) => void;
  onCancel: () => void;
}

/** Waits for the teams, so that prefilled team selects show their values. */
export function DailySlipForm(props: DailySlipFormProps) {
  const teams = useQuery(slipTeamOptionsQuery());
  if (teams.isPending) return <Spinner />;
  if (teams.isError) return <ErrorBanner message={slipFormTexts.loadFailed} />;
  return <DailySlipFields {...props} teams={teams.data} />;
}

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

function DailySlipFields({
  slip,
  pending,
  failure,
  onSubmit,
  onCancel,
  teams,
}: DailySlipFormProps & { teams: SlipTeam[] }) {
  const editing = slip !== null;
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<DailySlipValues>({ resolver: zodResolver(formSchema), defaultValues: defaultsOf(slip) });
  const { fields, append, remove } = useFieldArray({ control, name: 'predictions' });
  useServerFieldErrors(failure, setError);
  const picks = watch('predictions');
  // A new slip date moves every pick to 12:00 on that date.
  const onSlipDate = (date: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    getValues('predictions').forEach((_, i) => {
      setValue(`predictions.${i}.match_date`, noonOf(date), { shouldDirty: true });
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

  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit(toPayload(v, editing)))} className="space-y-4">
      {failure && <ErrorMessage text={failure.summary} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="date"
          render={({ field }) => (
            <RoDateField
              label={slipFormTexts.date}
              required
              hint={slipFormTexts.dateHint}
              error={errors.date?.message}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(value) => {
                field.onChange(value);
                onSlipDate(value);
              }}
            />
          )}
        />
        {editing && <StatusSelect label={slipFormTexts.slipStatus} {...register('won')} />}
      </div>
      {fields.map((field, i) => {
        const e = errors.predictions?.[i];
        return (
          <fieldset key={field.id} className="rounded-xl border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-ink">{slipFormTexts.pick(i + 1)}</legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
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
              <Controller
                control={control}
                name={`predictions.${i}.match_date`}
                render={({ field }) => (
                  <WallClockField
                    label={slipFormTexts.matchDate}
                    required
                    error={e?.match_date?.message}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
              <Input
                label={slipFormTexts.expectedResult}
                required
                hint={maxLengthHint(EXPECTED_RESULT_MAX_LENGTH)}
                error={e?.expectedResult?.message}
                {...register(`predictions.${i}.expectedResult`)}
              />
              <DecimalField
                label={slipFormTexts.odd}
                required
                hint={slipFormTexts.oddHint}
                error={e?.odd?.message}
                {...register(`predictions.${i}.odd`)}
              />
              {editing && <StatusSelect label={slipFormTexts.pickStatus} {...register(`predictions.${i}.match_won`)} />}
            </div>
            {i > 0 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-2"
                aria-label={slipFormTexts.removePick(i + 1)}
                onClick={() => remove(i)}
              >
                {slipFormTexts.remove}
              </Button>
            )}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="outline" size="sm" onClick={() => append(emptyPick(getValues('date')))}>
          {slipFormTexts.addPick}
        </Button>
        <LiveTotal odds={picks.map((p) => p.odd)} />
      </div>
      <FormActions pending={pending} onCancel={onCancel} />
    </form>
  );
}
