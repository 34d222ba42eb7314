import { useId, useState } from 'react';
import { formatShortDateTime } from '../../../domain/dates.ts';
import type { MatchStats } from '../../../domain/round-stats.schemas.ts';
import { TeamEmblem } from '../../components/user-avatar.tsx';
import { statsMessages as t } from './stats-messages.ts';
import { StatsPanel } from './stats-panel.tsx';

const teamName =
  'w-full min-w-0 text-xs leading-tight font-bold break-words text-ink min-[400px]:text-sm sm:w-auto sm:text-base';

/** One match of the round: a header button that opens the three panels. */
export function StatsCard({ stats }: { stats: MatchStats }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const m = stats.match;
  const score = m.team1_finalScore !== null && m.team2_finalScore !== null;
  return (
    <li className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center gap-2 p-3 text-left hover:bg-slate-50 sm:gap-3 sm:p-4"
        >
          <span className="min-w-0 flex-1">
            {/* On a phone each team is its emblem above its name: the row starts at the top, so the emblems stay
                level however many lines a name takes, and the score sits beside them. From sm on, emblem and name
                share a line, each emblem centred on its own name and the row on its middle. */}
            <span className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-2 sm:items-center">
              <span className="flex min-w-0 flex-col items-center gap-1 text-center sm:flex-row sm:justify-end sm:text-right">
                <TeamEmblem emblem={m.team1.emblem} name={m.team1.name} className="size-9 sm:order-2" />
                <span className={teamName}>{m.team1.name}</span>
              </span>
              <span className="flex h-9 items-center text-lg font-extrabold whitespace-nowrap text-brand-darker tabular-nums sm:h-auto">
                {score ? `${m.team1_finalScore} - ${m.team2_finalScore}` : '? - ?'}
              </span>
              <span className="flex min-w-0 flex-col items-center gap-1 text-center sm:flex-row sm:text-left">
                <TeamEmblem emblem={m.team2.emblem} name={m.team2.name} className="size-9" />
                <span className={teamName}>{m.team2.name}</span>
              </span>
            </span>
            <span className="mt-1 block text-center text-xs text-muted">{formatShortDateTime(m.date)}</span>
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`size-6 shrink-0 fill-none stroke-emerald-800 stroke-2 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          >
            <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="border-t border-slate-200 p-4">
        <p className="mb-3 text-sm font-semibold text-slate-700">{t.predictions(stats.totalPredictions)}</p>
        <div className="grid gap-3 md:grid-cols-3">
          <StatsPanel title={t.score} panel={stats.score} />
          <StatsPanel title={t.cards} panel={stats.cards} />
          <StatsPanel title={t.corners} panel={stats.corners} />
        </div>
      </div>
    </li>
  );
}
