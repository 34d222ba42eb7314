import { useQuery } from '@tanstack/react-query';
import type { FormRound, PlayerForm } from '../../../domain/form.ts';
import { formatNumber } from '../../../domain/numerals.ts';
import { api } from '../../api.ts';
import { Skeleton } from '../../components/spinner.tsx';
import { FormChart, FormLegend, hasPlaces } from './form-chart.tsx';
import { formMessages as t } from './form-messages.ts';

// The profile's "Forma în timp": loaded beside the page (form-slot.tsx), with its own request, chart and table.

export type FormSource = { own: true } | { own: false; documentId: string };

const formUrl = (source: FormSource) =>
  source.own ? '/api/private-profile/form' : `/api/public-profile/${encodeURIComponent(source.documentId)}/form`;

const placeText = (place: number | null) => (place === null ? t.none : formatNumber(place));

function FormTable({ rounds }: { rounds: FormRound[] }) {
  // Five narrow columns: the headers wrap, so the table fits a 360 px phone without scrolling.
  const th = 'px-1.5 py-2 align-bottom font-semibold sm:px-3';
  const td = 'px-1.5 py-2 text-right tabular-nums sm:px-3';
  return (
    <table className="w-full text-xs sm:text-sm">
      <caption className="sr-only">{t.caption}</caption>
      <thead className="bg-slate-50 text-muted">
        <tr>
          <th scope="col" className={`${th} text-left`}>
            {t.round}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t.roundPoints}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t.roundPlace}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t.seasonPoints}
          </th>
          <th scope="col" className={`${th} text-right`}>
            {t.seasonPlace}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rounds.map((r) => (
          <tr key={r.documentId} className={r.best ? 'bg-accent/25' : undefined}>
            <th scope="row" className="px-1.5 py-2 text-left min-w-24 font-medium wrap-anywhere sm:px-3">
              {r.best && <span aria-hidden="true">★ </span>}
              {r.name}
              {r.best && <span className="ml-1 text-xs font-normal text-muted">{t.bestMark}</span>}
              {!r.played && <span className="ml-1 text-xs font-normal text-muted">{t.notPlayed}</span>}
            </th>
            <td className={td}>{formatNumber(r.roundPoints)}</td>
            <td className={td}>{placeText(r.roundPlace)}</td>
            <td className={td}>{formatNumber(r.seasonPoints)}</td>
            <td className={td}>{placeText(r.seasonPlace)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FormSection({ source }: { source: FormSource }) {
  const { data, isPending, isError } = useQuery({
    queryKey: ['profile', 'form', source.own ? 'own' : source.documentId],
    queryFn: ({ signal }) => api.get<{ form: PlayerForm }>(formUrl(source), { signal }).then((a) => a.form),
  });
  const best = data?.rounds.find((r) => r.best);
  return (
    <section
      aria-labelledby="form-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7"
      data-testid="player-form"
      aria-busy={isPending}
    >
      <h2 id="form-title" className="text-xl font-bold text-brand-dark">
        {t.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t.intro}</p>
      {isPending ? (
        <Skeleton className="h-64" />
      ) : isError ? (
        <p className="text-sm text-danger">{t.loadError}</p>
      ) : data.rounds.length === 0 ? (
        <p className="text-sm text-muted">{t.empty}</p>
      ) : (
        <>
          {best && (
            <p className="mb-3 text-sm">
              <span aria-hidden="true">★ </span>
              <span className="font-semibold">{t.best}:</span>{' '}
              {t.bestLine(best.name, best.roundPoints, best.roundPlace)}
            </p>
          )}
          {!data.ranked && <p className="mb-3 text-sm text-muted">{t.notRanked}</p>}
          <FormChart
            rounds={data.rounds}
            ranked={data.ranked}
            label={t.chartLabel(
              data.rounds.length,
              t.roundSummary(data.rounds[data.rounds.length - 1]),
              best ? t.roundSummary(best) : null,
            )}
          />
          <FormLegend places={hasPlaces(data.rounds, data.ranked)} best={best !== undefined} />
          <details className="-mx-4 mt-4 rounded-2xl ring-1 ring-slate-200 sm:mx-0">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-brand">
              {t.tableToggle}
            </summary>
            <FormTable rounds={data.rounds} />
          </details>
        </>
      )}
    </section>
  );
}
