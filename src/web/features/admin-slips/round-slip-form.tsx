import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { formatShortDateTime } from '../../../domain/dates.ts';
import { hasStarted } from '../../../domain/deadline.ts';
import { expectedResultSchema, slipMessages } from '../../../domain/slips.schemas.ts';
import type { EditorProps } from '../../components/admin/resource-screen.tsx';
import { SelectField } from '../../components/admin/select-field.tsx';
import { useServerFieldErrors } from '../../components/admin/server-field-errors.ts';
import { useRebase } from '../../components/admin/use-rebase.ts';
import { VersionNotice } from '../../components/admin/version-notice.tsx';
import { oddField, oddOf, oddText, ResultAndOdd, SlipFrame, slipFields, slipFormTexts } from './slip-form-parts.tsx';
import { type AdminRoundSlip, type RoundSlipPick, roundMatchesQuery, type SlipMatch } from './slips.api.ts';

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

function defaultsOf(slip: AdminRoundSlip | null): RoundSlipValues {
  if (!slip) return { round: '', predictions: [emptyPick] };
  return {
    round: slip.round?.documentId ?? '',
    predictions: slip.predictions.map((p) => ({
      match: p.matches[0]?.documentId ?? '',
      expectedResult: p.expectedResult,
      odd: oddText(p.odd),
    })),
  };
}

export interface RoundSlipSubmit {
  round: string;
  predictions: RoundSlipPick[];
}

/** The server's paths that this form shows under a field. */
export const roundSlipFields = slipFields(['round'], { matches: 'match' });

function matchLabel(m: SlipMatch, takenElsewhere: boolean, started: boolean) {
  let label = `${m.team1.name} – ${m.team2.name} (${formatShortDateTime(m.date)})`;
  if (takenElsewhere) label += ` ${adminMessages.alreadySelected}`;
  if (started) label += ` ${adminMessages.matchStarted}`;
  return label;
}

/** The round mode of the slip editor: the round (fixed once saved), and per pick one of its matches. */
export function RoundSlipFields({
  item: slip,
  takenRounds,
  pending,
  failure,
  version,
  onSubmit,
  onCancel,
  rounds,
}: EditorProps<AdminRoundSlip, RoundSlipSubmit> & {
  /** Rounds that have a slip already: disabled in the select. */
  takenRounds: ReadonlySet<string>;
  rounds: { documentId: string; name: string }[];
}) {
  const editing = slip !== null;
  const form = useForm<RoundSlipValues>({ resolver: zodResolver(formSchema), defaultValues: defaultsOf(slip) });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'predictions' });
  useServerFieldErrors(failure, setError);
  const { rebased } = useRebase(form, slip, defaultsOf);
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

  const head = (
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
  );
  const renderPick = (i: number) => {
    const chosenElsewhere = new Set(picks.filter((_, j) => j !== i).map((p) => p.match));
    const rowErrors = errors.predictions?.[i];
    return (
      <>
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
        <ResultAndOdd
          expectedResult={register(`predictions.${i}.expectedResult`)}
          odd={register(`predictions.${i}.odd`)}
          errors={rowErrors}
        />
      </>
    );
  };

  return (
    <SlipFrame
      onSubmit={handleSubmit(submit)}
      notice={
        <VersionNotice
          version={version}
          rebased={rebased}
          labels={{ round: slipFormTexts.round, predictions: slipFormTexts.picks }}
        />
      }
      failure={failure}
      head={head}
      pickIds={fields.map((f) => f.id)}
      pickGrid="grid gap-3 sm:grid-cols-[3fr_1fr_1fr] sm:items-start"
      renderPick={renderPick}
      onRemovePick={remove}
      onAddPick={() => append(emptyPick)}
      odds={picks.map((p) => p.odd)}
      pending={pending}
      onCancel={onCancel}
    />
  );
}
