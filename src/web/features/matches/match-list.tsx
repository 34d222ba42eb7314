import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Match } from '../../../domain/match.schemas.ts';
import type { Prediction } from '../../../domain/prediction.schemas.ts';
import { useLiveSnapshot } from '../../components/live/live-stream.ts';
import { missingCategories, predictionsByMatch } from '../../components/prediction-categories.ts';
import { Skeleton } from '../../components/spinner.tsx';
import { matchKeys } from '../../query-keys.ts';
import { MatchCard, type ShareSlot } from './match-card.tsx';
import { useNow } from './use-now.ts';

interface MatchListProps {
  matches: readonly Match[];
  /** The user's predictions of the round; null for a visitor or when they could not be read. */
  predictions: readonly Prediction[] | null;
  /** The share button of a closed, predicted match. */
  Share?: ShareSlot;
}

const grid = 'grid gap-4 md:grid-cols-2';

export function MatchList({ matches, predictions, Share }: MatchListProps) {
  // Every half minute is enough to close a card whose deadline passes while the page is open.
  const now = useNow(30_000);
  const byMatch = predictions ? predictionsByMatch(predictions) : null;
  // Live scores arrive by themselves (Server-Sent Events): no reload.
  const live = useLiveSnapshot();
  useFinalAfterLive(live?.data.map((l) => l.match.documentId) ?? null);
  return (
    <ul className={grid}>
      {matches.map((m) => (
        <li key={m.documentId}>
          <MatchCard
            match={m}
            now={now}
            missing={byMatch ? missingCategories(byMatch.get(m.documentId) ?? []) : null}
            live={live?.data.find((l) => l.match.documentId === m.documentId) ?? null}
            Share={Share}
          />
        </li>
      ))}
    </ul>
  );
}

/** A match that leaves the live list has usually got its final result: read the matches again to show it. */
function useFinalAfterLive(liveIds: string[] | null) {
  const queryClient = useQueryClient();
  const previous = useRef<string[]>([]);
  const key = liveIds?.join(',') ?? '';
  useEffect(() => {
    const now = key ? key.split(',') : [];
    if (previous.current.some((id) => !now.includes(id)))
      void queryClient.invalidateQueries({ queryKey: matchKeys.all });
    previous.current = now;
  }, [key, queryClient]);
}

export function MatchListSkeleton() {
  return (
    <div className={grid}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <Skeleton className="h-5 w-2/3" />
          <div className="flex items-center justify-between gap-4">
            <Skeleton className="size-12 rounded-full" />
            <Skeleton className="h-8 w-16" />
            <Skeleton className="size-12 rounded-full" />
          </div>
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </div>
  );
}
