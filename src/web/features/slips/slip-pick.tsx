import { formatDateTime } from '../../../domain/dates.ts';
import { formatOdds } from '../../../domain/odds.ts';
import type { SlipStatus } from '../../../domain/slip-status.ts';
import { slipPageMessages as t } from './slip-messages.ts';
import { PickResult } from './slip-result.tsx';
import { TeamsLine } from './team-emblem.tsx';

type Team = { name: string; emblem: { url: string } | null };

interface SlipPickProps {
  team1: Team;
  team2: Team;
  /** The kickoff, an ISO date-time. */
  date: string;
  expectedResult: string;
  odd: number;
  /** A daily pick's own result; undefined on the round slip. */
  result?: SlipStatus;
}

/** One pick of a slip: the match, its kickoff, the expected result and the odd. */
export function SlipPick({ team1, team2, date, expectedResult, odd, result }: SlipPickProps) {
  return (
    <li data-testid="slip-pick" className="flex flex-col gap-2 py-4">
      <TeamsLine team1={team1} team2={team2} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          {t.kickoff} <time dateTime={date}>{formatDateTime(date)}</time>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <dl className="flex gap-2">
            <div className="flex items-baseline gap-1.5 rounded-lg bg-brand-light px-3 py-1">
              <dt className="text-xs font-semibold text-emerald-900 uppercase">{t.expectedResult}</dt>
              <dd data-testid="pick-expected" className="font-bold text-brand-darker">
                {expectedResult}
              </dd>
            </div>
            <div className="flex items-baseline gap-1.5 rounded-lg bg-slate-100 px-3 py-1">
              <dt className="text-xs font-semibold text-slate-700 uppercase">{t.odd}</dt>
              <dd data-testid="pick-odd" className="font-bold tabular-nums text-ink">
                {formatOdds(odd)}
              </dd>
            </div>
          </dl>
          {result !== undefined && <PickResult status={result} />}
        </div>
      </div>
    </li>
  );
}

/** The slip's total odd, highlighted. */
export function TotalOdds({ odds, className = '' }: { odds: string; className?: string }) {
  return (
    <p
      className={`on-dark flex items-center justify-between gap-3 rounded-xl bg-brand px-4 py-3 text-white ${className}`}
    >
      <span className="font-semibold">{t.totalOdds}</span>
      <span data-testid="total-odds" className="text-2xl font-black tabular-nums text-yellow-300">
        {odds}
      </span>
    </p>
  );
}
