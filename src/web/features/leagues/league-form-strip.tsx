import { formatNumber } from '../../../domain/numerals.ts';
import { leaguesMessages as t } from './leagues-messages.ts';

interface FormStripProps {
  /** The member's points in each round, oldest first. */
  points: number[];
  /** The rounds of the form, in the same order. */
  rounds: { documentId: string; name: string }[];
  /** The best points of each round among the rows shown: how good a round was is read against it. */
  best: number[];
}

/**
 * Darker as a round goes better against the best of it: nothing, under a third, under two thirds, the rest
 * (each pair of colours reads at 4.5:1 or more).
 */
function chipLook(points: number, best: number) {
  if (points <= 0 || best <= 0) return 'bg-slate-100 text-slate-700 ring-1 ring-slate-300 ring-inset';
  if (points * 3 < best) return 'bg-emerald-100 text-emerald-900';
  if (points * 3 < best * 2) return 'bg-emerald-700 text-white';
  return 'bg-brand-darker text-yellow-300';
}

/** A member's form: one chip per round with its points, the latest on the right; a sentence for screen readers. */
export function FormStrip({ points, rounds, best }: FormStripProps) {
  const items = rounds.map((r, i) => ({ ...r, points: points[i] ?? 0, best: best[i] ?? 0 }));
  return (
    <>
      <span aria-hidden="true" className="flex flex-wrap gap-0.5">
        {items.map((r) => (
          <span
            key={r.documentId}
            title={t.formRound(r.name, r.points)}
            className={`inline-block h-5 min-w-6 rounded px-0.5 text-center text-[11px] leading-5 font-bold tabular-nums ${chipLook(r.points, r.best)}`}
          >
            {formatNumber(r.points)}
          </span>
        ))}
      </span>
      <span className="sr-only">{t.formOf(items.map((r) => t.formRound(r.name, r.points)).join(', '))}</span>
    </>
  );
}
