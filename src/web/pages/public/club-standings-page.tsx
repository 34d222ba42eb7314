import { useSearchParams } from 'react-router';
import type { LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';
import { gameMessages } from '../../../domain/messages.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { StandingsToolbar } from '../../components/standings/standings-toolbar.tsx';
import { useClubStandings, useMyClub } from '../../features/club-standings/club-standings.api.ts';
import { clubStandingsMessages as t } from '../../features/club-standings/club-standings-messages.ts';
import { ClubStandingsSkeleton, ClubStandingsTable } from '../../features/club-standings/club-standings-table.tsx';
import { useUserSession } from '../../session.ts';

/** ?sortBy=currentPoints is the round; the season is the default (a round's first days have few active fans). */
const readSort = (params: URLSearchParams): LeaderboardSort =>
  params.get('sortBy') === 'currentPoints' ? 'currentPoints' : 'points';

/** /clubs: the Liga 1 clubs ranked by their fans, for the current round or the season. */
export function ClubStandingsPage() {
  const [params, setParams] = useSearchParams();
  const sortBy = readSort(params);
  const session = useUserSession();
  const { data, isPending, isError, isPlaceholderData } = useClubStandings(sortBy);
  const myClub = useMyClub(session?.userId ?? null).data ?? null;
  const go = (next: { sortBy?: LeaderboardSort }) => {
    const view = next.sortBy ?? sortBy;
    setParams(view === 'currentPoints' ? { sortBy: view } : {});
  };
  const min = data?.meta.minActiveFans;
  const label = sortBy === 'currentPoints' ? gameMessages.roundTab : gameMessages.totalTab;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PageTitle title={t.title} description={t.description} />

      <StandingsToolbar sortBy={sortBy} page={1} shownPage={null} me={null} go={go} />

      <section className="mb-4 space-y-1 rounded-2xl bg-brand-light p-4 text-sm text-emerald-950 ring-1 ring-emerald-200">
        {min !== undefined && <p className="font-semibold">{t.rule(min)}</p>}
        <p>{sortBy === 'currentPoints' ? t.activeInRound : t.activeInSeason}</p>
        {sortBy === 'currentPoints' && data && !isPlaceholderData && (
          <p>{data.meta.round ? t.roundName(data.meta.round.name) : t.noRound}</p>
        )}
      </section>

      {isPending ? (
        <ClubStandingsSkeleton />
      ) : isError ? (
        <ErrorMessage text={t.failed} />
      ) : data.data.length === 0 ? (
        <EmptyState text={t.empty} />
      ) : (
        <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? 'opacity-60' : undefined}>
          {data.meta.rankedClubs === 0 && (
            <p className="mb-3 rounded-xl bg-white p-3 text-center text-slate-700 ring-1 ring-slate-200">
              {t.noneRanked(data.meta.minActiveFans)}
            </p>
          )}
          <ClubStandingsTable
            clubs={data.data}
            minActiveFans={data.meta.minActiveFans}
            myClub={myClub}
            caption={`${t.title}: ${label}`}
          />
        </div>
      )}
    </div>
  );
}
