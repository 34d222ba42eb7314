import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { REDIRECT_AFTER_SAVE_MS } from '../../../domain/limits.ts';
import type { Match } from '../../../domain/match.schemas.ts';
import { gameMessages, predictMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import type { Prediction } from '../../../domain/prediction.schemas.ts';
import type { PredictionType } from '../../../domain/scoring.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import {
  categoryLabels,
  emptyFormValues,
  formatPrediction,
  missingCategories,
  type PredictionFormValues,
  toPredictionInputs,
} from '../../components/prediction-categories.ts';
import { type Messages, useLightForm } from '../../light-form.ts';
import { PickField } from './pick-field.tsx';
import { saveFailure, useSavePredictions } from './predictions.api.ts';

/** Goals are empty (not predicted) or 0-99. The picks need no check: their radios hold only 1, X and 2. */
const goalsMessage = (v: string) =>
  v.trim() === '' || /^\d{1,2}$/.test(v.trim()) ? undefined : predictMessages.goalsInvalid;
const formMessages = (v: PredictionFormValues): Messages<PredictionFormValues> => ({
  team1Goals: goalsMessage(v.team1Goals),
  team2Goals: goalsMessage(v.team2Goals),
});

/** The SMS verification screen of the registration. */
const verifyPhonePath = paths.verifyPhone;

interface PredictionFormProps {
  match: Match;
  userId: string;
  /** What the user already predicted for this match. */
  predictions: readonly Prediction[];
  /** True once the match is closed (deadline, a result, a round that is not current): everything is disabled. */
  closed: boolean;
}

/** The three categories: each either read-only ('Predicția ta: …') or an input; submit saves the missing ones. */
export function PredictionForm({ match, userId, predictions, closed }: PredictionFormProps) {
  const navigate = useNavigate();
  const mutation = useSavePredictions();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useLightForm<PredictionFormValues>({ validate: formMessages, defaultValues: emptyFormValues });

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate(paths.matches), REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  const missing = missingCategories(predictions);
  const made = (type: PredictionType) => predictions.find((p) => p.type === type);
  const disabled = closed || mutation.isPending || saved;

  const onSubmit = (values: PredictionFormValues) => {
    const inputs = toPredictionInputs(values, missing);
    if (inputs.length === 0) {
      setError('root', { message: gameMessages.atLeastOne });
      return;
    }
    clearErrors('root');
    mutation.mutate({ userId, matchId: match.documentId, predictions: inputs }, { onSuccess: () => setSaved(true) });
  };

  const failure = mutation.isError ? saveFailure(mutation.error) : null;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <fieldset
        disabled={disabled}
        className="min-w-0 space-y-4 [&_input:disabled]:cursor-not-allowed [&_input:disabled]:bg-slate-100"
      >
        <Category label={categoryLabels.score} made={made('score')}>
          <fieldset className="min-w-0">
            <legend className="text-lg font-bold text-brand-darker">{categoryLabels.score}</legend>
            <p className="mt-1 text-sm text-muted">{predictMessages.scoreHint}</p>
            <div className="mt-3 grid grid-cols-2 gap-3">
              <Input
                label={predictMessages.home}
                hint={match.team1.name}
                type="number"
                inputMode="numeric"
                min={0}
                max={99}
                step={1}
                error={errors.team1Goals?.message}
                {...register('team1Goals')}
              />
              <Input
                label={predictMessages.away}
                hint={match.team2.name}
                type="number"
                inputMode="numeric"
                min={0}
                max={99}
                step={1}
                error={errors.team2Goals?.message}
                {...register('team2Goals')}
              />
            </div>
          </fieldset>
        </Category>
        <Category label={categoryLabels.cards} made={made('cards')}>
          <PickField legend={categoryLabels.cards} hint={predictMessages.cardsHint} field={register('cards')} />
        </Category>
        <Category label={categoryLabels.corners} made={made('corners')}>
          <PickField legend={categoryLabels.corners} hint={predictMessages.cornersHint} field={register('corners')} />
        </Category>
      </fieldset>

      {errors.root?.message && <ErrorMessage text={errors.root.message} />}
      {failure && (
        <ErrorMessage text={failure.message}>
          {failure.phoneNotVerified && (
            <Link to={verifyPhonePath} className="mt-1 inline-block font-semibold underline underline-offset-2">
              {predictMessages.verifyPhone}
            </Link>
          )}
        </ErrorMessage>
      )}
      <div role="status" aria-live="polite">
        {saved && (
          <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 font-semibold text-emerald-900">
            {gameMessages.saved}
          </p>
        )}
      </div>

      {missing.length > 0 ? (
        <Button
          type="submit"
          variant="secondary"
          size="lg"
          pending={mutation.isPending}
          disabled={disabled}
          className="w-full"
        >
          {predictMessages.save}
        </Button>
      ) : (
        !saved && <p className="text-center font-medium text-muted">{predictMessages.allDoneHere}</p>
      )}
    </form>
  );
}

const box = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

/** A category already predicted shows its value; a missing one shows its inputs. */
function Category({ label, made, children }: { label: string; made: Prediction | undefined; children: ReactNode }) {
  if (!made) return <div className={box}>{children}</div>;
  return (
    <section aria-label={label} className={box}>
      <h2 className="text-lg font-bold text-brand-darker">{label}</h2>
      <p className="mt-2 text-ink">
        {gameMessages.yourPrediction} <strong className="text-lg tabular-nums">{formatPrediction(made)}</strong>
      </p>
    </section>
  );
}
