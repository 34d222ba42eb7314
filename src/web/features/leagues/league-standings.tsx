import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';
import { gameMessages } from '../../../domain/messages.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { useUserSession } from '../../session.ts';
import { LeaderboardPagination } from '../leaderboard/leaderboard-pagination.tsx';
import { LeaderboardSkeleton, LeaderboardTable } from '../leaderboard/leaderboard-table.tsx';
import { readLeaderboardSearch, writeLeaderboardSearch } from '../leaderboard/medal.ts';
import { standingsMessages } from '../leaderboard/standings-messages.ts';
import { useLeagueStandings } from './leagues.api.ts';
import { leaguesMessages as t } from './leagues-messages.ts';

const rankings: { sortBy: LeaderboardSort; label: string }[] = [
  { sortBy: 'currentPoints', label: gameMessages.roundTab },
  { sortBy: 'points', label: gameMessages.totalTab },
];

/** A league's standings: the public leaderboard's table, toggle and pages, with the caller's row highlighted. */
export function LeagueStandings({ leagueId }: { leagueId: string }) {
  const [params, setParams] = useSearchParams();
  const search = readLeaderboardSearch(params);
  // The season first, unless the URL asks for the round.
  const sortBy: LeaderboardSort = params.get('sortBy') === 'currentPoints' ? 'currentPoints' : 'points';
  const page = search.page;
  const myId = useUserSession()?.userId ?? null;
  const { data, isPending, isError, isPlaceholderData } = useLeagueStandings(leagueId, page, sortBy);
  const go = (next: { page?: number; sortBy?: LeaderboardSort }) => {
    const nextSort = next.sortBy ?? sortBy;
    const written = writeLeaderboardSearch({ page: next.page ?? page, sortBy: 'currentPoints' });
    if (nextSort === 'currentPoints') written.set('sortBy', 'currentPoints');
    setParams(written, { replace: true, preventScrollReset: true });
  };
  const me = data?.meta.me ?? null;

  const [seekPage, setSeekPage] = useState<number | null>(null);
  const shownPage = isPlaceholderData ? null : (data?.meta.pagination.page ?? null);
  useEffect(() => {
    if (seekPage === null || shownPage !== seekPage) return;
    setSeekPage(null);
    requestAnimationFrame(() => document.querySelector('tr[data-me]')?.scrollIntoView({ block: 'center' }));
  }, [seekPage, shownPage]);

  const label = sortBy === 'currentPoints' ? gameMessages.roundTab : gameMessages.totalTab;
  const entries = (data?.data ?? []).map((row) => ({ ...row, favTeam: null }));

  return (
    <section aria-labelledby="league-standings">
      <h2 id="league-standings" className="mb-3 text-xl font-bold text-ink">
        {t.standingsTitle}
      </h2>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-300">
          <legend className="sr-only">{standingsMessages.rankingBy}</legend>
          {rankings.map((r) => (
            <button
              key={r.sortBy}
              type="button"
              aria-pressed={r.sortBy === sortBy}
              onClick={() => r.sortBy !== sortBy && go({ sortBy: r.sortBy, page: 1 })}
              className={
                'min-h-11 min-w-24 rounded-lg px-4 text-sm font-bold transition-colors ' +
                (r.sortBy === sortBy ? 'bg-brand text-white' : 'text-slate-700 hover:bg-brand-light')
              }
            >
              {r.label}
            </button>
          ))}
        </fieldset>
        {me && (
          <Button
            variant="primary"
            size="sm"
            className="min-h-11"
            onClick={() => {
              setSeekPage(me.page);
              if (me.page !== page) go({ page: me.page });
            }}
          >
            {standingsMessages.myPosition}
            <span className="font-normal">({me.rank})</span>
          </Button>
        )}
      </div>
      {isPending ? (
        <LeaderboardSkeleton />
      ) : isError ? (
        <ErrorMessage text={t.leagueFailed} />
      ) : entries.length === 0 ? (
        <EmptyState text={standingsMessages.empty} />
      ) : (
        <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? 'opacity-60' : undefined}>
          <LeaderboardTable
            entries={entries}
            sortBy={sortBy}
            myId={myId}
            caption={`${t.standingsTitle}: ${label}, ${standingsMessages.pageOf(data.meta.pagination.page, Math.max(1, data.meta.pagination.pageCount))}`}
          />
          <LeaderboardPagination
            page={data.meta.pagination.page}
            pageCount={data.meta.pagination.pageCount}
            onPage={(n) => go({ page: n })}
          />
        </div>
      )}
    </section>
  );
}
