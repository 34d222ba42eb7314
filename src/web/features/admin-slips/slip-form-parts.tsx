import { z } from 'zod';
import { formatOdds, totalOdds } from '../../../domain/odds.ts';
import { formatDecimal, parseDecimal } from '../../../domain/ro-format.ts';
import { oddSchema, slipMessages } from '../../../domain/slips.schemas.ts';
import { Button } from '../../components/button.tsx';
import type { FieldOf } from '../../form-errors.ts';

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
  remove: 'Elimină',
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
  save: 'Salvează',
  cancel: 'Anulează',
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
export function LiveTotal({ odds }: { odds: string[] }) {
  const valid = odds.map(oddOf).filter((n) => Number.isFinite(n) && n >= 1);
  return (
    <p className="text-lg font-bold text-ink" aria-live="polite">
      {slipFormTexts.total}: <output className="text-brand-darker">{formatOdds(totalOdds(valid))}</output>
    </p>
  );
}

export function FormActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button type="button" variant="outline" onClick={onCancel}>
        {slipFormTexts.cancel}
      </Button>
      <Button type="submit" variant="secondary" pending={pending}>
        {slipFormTexts.save}
      </Button>
    </div>
  );
}
