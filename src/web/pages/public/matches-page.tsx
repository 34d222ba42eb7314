import { Link } from 'react-router';
import { contentMessages, gameMessages, nav, predictMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { CalendarButton } from '../../features/calendar/calendar-button.tsx';
import { MatchList, MatchListSkeleton } from '../../features/matches/match-list.tsx';
import { useCurrentRoundMatches } from '../../features/matches/matches.api.ts';
import { SharePickSlot } from '../../features/picks/share-pick-slot.tsx';
import { useCurrentRoundPredictions } from '../../features/predictions/predictions.api.ts';
import { PushOfferSlot } from '../../features/reminders/push-offer-slot.tsx';
import { useUserSession } from '../../session.ts';

export function MatchesPage() {
  const session = useUserSession();
  const userId = session?.userId ?? null;
  const matches = useCurrentRoundMatches();
  const predictions = useCurrentRoundPredictions(userId);
  const roundName = matches.data?.[0]?.round.name;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <div className="mb-5 flex flex-col gap-3 sm:mb-0 sm:flex-row sm:items-start sm:justify-between">
        <PageTitle title={roundName ?? predictMessages.matchesTitle} description={predictMessages.matchesDescription}>
          {roundName ? predictMessages.currentRound : null}
        </PageTitle>
        <div className="flex flex-wrap items-center gap-3 self-start sm:mt-2">
          <CalendarButton />
          <Link
            to={paths.roundSlip}
            className="rounded-lg font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
          >
            {nav.roundSlip}
          </Link>
        </div>
      </div>
      <PushOfferSlot hasPredicted={predictions.isSuccess && predictions.data.length > 0} />
      <MatchesContent
        state={matches}
        predictionsPending={userId !== null && predictions.isPending}
        predictions={predictions.isSuccess ? predictions.data : null}
      />
    </div>
  );
}

function MatchesContent({
  state,
  predictionsPending,
  predictions,
}: {
  state: ReturnType<typeof useCurrentRoundMatches>;
  predictionsPending: boolean;
  predictions: Parameters<typeof MatchList>[0]['predictions'];
}) {
  if (state.isPending || (state.isSuccess && state.data.length > 0 && predictionsPending)) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{contentMessages.loading}</span>
        <MatchListSkeleton />
      </div>
    );
  }
  if (state.isError) return <ErrorMessage text={gameMessages.matchesLoadFailed} />;
  if (state.data.length === 0) return <EmptyState text={gameMessages.noMatches} />;
  return <MatchList matches={state.data} predictions={predictions} Share={SharePickSlot} />;
}
