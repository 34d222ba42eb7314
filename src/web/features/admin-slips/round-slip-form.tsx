import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { formatShortDateTime } from '../../../domain/dates.ts';
import { hasStarted } from '../../../domain/deadline.ts';
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
import { FormActions, LiveTotal, oddField, oddOf, oddText, slipFields, slipFormTexts } from './slip-form-parts.tsx';
import {
  type AdminRoundSlip,
  type RoundSlipPick,
  roundMatchesQuery,
  type SlipMatch,
  slipRoundOptionsQuery,
} from './slips.api.ts';

const formSchema = z.object({
  round: z.string().min(1, slipMessages.roundRequired),
  predictions: z
    .array(
      z.object({
        match: z.string().min(1, slipMessages.matchRequired),
        expectedResult: expectedResultSchema,
        odd: oddField,
      }),
    )
    .min(1, slipMessages.predictionsRequired)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        if (r.match && seen.has(r.match)) {
          ctx.addIssue({ code: 'custom', path: [i, 'match'], message: slipMessages.matchTwice });
        }
        seen.add(r.match);
      });
    }),
});
type RoundSlipValues = z.infer<typeof formSchema>;

const emptyPick = { match: '', expectedResult: '', odd: '' };

export interface RoundSlipSubmit {
  round: string;
  predictions: RoundSlipPick[];
}

/** The server's paths that this form shows under a field. */
export const roundSlipFields = slipFields(['round'], { matches: 'match' });

interface RoundSlipFormProps {
  slip: AdminRoundSlip | null;
  /** Rounds that have a slip already: disabled in the select. */
  takenRounds: ReadonlySet<string>;
  pending: boolean;
  failure: FormFailure | null;
  onSubmit: (values: RoundSlipSubmit) => void;
  onCancel: () => void;
}

/** Waits for the rounds (and, when editing, the slip's matches) so that prefilled selects show their values. */
export function RoundSlipForm(props: RoundSlipFormProps) {
  const rounds = useQuery(slipRoundOptionsQuery());
  const editMatches = useQuery(roundMatchesQuery(props.slip?.round?.documentId ?? ''));
  if (rounds.isPending || (props.slip && editMatches.isPending)) return <Spinner />;
  if (rounds.isError) return <ErrorBanner message={slipFormTexts.loadFailed} />;
  return <RoundSlipFields {...props} rounds={rounds.data} />;
}

function matchLabel(m: SlipMatch, takenElsewhere: boolean, started: boolean) {
  let label = `${m.team1.name} – ${m.team2.name} (${formatShortDateTime(m.date)})`;
  if (takenElsewhere) label += ` ${adminMessages.alreadySelected}`;
  if (started) label += ` ${adminMessages.matchStarted}`;
  return label;
}

function RoundSlipFields({
  slip,
  takenRounds,
  pending,
  failure,
  onSubmit,
  onCancel,
  rounds,
}: RoundSlipFormProps & { rounds: { documentId: string; name: string }[] }) {
  const editing = slip !== null;
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<RoundSlipValues>({
    resolver: zodResolver(formSchema),
    defaultValues: slip
      ? {
          round: slip.round?.documentId ?? '',
          predictions: slip.predictions.map((p) => ({
            match: p.matches[0]?.documentId ?? '',
            expectedResult: p.expectedResult,
            odd: oddText(p.odd),
          })),
        }
      : { round: '', predictions: [emptyPick] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'predictions' });
  useServerFieldErrors(failure, setError);
  const round = watch('round');
  const picks = watch('predictions');
  const matches = useQuery(roundMatchesQuery(round));
  const now = Date.now();
  const roundField = register('round', {
    onChange: () => {
      for (let i = 0; i < picks.length; i++) setValue(`predictions.${i}.match`, '');
    },
  });

  const submit = (v: RoundSlipValues) =>
    onSubmit({
      round: v.round,
      predictions: v.predictions.map((p) => ({
        expectedResult: p.expectedResult.trim(),
        odd: oddOf(p.odd),
        matches: { connect: [p.match] },
      })),
    });

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      {failure && <ErrorMessage text={failure.summary} />}
      <SelectField
        label={slipFormTexts.round}
        required
        hint={editing ? slipFormTexts.roundLocked : undefined}
        error={errors.round?.message}
        {...(editing ? { disabled: true, value: round } : roundField)}
      >
        <option value="">{slipFormTexts.chooseRound}</option>
        {rounds.map((r) => {
          const taken = takenRounds.has(r.documentId) && r.documentId !== slip?.round?.documentId;
          return (
            <option key={r.documentId} value={r.documentId} disabled={taken}>
              {taken ? `${r.name} ${adminMessages.slipExists}` : r.name}
            </option>
          );
        })}
      </SelectField>

      {fields.map((field, i) => {
        const rowErrors = errors.predictions?.[i];
        const chosenElsewhere = new Set(picks.filter((_, j) => j !== i).map((p) => p.match));
        return (
          <fieldset key={field.id} className="rounded-xl border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-ink">{slipFormTexts.pick(i + 1)}</legend>
            <div className="grid gap-3 sm:grid-cols-[3fr_1fr_1fr] sm:items-start">
              <SelectField
                label={slipFormTexts.match}
                required
                error={rowErrors?.match?.message}
                {...register(`predictions.${i}.match`)}
              >
                <option value="">
                  {!round
                    ? slipFormTexts.chooseRoundFirst
                    : matches.isPending
                      ? slipFormTexts.loadingMatches
                      : slipFormTexts.chooseMatch}
                </option>
                {(matches.data ?? []).map((m) => {
                  const elsewhere = chosenElsewhere.has(m.documentId);
                  const started = hasStarted(m.date, now);
                  return (
                    <option key={m.documentId} value={m.documentId} disabled={elsewhere || started}>
                      {matchLabel(m, elsewhere, started)}
                    </option>
                  );
                })}
              </SelectField>
              <Input
                label={slipFormTexts.expectedResult}
                required
                hint={maxLengthHint(EXPECTED_RESULT_MAX_LENGTH)}
                error={rowErrors?.expectedResult?.message}
                {...register(`predictions.${i}.expectedResult`)}
              />
              <DecimalField
                label={slipFormTexts.odd}
                required
                hint={slipFormTexts.oddHint}
                error={rowErrors?.odd?.message}
                {...register(`predictions.${i}.odd`)}
              />
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
        <Button type="button" variant="outline" size="sm" onClick={() => append(emptyPick)}>
          {slipFormTexts.addPick}
        </Button>
        <LiveTotal odds={picks.map((p) => p.odd)} />
      </div>
      <FormActions pending={pending} onCancel={onCancel} />
    </form>
  );
}
