import type { Outcome } from '../../../domain/match.schemas.ts';
import { gameMessages } from '../../../domain/messages.ts';
import type { StatsPanel as Panel } from '../../../domain/round-stats.schemas.ts';
import { statsMessages as t } from './stats-messages.ts';

const OUTCOMES: Outcome[] = ['1', 'X', '2'];

/** One category: a bar per outcome (its width is the percentage, also written out), the count, the badge. */
export function StatsPanel({ title, panel }: { title: string; panel: Panel }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-brand-dark">{title}</h3>
        {panel.correct !== null && (
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${panel.correct ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-800'}`}
          >
            {panel.correct ? gameMessages.predictedRight : gameMessages.predictedWrong}
          </span>
        )}
      </div>
      <ul className="space-y-2">
        {OUTCOMES.map((o) => {
          const pct = Math.min(100, Math.max(0, panel.percentages[o]));
          const top = panel.community === o;
          const actual = panel.actual === o;
          return (
            <li key={o}>
              <div className="mb-0.5 flex items-baseline justify-between gap-2 text-sm">
                <span className="font-semibold text-ink">
                  {t.outcome[o]}
                  {actual && (
                    <span className="ml-1.5 rounded bg-yellow-200 px-1.5 text-xs font-bold text-yellow-950">
                      {t.actual}
                    </span>
                  )}
                </span>
                <span className="font-bold text-slate-800 tabular-nums">
                  {pct}%<span className="sr-only"> ({panel.counts[o]})</span>
                </span>
              </div>
              <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-200">
                <div
                  className={`h-full rounded-full ${top ? 'bg-brand' : 'bg-emerald-500'}`}
                  style={{ width: `${pct}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm text-muted">{t.predictions(panel.total)}</p>
    </section>
  );
}
