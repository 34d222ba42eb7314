import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { EXPECTED_RESULT_MAX_LENGTH } from '../../../domain/limits.ts';
import { formatOdds, totalOdds } from '../../../domain/odds.ts';
import { formatDecimal, parseDecimal } from '../../../domain/ro-format.ts';
import { oddSchema, slipMessages } from '../../../domain/slips.schemas.ts';
import { maxLengthHint } from '../../../domain/text-limits.ts';
import { DecimalField } from '../../components/admin/decimal-field.tsx';
import { FormActions, RemoveRowButton } from '../../components/admin/form-actions.tsx';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import type { FieldOf, FormFailure } from '../../form-errors.ts';

export const slipFormTexts = {
  round: 'Etapă',
  chooseRound: 'Alege etapa',
  roundLocked: 'Etapa biletului nu se poate schimba.',
  pick: (n: number) => `Predicția ${n}`,
  match: 'Meci',
  chooseMatch: 'Alege meciul',
  chooseRoundFirst: 'Alege întâi etapa',
  loadingMatches: 'Se încarcă meciurile...',
  expectedResult: 'Rezultat așteptat',
  expectedResultHint: 'De exemplu 1, X, 2, GG, NG',
  odd: 'Cotă',
  oddHint: 'Minimum 1, cu cel mult două zecimale, de exemplu 1,85.',
  dateInvalid: 'Data biletului nu este validă (ZZ.LL.AAAA).',
  addPick: 'Adaugă predicție',
  removePick: (n: number) => `Elimină predicția ${n}`,
  total: 'Cotă totală',
  date: 'Data biletului',
  dateHint: 'Schimbarea datei mută toate meciurile la ora 12:00 în acea zi.',
  team1: 'Echipa 1',
  team2: 'Echipa 2',
  chooseTeam: 'Alege echipa',
  matchDate: 'Data și ora meciului (ora României)',
  slipStatus: 'Status bilet',
  pickStatus: 'Status predicție',
  loadFailed: 'Nu s-au putut încărca datele formularului.',
  picks: 'Predicțiile',
} as const;

/**
 * The server's paths of a slip's form: its own fields, and each pick's ('predictions.2.odd'), where the server's
 * names differ (matches, team1Id) renamed to the form's.
 */
export function slipFields(own: readonly string[], renames: Record<string, string>): FieldOf {
  return (path) => {
    if (own.includes(path)) return path;
    const pick = /^predictions\.(\d+)\.(\w+)$/.exec(path);
    return pick ? `predictions.${pick[1]}.${renames[pick[2]] ?? pick[2]}` : undefined;
  };
}

/** An odd typed in the form: a number of at least 1 with two decimals at most. */
export const oddField = z
  .string()
  .trim()
  .min(1, slipMessages.oddNumber)
  .superRefine((s, ctx) => {
    const parsed = oddSchema.safeParse(parseDecimal(s) ?? undefined);
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
  });

export const oddOf = (s: string) => parseDecimal(s) ?? Number.NaN;

/** An odd as the form shows it: '1,85'. */
export const oddText = (odd: number) => formatDecimal(odd);

/** The product of the odds typed so far (ignoring those not valid yet), with two decimals. */
function LiveTotal({ odds }: { odds: string[] }) {
  const valid = odds.map(oddOf).filter((n) => Number.isFinite(n) && n >= 1);
  return (
    <p className="text-lg font-bold text-ink" aria-live="polite">
      {slipFormTexts.total}: <output className="text-brand-darker">{formatOdds(totalOdds(valid))}</output>
    </p>
  );
}

/** A pick's expected result and odd, the two fields that both kinds of slip ask for. */
export function ResultAndOdd({
  expectedResult,
  odd,
  errors,
}: {
  expectedResult: UseFormRegisterReturn;
  odd: UseFormRegisterReturn;
  errors: { expectedResult?: { message?: string }; odd?: { message?: string } } | undefined;
}) {
  return (
    <>
      <Input
        label={slipFormTexts.expectedResult}
        required
        hint={maxLengthHint(EXPECTED_RESULT_MAX_LENGTH)}
        error={errors?.expectedResult?.message}
        {...expectedResult}
      />
      <DecimalField
        label={slipFormTexts.odd}
        required
        hint={slipFormTexts.oddHint}
        error={errors?.odd?.message}
        {...odd}
      />
    </>
  );
}

interface SlipFrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Above everything: a save refused because the slip changed meanwhile, and its reload. */
  notice: ReactNode;
  failure: FormFailure | null;
  /** The slip's own fields, above the picks. */
  head: ReactNode;
  /** One id per pick (React Hook Form's field array). */
  pickIds: string[];
  pickGrid: string;
  renderPick: (index: number) => ReactNode;
  onRemovePick: (index: number) => void;
  onAddPick: () => void;
  odds: string[];
  pending: boolean;
  onCancel: () => void;
}

/**
 * The form of a slip, either kind: its failure, its own fields, one fieldset per pick (removable from the second),
 * the button that adds a pick beside the live total, and the actions.
 */
export function SlipFrame({
  onSubmit,
  notice,
  failure,
  head,
  pickIds,
  pickGrid,
  renderPick,
  onRemovePick,
  onAddPick,
  odds,
  pending,
  onCancel,
}: SlipFrameProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {notice}
      {failure && <ErrorMessage text={failure.summary} />}
      {head}
      {pickIds.map((id, i) => (
        <fieldset key={id} className="rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-ink">{slipFormTexts.pick(i + 1)}</legend>
          <div className={pickGrid}>{renderPick(i)}</div>
          {i > 0 && (
            <RemoveRowButton className="mt-2" label={slipFormTexts.removePick(i + 1)} onClick={() => onRemovePick(i)} />
          )}
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="outline" size="sm" onClick={onAddPick}>
          {slipFormTexts.addPick}
        </Button>
        <LiveTotal odds={odds} />
      </div>
      <FormActions pending={pending} onCancel={onCancel} />
    </form>
  );
}
