import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LEADERBOARD_PAGE_SIZE } from '../../../domain/limits.ts';
import type { LiveStanding } from '../../../domain/live.schemas.ts';
import { api } from '../../api.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { liveMessages as t } from '../../components/live/live-messages.ts';
import { Skeleton } from '../../components/spinner.tsx';
import { LeaderboardPagination } from '../../components/standings/leaderboard-pagination.tsx';

interface ProjectionPage {
  data: LiveStanding[];
  meta: {
    live: boolean;
    pagination: { page: number; pageCount: number; total: number };
    me: { place: number; position: number; roundPoints: number; page: number } | null;
  };
}

/**
 * A page of the projection "dacă scorul rămâne așa", as the server last computed it. The generation is in the key:
 * each new computation (announced on the live stream) is read again, with the page kept meanwhile.
 */
export function LiveProjection({ generation, userId }: { generation: number; userId: string | null }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData } = useQuery({
    queryKey: ['live-standings', generation, page, userId],
    queryFn: ({ signal }) =>
      api.get<ProjectionPage>('/api/leaderboard/live', { query: { page, pageSize: LEADERBOARD_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  if (isPending)
    return (
      <div className="flex flex-col gap-2" role="status" aria-label={t.projectionPending}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  if (isError) return <ErrorMessage text={t.projectionFailed} />;
  const me = data.meta.me;
  return (
    <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? 'opacity-60' : undefined}>
      {me && <p className="mb-3 font-semibold text-ink">{t.yourPlace(me.place, me.roundPoints)}</p>}
      <table className="w-full border-separate border-spacing-y-1 text-left">
        <caption className="sr-only">
          {t.projectionTitle}, {t.pageOf(data.meta.pagination.page, Math.max(1, data.meta.pagination.pageCount))}
        </caption>
        <thead className="text-sm text-muted">
          <tr>
            <th scope="col" className="w-16 px-3 py-1 font-semibold">
              {t.place}
            </th>
            <th scope="col" className="px-3 py-1 font-semibold">
              {t.player}
            </th>
            <th scope="col" className="px-3 py-1 text-right font-semibold">
              {t.projectedPoints}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.data.map((e) => {
            const mine = userId !== null && e.documentId === userId;
            return (
              <tr key={e.documentId} className={mine ? 'bg-brand-light' : 'bg-white'}>
                <td className="rounded-l-xl px-3 py-2 font-bold tabular-nums text-ink">{e.place}</td>
                <td className="min-w-0 px-3 py-2 font-semibold text-ink [overflow-wrap:anywhere]">
                  {e.username}
                  {mine && <span className="ml-1 text-sm font-normal text-muted">({t.you})</span>}
                </td>
                <td className="rounded-r-xl px-3 py-2 text-right font-bold tabular-nums text-red-800">
                  {e.roundPoints}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <LeaderboardPagination
        page={data.meta.pagination.page}
        pageCount={data.meta.pagination.pageCount}
        onPage={setPage}
      />
    </div>
  );
}
