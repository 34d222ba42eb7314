import { Link } from 'react-router';
import { contentMessages, nav } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { RoundSlipSkeleton, RoundSlipView } from '../../features/slips/round-slip-view.tsx';
import { slipPageMessages } from '../../features/slips/slip-messages.ts';
import { useCurrentRoundSlip } from '../../features/slips/slips.api.ts';

export function RoundSlipPage() {
  const slip = useCurrentRoundSlip();
  const roundName = slip.data?.round.name;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PageTitle
        title={roundName ? `${nav.roundSlip}: ${roundName}` : nav.roundSlip}
        description={slipPageMessages.roundSlipDescription}
      />
      <RoundSlipContent state={slip} />
      <p className="mt-6">
        <Link
          to={paths.dailySlips}
          className="rounded font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
        >
          {nav.dailySlips}
        </Link>
      </p>
    </div>
  );
}

function RoundSlipContent({ state }: { state: ReturnType<typeof useCurrentRoundSlip> }) {
  if (state.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{contentMessages.loading}</span>
        <RoundSlipSkeleton />
      </div>
    );
  }
  if (state.isError) return <ErrorMessage text={contentMessages.roundSlipFailed} />;
  if (state.data === null || state.data.predictions.length === 0) return <EmptyState text={contentMessages.noSlip} />;
  return <RoundSlipView slip={state.data} />;
}
