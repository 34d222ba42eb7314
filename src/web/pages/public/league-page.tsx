import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { isApiError } from '../../api.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { LeagueActivity } from '../../features/leagues/league-activity.tsx';
import { LeagueEmblem } from '../../features/leagues/league-emblem.tsx';
import { LeagueStandings } from '../../features/leagues/league-standings.tsx';
import { useLeague, useLeagueActivity } from '../../features/leagues/leagues.api.ts';
import { leaguesMessages as t } from '../../features/leagues/leagues-messages.ts';
import { useLoadedModule } from '../../use-loaded-module.ts';

// The invite's sharing buttons, the owner's tools and leaving are downloaded after the page, for members only (the
// page's JS budget). The page waits for the invite and the round's activity line, which sit above the standings,
// so that the standings do not move down when they arrive.
const loadInviteLink = () => import('../../features/leagues/invite-link.tsx');
const LeagueManage = lazy(() =>
  import('../../features/leagues/league-manage.tsx').then((m) => ({ default: m.LeagueManage })),
);

export function LeaguePage() {
  const id = useParams().id ?? '';
  const league = useLeague(id);
  const invite = useLoadedModule(loadInviteLink);
  const activity = useLeagueActivity(id);

  if (league.isPending || !invite.ready || activity.isPending) return <Spinner className="min-h-dvh" />;
  if (league.isError) {
    const text = isApiError(league.error) && league.error.status < 500 ? league.error.message : t.leagueFailed;
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
        <PageTitle title={t.title} />
        <ErrorMessage text={text} />
      </div>
    );
  }
  const data = league.data;
  // Members see the invite code; an admin looking in does not, and has nothing to leave.
  const member = data.code !== undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <div>
        <Link
          to={paths.leagues}
          className="mb-2 inline-block font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
        >
          {t.backToLeagues}
        </Link>
        <div className="flex items-start gap-4">
          <LeagueEmblem emblem={data.emblem} alt={t.emblemAlt(data.name)} className="mt-1 size-14 sm:size-16" px={64} />
          <div className="min-w-0 flex-1 [&>div]:mb-3">
            <PageTitle title={data.name} description={data.description ?? undefined}>
              {data.description}
            </PageTitle>
          </div>
        </div>
        <p className="text-slate-700">
          {t.owner(data.owner.username)} · {t.members(data.membersCount)}
        </p>
        <LeagueActivity leagueId={data.documentId} />
      </div>
      {data.code && invite.module && <invite.module.InviteLink code={data.code} name={data.name} />}
      <LeagueStandings leagueId={data.documentId} />
      {member && (
        <Suspense fallback={<Spinner />}>
          <LeagueManage league={data} />
        </Suspense>
      )}
    </div>
  );
}
