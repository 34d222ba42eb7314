import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';
import { gameMessages } from '../../../domain/messages.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useLeaderboard } from '../../features/leaderboard/leaderboard.api.ts';
import { LeaderboardLegend } from '../../features/leaderboard/leaderboard-legend.tsx';
import { LeaderboardPagination } from '../../features/leaderboard/leaderboard-pagination.tsx';
import { LeaderboardSkeleton, LeaderboardTable } from '../../features/leaderboard/leaderboard-table.tsx';
import { noOneScored, readLeaderboardSearch, writeLeaderboardSearch } from '../../features/leaderboard/medal.ts';
import { standingsMessages as t } from '../../features/leaderboard/standings-messages.ts';
import { useUserSession } from '../../session.ts';

const rankings: { sortBy: LeaderboardSort; label: string }[] = [
  { sortBy: 'currentPoints', label: gameMessages.roundTab },
  { sortBy: 'points', label: gameMessages.totalTab },
];

export function LeaderboardPage() {
  const [params, setParams] = useSearchParams();
  const { page, sortBy } = readLeaderboardSearch(params);
  const session = useUserSession();
  const myId = session?.userId ?? null;
  const { data, isPending, isError, isPlaceholderData } = useLeaderboard(page, sortBy, myId);

  const go = (next: { page?: number; sortBy?: LeaderboardSort }) => {
    setParams(writeLeaderboardSearch({ page: next.page ?? page, sortBy: next.sortBy ?? sortBy }));
  };
  // The start of a round: nobody has round points yet, so a ranking would be everyone at 1 with 0.
  const emptyRound = sortBy === 'currentPoints' && !!data && !isPlaceholderData && noOneScored(data.data, sortBy);
  const me = emptyRound ? null : (data?.meta.me ?? null);
  const totalToggle = useRef<HTMLButtonElement>(null);

  // After 'Poziția mea', bring the highlighted row into view once its page is shown.
  const [seekPage, setSeekPage] = useState<number | null>(null);
  const shownPage = isPlaceholderData ? null : (data?.meta.pagination.page ?? null);
  useEffect(() => {
    if (seekPage === null || shownPage !== seekPage) return;
    setSeekPage(null);
    // After the router's scroll reset of the new URL.
    requestAnimationFrame(() => {
      document.querySelector('tr[data-me]')?.scrollIntoView({ block: 'center' });
    });
  }, [seekPage, shownPage]);

  const label = sortBy === 'currentPoints' ? gameMessages.roundTab : gameMessages.totalTab;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PageTitle title={t.title} description={t.description} />

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-300">
          <legend className="sr-only">{t.rankingBy}</legend>
          {rankings.map((r) => (
            <button
              key={r.sortBy}
              ref={r.sortBy === 'points' ? totalToggle : undefined}
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
            {t.myPosition}
            <span className="font-normal">({me.rank})</span>
          </Button>
        )}
      </div>

      <div className="mb-4">
        <LeaderboardLegend />
      </div>

      {isPending ? (
        <LeaderboardSkeleton />
      ) : isError ? (
        <ErrorMessage text={gameMessages.leaderboardFailed} />
      ) : data.data.length === 0 ? (
        <EmptyState text={t.empty} />
      ) : emptyRound ? (
        <EmptyState text={t.roundEmpty}>
          <Button
            variant="secondary"
            onClick={() => {
              go({ sortBy: 'points', page: 1 });
              totalToggle.current?.focus();
            }}
          >
            {t.seeTotal}
          </Button>
        </EmptyState>
      ) : (
        <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? 'opacity-60' : undefined}>
          <LeaderboardTable
            entries={data.data}
            sortBy={sortBy}
            myId={myId}
            caption={`${t.title}: ${label}, ${t.pageOf(data.meta.pagination.page, Math.max(1, data.meta.pagination.pageCount))}`}
          />
          <LeaderboardPagination
            page={data.meta.pagination.page}
            pageCount={data.meta.pagination.pageCount}
            onPage={(n) => go({ page: n })}
          />
        </div>
      )}
    </div>
  );
}
