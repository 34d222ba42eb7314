import { useId } from 'react';
import { formatDate } from '../../../domain/dates.ts';
import { formatOdds, totalOdds } from '../../../domain/odds.ts';
import type { DailySlip } from '../../../domain/slips.schemas.ts';
import { Skeleton } from '../../components/spinner.tsx';
import { SlipPick, TotalOdds } from './slip-pick.tsx';
import { SlipResult } from './slip-result.tsx';

/** 'YYYY-MM-DD' as a calendar day, read at noon UTC so no zone moves it to another day. */
const slipDay = (date: string) => formatDate(`${date}T12:00:00Z`);

/** One daily slip: its date, the picks with their own results, the total odd and the slip's result. */
export function DailySlipCard({ slip }: { slip: DailySlip }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-testid="daily-slip"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-xl font-bold text-ink">
          <time dateTime={slip.date}>{slipDay(slip.date)}</time>
        </h3>
        <SlipResult status={slip.won} />
      </div>
      <ul className="mt-2 divide-y divide-slate-200">
        {slip.predictions.map((p) => (
          <SlipPick
            key={p.id}
            team1={p.team1}
            team2={p.team2}
            date={p.match_date}
            expectedResult={p.expectedResult}
            odd={p.odd}
            result={p.match_won}
          />
        ))}
      </ul>
      <TotalOdds className="mt-2" odds={formatOdds(totalOdds(slip.predictions.map((p) => p.odd)))} />
    </article>
  );
}

export function DailySlipsSkeleton() {
  return (
    <div className="grid gap-6">
      {[0, 1].map((i) => (
        <div key={i} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <div className="flex items-center justify-between gap-3">
            <Skeleton className="h-7 w-44" />
            <Skeleton className="h-9 w-44 rounded-full" />
          </div>
          {[0, 1].map((j) => (
            <div key={j} className="flex flex-col gap-2 border-b border-slate-200 py-4">
              <Skeleton className="h-8 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ))}
          <Skeleton className="mt-4 h-14 w-full" />
        </div>
      ))}
    </div>
  );
}
