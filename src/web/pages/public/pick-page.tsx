import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../domain/dates.ts';
import { paths } from '../../../domain/paths.ts';
import type { SharedPick } from '../../../domain/pick.schemas.ts';
import { pickMessages, scoreText } from '../../../domain/pick-messages.ts';
import { isApiError } from '../../api.ts';
import { ButtonLink } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { usePageMeta } from '../../components/page-title.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { pickApiPath, pickQuery } from '../../features/picks/picks.api.ts';
import { picksMessages as t } from '../../features/picks/picks-messages.ts';
import { useUserSession } from '../../session.ts';

/** /picks/{username}/{matchId}: a player's pick, shared once the deadline has passed; its card and a way in. */
export function PickPage() {
  const { username = '', matchId = '' } = useParams();
  const query = useQuery(pickQuery(username, matchId));
  const pick = query.data;
  const summary = pick ? `${pick.match.team1.name} – ${pick.match.team2.name}` : null;
  usePageMeta(pick && summary ? pickMessages.title(pick.username, summary) : t.pageTitle, t.pageDescription);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      {query.isPending && <Spinner className="min-h-96" />}
      {query.isError && (
        <ErrorMessage text={isApiError(query.error) && query.error.status === 404 ? t.notFound : t.loadFailed} />
      )}
      {pick && summary && <PickView pick={pick} summary={summary} username={username} matchId={matchId} />}
      <PlayLinks />
    </div>
  );
}

function PickView({
  pick,
  summary,
  username,
  matchId,
}: {
  pick: SharedPick;
  summary: string;
  username: string;
  matchId: string;
}) {
  const { match } = pick;
  const rows: [string, string][] = [
    [t.score, pick.score ? scoreText(pick.score) : t.notPredicted],
    [t.cards, pick.cards ?? t.notPredicted],
    [t.corners, pick.corners ?? t.notPredicted],
    [t.result, match.finalScore ? scoreText(match.finalScore) : t.notPredicted],
  ];
  if (pick.points !== null) rows.push([t.points, String(pick.points)]);
  return (
    <article className="flex flex-col gap-5">
      <header>
        <p className="text-sm font-semibold text-emerald-800">{match.round}</p>
        <h1 className="text-2xl font-extrabold text-brand-darker sm:text-3xl">
          {pickMessages.predicted(pick.username)}: {summary}
        </h1>
        <p className="text-sm text-muted">
          {t.kickoff} <time dateTime={match.date}>{formatDateTime(match.date)}</time>
        </p>
      </header>
      <img
        src={`${pickApiPath(username, matchId)}/card.png`}
        width={1200}
        height={630}
        alt={pickMessages.cardAlt(pick.username, summary)}
        className="h-auto w-full rounded-2xl shadow-sm ring-1 ring-slate-200"
      />
      <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-5">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-lg font-bold tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {match.finalScore ? null : <p className="-mt-2 text-sm text-muted">{t.waiting}</p>}
    </article>
  );
}

function PlayLinks() {
  const session = useUserSession();
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {session ? null : (
        <ButtonLink to={paths.register} variant="primary">
          {t.play}
        </ButtonLink>
      )}
      <ButtonLink to={paths.matches} variant="outline">
        {t.toMatches}
      </ButtonLink>
    </div>
  );
}
