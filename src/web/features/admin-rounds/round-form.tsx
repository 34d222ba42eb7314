import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { ROUND_NAME_MAX_LENGTH, WINNER_PRIZE_MAX_LENGTH } from '../../../domain/limits.ts';
import {
  roundMessages,
  roundNameSchema,
  winnerPointsSchema,
  winnerPrizeSchema,
} from '../../../domain/round.schemas.ts';
import { maxLengthHint } from '../../../domain/text-limits.ts';
import { ErrorBanner } from '../../components/admin/error-banner.tsx';
import { FormActions, RemoveRowButton } from '../../components/admin/form-actions.tsx';
import { SelectField } from '../../components/admin/select-field.tsx';
import { useRebase } from '../../components/admin/use-rebase.ts';
import { type EditorVersion, VersionNotice } from '../../components/admin/version-notice.tsx';
import { Button } from '../../components/button.tsx';
import { Input } from '../../components/input.tsx';
import { Spinner } from '../../components/spinner.tsx';
import {
  type AdminRound,
  type RoundPayload,
  roundTopThree,
  sortedWinners,
  type UserOption,
  userOptionsQuery,
} from './rounds.api.ts';

const roundFormTexts = {
  name: 'Nume etapă',
  winners: 'Câștigători',
  winner: (n: number) => `Câștigător ${n}`,
  user: 'Utilizator',
  chooseUser: 'Alege utilizatorul',
  points: 'Puncte',
  prize: 'Premiu',
  addWinner: 'Adaugă câștigător',
  removeWinner: (n: number) => `Elimină câștigătorul ${n}`,
  fillFromLeaderboard: 'Completează din clasamentul etapei',
  leaderboardFailed: 'Nu s-a putut încărca clasamentul etapei.',
  noRoundPoints: 'Nimeni nu are încă puncte în această etapă.',
  noWinners: 'Niciun câștigător adăugat.',
  dropHint: 'Rândurile fără utilizator nu se salvează.',
  yes: 'da',
  no: 'nu',
} as const;

const winnerRow = z.object({ user: z.string(), points: z.string(), prize: z.string() });

const formSchema = z.object({
  name: roundNameSchema,
  current: z.boolean(),
  winners: z.array(winnerRow).superRefine((rows, ctx) => {
    rows.forEach((row, i) => {
      if (!row.user) return;
      const points = row.points.trim().replace(',', '.');
      if (points === '' || !winnerPointsSchema.safeParse(points).success) {
        ctx.addIssue({ code: 'custom', path: [i, 'points'], message: roundMessages.winnerPoints });
      }
      const prize = winnerPrizeSchema.safeParse(row.prize);
      if (!prize.success) {
        const message = prize.error.issues[0]?.message ?? roundMessages.winnerPrize;
        ctx.addIssue({ code: 'custom', path: [i, 'prize'], message });
      }
    });
  }),
});
type RoundFormValues = z.infer<typeof formSchema>;

const emptyWinner = { user: '', points: '', prize: '' };

function defaultsOf(round: AdminRound | null): RoundFormValues {
  if (!round) return { name: '', current: false, winners: [] };
  return {
    name: round.name,
    current: round.current,
    winners: sortedWinners(round.winners).map((w) => ({
      user: w.user?.documentId ?? '',
      points: String(w.currentPoints),
      prize: w.prize,
    })),
  };
}

/** Rows without a user are dropped; points are read as a decimal number. */
function toRoundPayload(values: RoundFormValues): RoundPayload {
  return {
    name: values.name.trim(),
    current: values.current,
    winners: values.winners
      .filter((w) => w.user)
      .map((w) => ({
        user: { connect: [w.user] },
        currentPoints: Number.parseFloat(w.points.replace(',', '.')),
        prize: w.prize.trim(),
      })),
  };
}

interface RoundFormProps {
  round: AdminRound | null;
  pending: boolean;
  error: string | null;
  version: EditorVersion;
  onSubmit: (payload: RoundPayload) => void;
  onCancel: () => void;
}

/** Waits for the users, so that a prefilled winner select shows its user. */
export function RoundForm(props: RoundFormProps) {
  const users = useQuery(userOptionsQuery());
  if (users.isPending) return <Spinner />;
  return <RoundFormFields {...props} users={users.data ?? []} />;
}

function RoundFormFields({
  round,
  pending,
  error,
  version,
  onSubmit,
  onCancel,
  users,
}: RoundFormProps & { users: UserOption[] }) {
  const [filling, setFilling] = useState(false);
  const [fillError, setFillError] = useState<string | null>(null);
  const form = useForm<RoundFormValues>({ resolver: zodResolver(formSchema), defaultValues: defaultsOf(round) });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'winners' });
  const { rebased } = useRebase(form, round, defaultsOf);

  const fillFromLeaderboard = async () => {
    if (!round) return;
    setFilling(true);
    setFillError(null);
    try {
      const top = await roundTopThree(round.documentId);
      if (top.length === 0) {
        setFillError(roundFormTexts.noRoundPoints);
        return;
      }
      const prizes = getValues('winners').map((w) => w.prize);
      replace(top.map((row, i) => ({ user: row.documentId, points: String(row.roundPoints), prize: prizes[i] ?? '' })));
    } catch {
      setFillError(roundFormTexts.leaderboardFailed);
    } finally {
      setFilling(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(toRoundPayload(values)))} className="space-y-5">
      <VersionNotice
        version={version}
        rebased={rebased}
        labels={{ name: roundFormTexts.name, current: adminMessages.setCurrentRound, winners: roundFormTexts.winners }}
        show={{ name: (v) => v, current: (v) => (v ? roundFormTexts.yes : roundFormTexts.no) }}
      />
      {error && <ErrorBanner message={error} />}
      <Input
        label={roundFormTexts.name}
        required
        hint={maxLengthHint(ROUND_NAME_MAX_LENGTH)}
        error={errors.name?.message}
        {...register('name')}
      />
      <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
        <input type="checkbox" className="size-5 accent-brand" {...register('current')} />
        {adminMessages.setCurrentRound}
      </label>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-bold text-ink">{roundFormTexts.winners}</legend>
        <p className="text-sm text-muted">{roundFormTexts.dropHint}</p>
        {round && (
          <div>
            <Button type="button" variant="outline" size="sm" pending={filling} onClick={fillFromLeaderboard}>
              {roundFormTexts.fillFromLeaderboard}
            </Button>
            {fillError && (
              <p role="alert" className="mt-1 text-sm font-medium text-danger">
                {fillError}
              </p>
            )}
          </div>
        )}
        {fields.length === 0 && <p className="text-sm text-muted">{roundFormTexts.noWinners}</p>}
        {fields.map((field, i) => {
          const rowErrors = errors.winners?.[i];
          return (
            <fieldset key={field.id} className="rounded-xl border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-ink">{roundFormTexts.winner(i + 1)}</legend>
              <div className="grid gap-3 sm:grid-cols-[2fr_1fr_2fr_auto] sm:items-start">
                <SelectField label={roundFormTexts.user} {...register(`winners.${i}.user`)}>
                  <option value="">{roundFormTexts.chooseUser}</option>
                  {users.map((u) => (
                    <option key={u.documentId} value={u.documentId}>
                      {u.username}
                    </option>
                  ))}
                </SelectField>
                <Input
                  label={roundFormTexts.points}
                  type="number"
                  step={1}
                  inputMode="numeric"
                  error={rowErrors?.points?.message}
                  {...register(`winners.${i}.points`)}
                />
                <Input
                  label={roundFormTexts.prize}
                  hint={maxLengthHint(WINNER_PRIZE_MAX_LENGTH)}
                  error={rowErrors?.prize?.message}
                  {...register(`winners.${i}.prize`)}
                />
                <RemoveRowButton
                  className="sm:mt-7"
                  label={roundFormTexts.removeWinner(i + 1)}
                  onClick={() => remove(i)}
                />
              </div>
            </fieldset>
          );
        })}
        <Button type="button" variant="outline" size="sm" onClick={() => append(emptyWinner)}>
          {roundFormTexts.addWinner}
        </Button>
      </fieldset>

      <FormActions pending={pending} onCancel={onCancel} />
    </form>
  );
}
