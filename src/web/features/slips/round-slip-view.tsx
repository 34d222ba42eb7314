import { useId } from 'react';
import { formatOdds, totalOdds } from '../../../domain/odds.ts';
import type { RoundSlip } from '../../../domain/slips.schemas.ts';
import { Skeleton } from '../../components/spinner.tsx';
import { slipPageMessages as t } from './slip-messages.ts';
import { SlipPick, TotalOdds } from './slip-pick.tsx';
import { SlipResult } from './slip-result.tsx';

/** The round's slip: its result, the picks (one match each) and the total odd. */
export function RoundSlipView({ slip }: { slip: RoundSlip }) {
  const headingId = useId();
  const picks = slip.predictions.flatMap((p) => {
    const match = p.matches[0];
    return match ? [{ ...p, match }] : [];
  });
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="round-slip"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {t.picks}
        </h2>
        <SlipResult status={slip.won} />
      </div>
      <ul className="mt-2 divide-y divide-slate-200">
        {picks.map((p) => (
          <SlipPick
            key={p.id}
            team1={p.match.team1}
            team2={p.match.team2}
            date={p.match.date}
            expectedResult={p.expectedResult}
            odd={p.odd}
          />
        ))}
      </ul>
      <TotalOdds className="mt-2" odds={formatOdds(totalOdds(slip.predictions.map((p) => p.odd)))} />
    </section>
  );
}

export function RoundSlipSkeleton() {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-9 w-44 rounded-full" />
      </div>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex flex-col gap-2 border-b border-slate-200 py-4">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
      <Skeleton className="mt-4 h-14 w-full" />
    </div>
  );
}
