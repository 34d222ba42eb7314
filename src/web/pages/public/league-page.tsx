import { Link, useParams } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { isApiError } from '../../api.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { InviteLink } from '../../features/leagues/invite-link.tsx';
import { LeagueStandings } from '../../features/leagues/league-standings.tsx';
import { useLeague } from '../../features/leagues/leagues.api.ts';
import { leaguesMessages as t } from '../../features/leagues/leagues-messages.ts';

export function LeaguePage() {
  const id = useParams().id ?? '';
  const league = useLeague(id);

  if (league.isPending) return <Spinner className="min-h-dvh" />;
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
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <div>
        <Link
          to={paths.leagues}
          className="mb-2 inline-block font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
        >
          {t.backToLeagues}
        </Link>
        <PageTitle title={data.name} description={data.description ?? undefined} />
        <p className="text-slate-700">
          {t.owner(data.owner.username)} · {t.members(data.membersCount)}
        </p>
      </div>
      {data.code && <InviteLink code={data.code} name={data.name} />}
      <LeagueStandings leagueId={data.documentId} />
    </div>
  );
}
