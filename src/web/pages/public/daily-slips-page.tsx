import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { contentMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { loginReturningTo } from '../../../domain/return-path.ts';
import { isApiError } from '../../api.ts';
import { ButtonLink } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { DailySlipCard, DailySlipsSkeleton } from '../../features/slips/daily-slip-card.tsx';
import { slipPageMessages } from '../../features/slips/slip-messages.ts';
import { readSlipPage, writeSlipPage } from '../../features/slips/slip-page.ts';
import { useDailySlips } from '../../features/slips/slips.api.ts';
import { SlipsPagination } from '../../features/slips/slips-pagination.tsx';
import { clearUserSession } from '../../session.ts';

export function DailySlipsPage() {
  const [params, setParams] = useSearchParams();
  const page = readSlipPage(params);
  const slips = useDailySlips(page);
  const navigate = useNavigate();
  const location = useLocation();

  // A token the server no longer accepts: the session is over, log in again, and come back here.
  const expired = slips.isError && isApiError(slips.error) && slips.error.status === 401;
  useEffect(() => {
    if (!expired) return;
    clearUserSession();
    navigate(loginReturningTo(location), { replace: true });
  }, [expired, navigate, location]);

  // A page past the last one (an old link): show the last page instead.
  const pageCount = slips.data?.meta.pagination.pageCount ?? 0;
  useEffect(() => {
    if (pageCount > 0 && page > pageCount) setParams(writeSlipPage(pageCount), { replace: true });
  }, [page, pageCount, setParams]);

  const goTo = (next: number) => {
    setParams(writeSlipPage(next));
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PageTitle title={contentMessages.dailySlipsTitle} description={slipPageMessages.dailySlipsDescription} />
      <section aria-labelledby="premium-slips">
        <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="premium-slips" className="text-2xl font-extrabold text-brand-darker">
              {contentMessages.premiumSlips}
            </h2>
            <p className="mt-1 flex items-center gap-1.5 font-medium text-emerald-800">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 fill-current">
                <path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4Z" />
              </svg>
              {contentMessages.expertChecked}
            </p>
          </div>
          <ButtonLink to={paths.roundSlip} variant="outline" size="sm" className="self-start sm:self-auto">
            {contentMessages.seeRoundSlip}
          </ButtonLink>
        </div>
        <DailySlipsContent state={slips} page={page} onPage={goTo} expired={expired} />
      </section>
    </div>
  );
}

function DailySlipsContent({
  state,
  page,
  onPage,
  expired,
}: {
  state: ReturnType<typeof useDailySlips>;
  page: number;
  onPage: (page: number) => void;
  expired: boolean;
}) {
  if (state.isPending || expired) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{contentMessages.loading}</span>
        <DailySlipsSkeleton />
      </div>
    );
  }
  if (state.isError) return <ErrorMessage text={contentMessages.dailySlipsFailed} />;
  const { data, meta } = state.data;
  const pageCount = meta.pagination.pageCount;
  return (
    <>
      {data.length === 0 ? (
        <EmptyState text={contentMessages.noSlip} />
      ) : (
        <ul className="grid gap-6" aria-busy={state.isPlaceholderData || undefined}>
          {data.map((slip) => (
            <li key={slip.documentId}>
              <DailySlipCard slip={slip} />
            </li>
          ))}
        </ul>
      )}
      <SlipsPagination page={page} pageCount={pageCount} onPage={onPage} />
    </>
  );
}
