import { useSearchParams } from 'react-router';
import type { LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';
import { gameMessages } from '../../../domain/messages.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { LeaderboardPagination } from '../../components/standings/leaderboard-pagination.tsx';
import { LeaderboardSkeleton, LeaderboardTable } from '../../components/standings/leaderboard-table.tsx';
import { readLeaderboardSearch, writeLeaderboardSearch } from '../../components/standings/medal.ts';
import { standingsMessages } from '../../components/standings/standings-messages.ts';
import { StandingsToolbar } from '../../components/standings/standings-toolbar.tsx';
import { useUserSession } from '../../session.ts';
import { FormStrip } from './league-form-strip.tsx';
import { useLeagueStandings } from './leagues.api.ts';
import { leaguesMessages as t } from './leagues-messages.ts';

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

  const shownPage = isPlaceholderData ? null : (data?.meta.pagination.page ?? null);

  const label = sortBy === 'currentPoints' ? gameMessages.roundTab : gameMessages.totalTab;
  const entries = (data?.data ?? []).map((row) => ({ ...row, favTeam: null }));
  const rounds = data?.meta.form ?? [];
  const best = rounds.map((_, i) => Math.max(0, ...entries.map((e) => e.form[i] ?? 0)));
  const formColumn =
    rounds.length > 0
      ? {
          header: t.formTitle,
          cell: (e: (typeof entries)[number]) => <FormStrip points={e.form} rounds={rounds} best={best} />,
        }
      : undefined;

  return (
    <section aria-labelledby="league-standings">
      <h2 id="league-standings" className="mb-3 text-xl font-bold text-ink">
        {t.standingsTitle}
      </h2>
      <StandingsToolbar sortBy={sortBy} page={page} shownPage={shownPage} me={me} go={go} />
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
            extraColumn={formColumn}
          />
          {formColumn && <p className="mt-2 text-sm text-muted">{t.formHint(rounds.length)}</p>}
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
