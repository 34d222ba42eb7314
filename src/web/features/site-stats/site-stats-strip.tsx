import { formatDateTime } from '../../../domain/dates.ts';
import { formatNumber } from '../../../domain/numerals.ts';
import type { SiteStats } from '../../../domain/site-stats.schemas.ts';
import { useSiteStats } from './site-stats.api.ts';
import { siteStatsMessages as t } from './site-stats-messages.ts';

// One height for the skeleton and the figures, so the page does not move when they arrive.
const frame = 'relative mx-auto -mt-8 max-w-5xl px-4';
const box = 'grid gap-px overflow-hidden rounded-2xl bg-slate-200 shadow-md ring-1 ring-slate-200 sm:grid-cols-3';
const cell = 'flex min-h-22 flex-col items-center justify-center gap-1 bg-white px-4 py-3 text-center';

/** Live figures of the game: players, predictions this round and the next deadline. Hidden when they cannot be read. */
export function SiteStatsStrip() {
  const { data, isPending, isError } = useSiteStats();
  if (isError) return null;
  return (
    <section aria-labelledby="site-stats" className={frame}>
      <h2 id="site-stats" className="sr-only">
        {t.title}
      </h2>
      {isPending ? <StripSkeleton /> : <Figures stats={data} />}
    </section>
  );
}

function Figures({ stats }: { stats: SiteStats }) {
  return (
    <ul className={box} data-testid="site-stats">
      <li className={cell} data-testid="site-stats-players-count">
        <span data-testid="site-stats-players" className="text-3xl font-black tabular-nums text-brand-darker">
          {formatNumber(stats.players)}
        </span>{' '}
        <span className="text-sm font-medium text-muted">{t.players(stats.players)}</span>
      </li>
      <li className={cell} data-testid="site-stats-predictions-count">
        <span data-testid="site-stats-predictions" className="text-3xl font-black tabular-nums text-brand-darker">
          {formatNumber(stats.predictionsThisRound)}
        </span>{' '}
        <span className="text-sm font-medium text-muted">{t.predictionsThisRound(stats.predictionsThisRound)}</span>
      </li>
      <li className={cell}>
        <span className="text-sm font-medium text-muted">{t.nextDeadline}</span>{' '}
        <span data-testid="site-stats-deadline" className="text-lg font-bold text-ink">
          {stats.nextDeadline ? (
            <time dateTime={stats.nextDeadline}>{formatDateTime(stats.nextDeadline)}</time>
          ) : (
            t.noDeadline
          )}
        </span>
      </li>
    </ul>
  );
}

function StripSkeleton() {
  return (
    <div className={box} role="status" aria-label={t.title}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={cell} aria-hidden="true">
          <div className="h-9 w-20 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none" />
          <div className="h-4 w-32 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}
