import { contentMessages, gameMessages } from '../../../domain/messages.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Skeleton } from '../../components/spinner.tsx';
import { useRoundStats } from '../../features/round-stats/round-stats.api.ts';
import { StatsCard } from '../../features/round-stats/stats-card.tsx';
import { statsMessages as t } from '../../features/round-stats/stats-messages.ts';

/** /round-stats: how the community predicted the matches of the current round. No login needed. */
export function RoundStatsPage() {
  const { data, isPending, isError } = useRoundStats();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <PageTitle title={gameMessages.statsTitle} description={t.description}>
        {data?.meta.round?.name}
      </PageTitle>
      {isPending ? (
        <div className="space-y-3" role="status" aria-label={contentMessages.loading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
      ) : isError ? (
        <ErrorMessage text={gameMessages.statsLoadFailed} />
      ) : data.data.length === 0 ? (
        <EmptyState text={gameMessages.statsEmpty}>
          <p className="text-sm text-muted">{t.noMatches}</p>
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {data.data.map((s) => (
            <StatsCard key={s.match.documentId} stats={s} />
          ))}
        </ul>
      )}
    </div>
  );
}
