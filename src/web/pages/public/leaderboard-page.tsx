import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';
import { gameMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { LeaderboardPagination } from '../../components/standings/leaderboard-pagination.tsx';
import { LeaderboardSkeleton, LeaderboardTable } from '../../components/standings/leaderboard-table.tsx';
import { noOneScored, readLeaderboardSearch, writeLeaderboardSearch } from '../../components/standings/medal.ts';
import { standingsMessages as t } from '../../components/standings/standings-messages.ts';
import { StandingsToolbar } from '../../components/standings/standings-toolbar.tsx';
import { clubLinksMessages } from '../../features/club-standings/club-links-messages.ts';
import { useLeaderboard } from '../../features/leaderboard/leaderboard.api.ts';
import { LeaderboardLegend } from '../../features/leaderboard/leaderboard-legend.tsx';
import { LeaguePanelsSlot } from '../../features/leagues/league-panels-slot.tsx';
import { LiveProjectionLoader } from '../../features/live/live-projection-loader.tsx';
import { useUserSession } from '../../session.ts';

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

  const shownPage = isPlaceholderData ? null : (data?.meta.pagination.page ?? null);

  const label = sortBy === 'currentPoints' ? gameMessages.roundTab : gameMessages.totalTab;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PageTitle title={t.title} description={t.description}>
        <Link
          to={paths.clubs}
          className="inline-flex min-h-11 items-center gap-1 text-base font-semibold text-emerald-900 underline underline-offset-2 hover:text-emerald-950"
        >
          {clubLinksMessages.title}
          <span aria-hidden="true">→</span>
        </Link>
      </PageTitle>

      <LiveProjectionLoader className="mb-6" />

      <StandingsToolbar
        sortBy={sortBy}
        page={page}
        shownPage={shownPage}
        me={me}
        go={go}
        totalToggleRef={totalToggle}
      />

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

      <LeaguePanelsSlot sortBy={sortBy} className="mt-12" />
    </div>
  );
}
