import { Link, useSearchParams } from 'react-router';
import { correctionsTitle } from '../../../domain/correction-labels.ts';
import { paths } from '../../../domain/paths.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { CorrectionEntry } from '../../features/corrections/correction-entry.tsx';
import { groupByRound, pageParam } from '../../features/corrections/correction-view.ts';
import { useCorrections } from '../../features/corrections/corrections.api.ts';
import { correctionsMessages as t } from '../../features/corrections/corrections-messages.ts';
import { CorrectionsPagination } from '../../features/corrections/corrections-pagination.tsx';

const backLink = 'font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950';

/** /corrections: the public log of result corrections, newest first, by round; ?round= and ?match= narrow it. */
export function CorrectionsPage() {
  const [params] = useSearchParams();
  const filter = { page: pageParam(params.get('page')), round: params.get('round'), match: params.get('match') };
  const filtered = filter.round !== null || filter.match !== null;
  const { data, isPending, isError } = useCorrections(filter);
  const first = data?.data[0];
  const heading = !first
    ? null
    : filter.match
      ? t.ofMatch(`${first.team1} – ${first.team2}`)
      : filter.round
        ? t.ofRound(first.round.name)
        : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PageTitle title={correctionsTitle} description={t.description}>
        <p>{t.intro}</p>
      </PageTitle>
      {filtered && (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-light px-4 py-3">
          <p className="font-semibold text-brand-darker">{heading ?? t.filtered}</p>
          <Link to={paths.corrections} className={backLink}>
            {t.all}
          </Link>
        </div>
      )}
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <ErrorMessage text={t.loadFailed} />
      ) : data.data.length === 0 ? (
        <EmptyState text={filtered ? t.emptyFiltered : t.empty} />
      ) : (
        <>
          <div className="space-y-8">
            {groupByRound(data.data).map((g) => (
              <section key={g.round.documentId ?? g.round.name} aria-label={g.round.name || t.noRound}>
                <h2 className="mb-3 text-xl font-bold text-brand-dark">{g.round.name || t.noRound}</h2>
                <div className="space-y-4">
                  {g.entries.map((e) => (
                    <CorrectionEntry key={e.documentId} entry={e} />
                  ))}
                </div>
              </section>
            ))}
          </div>
          <CorrectionsPagination page={filter.page} pageCount={data.meta.pagination.pageCount} />
        </>
      )}
    </div>
  );
}
