import { Link } from 'react-router';
import type { Dashboard as DashboardFigures, DashboardRound } from '../../../domain/dashboard.schemas.ts';
import { formatNumber } from '../../../domain/numerals.ts';
import { paths } from '../../../domain/paths.ts';
import type { MatchFilter } from '../../components/admin/match-filter.ts';
import { dashboardTexts as t } from './dashboard-texts.ts';
import { formatTrend, type TrendDirection, trendDirection } from './trend.ts';

const arrows: Record<TrendDirection, string> = { up: '↑', down: '↓', flat: '→' };
const tones: Record<TrendDirection, string> = {
  up: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  down: 'bg-red-50 text-red-800 ring-red-200',
  flat: 'bg-slate-50 text-slate-700 ring-slate-200',
};
const words: Record<TrendDirection, string> = { up: t.trendUp, down: t.trendDown, flat: t.trendFlat };

/**
 * The count opens the match list narrowed to what it counts (match-filter.ts reads `?filter=`). Written out here,
 * not imported: a module both pages import becomes one more chunk named in the entry every public page loads.
 */
const startedUnscoredMatches = `${paths.admin.matches}?filter=${'started-unscored' satisfies MatchFilter}`;

const roundLine = (r: DashboardRound) => `${r.name}: ${t.predictions(r.predictions)}`;

function TrendCard({ trend, latest, previous }: Pick<DashboardFigures, 'trend'> & DashboardFigures['rounds']) {
  const direction = trend === null ? null : trendDirection(trend);
  return (
    <section aria-labelledby="trend-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="trend-title" className="text-lg font-bold text-brand-dark">
        {t.trendTitle}
      </h2>
      {trend !== null && direction ? (
        <p
          className={`mt-3 inline-flex items-center gap-2 rounded-xl px-4 py-2 text-4xl font-black ring-1 ${tones[direction]}`}
        >
          <span aria-hidden="true">{arrows[direction]}</span>
          <span data-testid="dashboard-trend">{formatTrend(trend)}</span>
          <span className="sr-only">{words[direction]}</span>
        </p>
      ) : (
        <p className="mt-3 text-muted">{t.trendNone}</p>
      )}
      {latest ? (
        <p className="mt-3 text-slate-700">
          {previous ? t.trendVs(roundLine(latest), roundLine(previous)) : roundLine(latest)}
        </p>
      ) : (
        <p className="mt-3 text-muted">{t.noRound}</p>
      )}
    </section>
  );
}

interface FigureProps {
  label: string;
  value: number;
  to: string;
  detail?: string;
}

function Figure({ label, value, to, detail }: FigureProps) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand"
      >
        <span className="font-semibold text-slate-700">{label}</span>
        <span className="mt-1 text-4xl font-black text-brand-darker">{formatNumber(value)}</span>
        {detail && <span className="mt-1 text-sm text-muted">{detail}</span>}
        <span className="mt-auto pt-3 text-sm font-semibold text-brand underline-offset-2">
          {t.open} <span aria-hidden="true">→</span>
        </span>
      </Link>
    </li>
  );
}

/** The trend of the latest round and the counts, each leading to its screen. */
export function DashboardView({ figures }: { figures: DashboardFigures }) {
  return (
    <div className="space-y-6">
      <TrendCard trend={figures.trend} latest={figures.rounds.latest} previous={figures.rounds.previous} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          label={t.users}
          value={figures.users.all}
          detail={t.usersVerified(figures.users.verified)}
          to={paths.admin.users}
        />
        <Figure label={t.pendingPosts} value={figures.pendingPosts} to={paths.admin.communityPosts} />
        <Figure label={t.unscoredMatches} value={figures.unscoredMatches} to={startedUnscoredMatches} />
        <Figure
          label={t.leagues}
          value={figures.leagues.all}
          detail={t.leaguePlayers(figures.leagues.players)}
          to={paths.admin.leagues}
        />
      </ul>
    </div>
  );
}
