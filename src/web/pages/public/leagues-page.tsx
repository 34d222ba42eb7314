import { Link, useLocation } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { LeagueEmblem } from '../../features/leagues/league-emblem.tsx';
import { CreateLeagueForm, JoinLeagueForm } from '../../features/leagues/league-forms.tsx';
import type { LeaguesNotice } from '../../features/leagues/league-manage.tsx';
import { useMyLeagues } from '../../features/leagues/leagues.api.ts';
import { leaguesMessages as t } from '../../features/leagues/leagues-messages.ts';

export function LeaguesPage() {
  const { data, isPending, isError } = useMyLeagues();
  // A league just left or deleted says so here (the league page's router state).
  const notice = (useLocation().state as LeaguesNotice | null)?.notice;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PageTitle title={t.title} description={t.description} />
      {notice && (
        <p role="status" className="mb-6 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900">
          {notice}
        </p>
      )}
      <div className="mb-6">
        {isPending ? (
          <Spinner />
        ) : isError ? (
          <ErrorMessage text={t.mineFailed} />
        ) : data.length === 0 ? (
          <EmptyState text={t.mineEmpty} />
        ) : (
          <ul className="space-y-3">
            {data.map((league) => (
              <li key={league.documentId}>
                <Link
                  to={paths.league(league.documentId)}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand"
                >
                  <span className="flex min-w-0 items-center gap-3">
                    <LeagueEmblem emblem={league.emblem} />
                    <span className="text-lg font-bold text-ink">{league.name}</span>
                  </span>
                  <span className="text-sm text-slate-700">
                    {t.members(league.membersCount)} · {t.myPlace(league.myRank)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CreateLeagueForm />
        <JoinLeagueForm />
      </div>
    </div>
  );
}
