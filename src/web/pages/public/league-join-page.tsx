import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { withReturn } from '../../../domain/return-path.ts';
import { isApiError } from '../../api.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useJoinLeague } from '../../features/leagues/league-join.api.ts';
import { useLeaguePreview } from '../../features/leagues/leagues.api.ts';
import { leaguesMessages as t } from '../../features/leagues/leagues-messages.ts';
import { formFailure } from '../../form-errors.ts';
import { useUserSession } from '../../session.ts';

export function LeagueJoinPage() {
  const code = useParams().code ?? '';
  const navigate = useNavigate();
  const session = useUserSession();
  const preview = useLeaguePreview(code);
  const join = useJoinLeague();
  const failure = join.isError ? formFailure(join.error, t.joinFailed) : null;

  const onJoin = () => join.mutate(code, { onSuccess: (league) => navigate(paths.league(league.documentId)) });

  if (preview.isPending) return <Spinner className="min-h-dvh" />;
  if (preview.isError) {
    const text = isApiError(preview.error) && preview.error.status === 404 ? preview.error.message : t.previewFailed;
    return (
      <div className="mx-auto max-w-xl px-4 py-8 sm:py-10">
        <PageTitle title={t.previewTitle} />
        <ErrorMessage text={text} />
      </div>
    );
  }
  const league = preview.data;
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-10">
      <PageTitle title={league.name} description={league.description ?? undefined} />
      <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-700">
          {t.owner(league.owner.username)} · {t.members(league.membersCount)}
        </p>
        {league.top.length > 0 && (
          <section aria-labelledby="league-top">
            <h2 id="league-top" className="mb-2 font-bold text-ink">
              {t.topTitle}
            </h2>
            <ol className="space-y-1">
              {league.top.map((s) => (
                <li key={s.documentId} className="flex justify-between gap-2">
                  <span>
                    {s.rank}. {s.username}
                  </span>
                  <span className="font-semibold">{t.points(s.points)}</span>
                </li>
              ))}
            </ol>
          </section>
        )}
        {failure && <ErrorMessage text={failure.summary} />}
        {session ? (
          <Button onClick={onJoin} pending={join.isPending}>
            {t.joinSubmit}
          </Button>
        ) : (
          // A visitor logs in or registers, and both lead back to this invite (?redirect=).
          <div className="space-y-3">
            <p className="text-slate-700">
              {t.loginToJoin} {t.visitorHint}
            </p>
            <div className="grid gap-2 sm:flex">
              <ButtonLink to={withReturn(paths.login, paths.leagueJoin(code))}>{t.visitorLogin}</ButtonLink>
              <ButtonLink to={withReturn(paths.register, paths.leagueJoin(code))} variant="outline">
                {t.visitorRegister}
              </ButtonLink>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
