import { Link, Navigate, useLocation, useParams } from 'react-router';
import { formatDateTime } from '../../../domain/dates.ts';
import type { Match } from '../../../domain/match.schemas.ts';
import { contentMessages, gameMessages, predictMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { matchFacts, type PredictionWindow, predictionWindow } from '../../../domain/prediction-window.ts';
import { loginReturningTo } from '../../../domain/return-path.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Skeleton } from '../../components/spinner.tsx';
import { ClosedNotice } from '../../features/matches/closed-notice.tsx';
import { CorrectedLink } from '../../features/matches/corrected-link.tsx';
import { Countdown } from '../../features/matches/countdown.tsx';
import { useMatch } from '../../features/matches/matches.api.ts';
import { TeamBadge } from '../../features/matches/team-badge.tsx';
import { useNow } from '../../features/matches/use-now.ts';
import { PredictionForm } from '../../features/predictions/prediction-form.tsx';
import { useMatchPredictions } from '../../features/predictions/predictions.api.ts';
import { useUserSession } from '../../session.ts';

export function PredictPage() {
  const session = useUserSession();
  const location = useLocation();
  const { matchId = '' } = useParams();
  // The route's guard sent a visitor to the login already; this covers a session that ends while the page is open.
  if (!session?.token || !session.userId) return <Navigate to={loginReturningTo(location)} replace />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <Link
        to={paths.matches}
        className="mb-5 inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-emerald-800 underline-offset-2 hover:text-emerald-950 hover:underline"
      >
        <span aria-hidden="true">←</span>
        {predictMessages.backToMatches}
      </Link>
      <PredictContent userId={session.userId} matchId={matchId} />
    </div>
  );
}

function PredictContent({ userId, matchId }: { userId: string; matchId: string }) {
  const match = useMatch(matchId);
  const predictions = useMatchPredictions(userId, matchId);
  const now = useNow(1000);
  const title = match.data ? `${match.data.team1.name} – ${match.data.team2.name}` : predictMessages.predictTitle;
  return (
    <>
      <PageTitle title={title} description={predictMessages.predictDescription}>
        {match.data ? <span className="text-base">{match.data.round.name}</span> : null}
      </PageTitle>
      <PredictBody match={match} predictions={predictions} userId={userId} now={now} />
    </>
  );
}

function PredictBody({
  match,
  predictions,
  userId,
  now,
}: {
  match: ReturnType<typeof useMatch>;
  predictions: ReturnType<typeof useMatchPredictions>;
  userId: string;
  now: number;
}) {
  if (match.isPending || (match.data && predictions.isPending)) return <PredictSkeleton />;
  if (match.isError || predictions.isError) return <ErrorMessage text={gameMessages.predictLoadFailed} />;
  if (!match.data) return <ErrorMessage text={gameMessages.matchNotFound} />;

  // The same rule the server applies: the deadline, a result or a round that is not current closes the form.
  const state = predictionWindow(matchFacts(match.data), now);
  return (
    <div className="space-y-5">
      <MatchHeader match={match.data} now={now} state={state} />
      <PredictionForm
        match={match.data}
        userId={userId}
        predictions={predictions.data ?? []}
        closed={state !== 'open'}
      />
    </div>
  );
}

function MatchHeader({ match, now, state }: { match: Match; now: number; state: PredictionWindow }) {
  const final = match.team1_finalScore !== null && match.team2_finalScore !== null;
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-3">
        <TeamBadge team={match.team1} size="lg" />
        {final ? (
          <p className="mt-3 text-2xl font-extrabold tabular-nums text-brand-darker sm:text-3xl">
            <span className="sr-only">Scor: </span>
            {match.team1_finalScore} - {match.team2_finalScore}
          </p>
        ) : (
          <span aria-hidden="true" className="mt-4 text-xl font-bold text-muted">
            vs
          </span>
        )}
        <TeamBadge team={match.team2} size="lg" />
      </div>
      {match.correctedAt && (
        <CorrectedLink
          matchId={match.documentId}
          title={`${match.team1.name} – ${match.team2.name}`}
          className="mt-3"
        />
      )}
      <p className="mt-4 text-center text-muted">
        {predictMessages.kickoff} <time dateTime={match.date}>{formatDateTime(match.date)}</time>
      </p>
      <p className="mb-4 text-center text-sm text-muted">
        {predictMessages.deadline} <time dateTime={match.deadline}>{formatDateTime(match.deadline)}</time>
      </p>
      {state === 'hasResult' || state === 'notCurrentRound' ? (
        <ClosedNotice state={state} className="py-3" />
      ) : (
        <Countdown deadline={match.deadline} now={now} />
      )}
    </section>
  );
}

function PredictSkeleton() {
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">{contentMessages.loading}</span>
      <Skeleton className="h-64 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </div>
  );
}
