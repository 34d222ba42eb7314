import { contentMessages } from '../../../domain/messages.ts';
import { Skeleton } from '../../components/spinner.tsx';

/** Grey posts while the feed loads. */
export function FeedSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{contentMessages.loading}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-44" />
            </div>
          </div>
          <Skeleton className="mt-4 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-5/6" />
          <Skeleton className="mt-4 h-40 w-full" />
          <Skeleton className="mt-4 h-11 w-40" />
        </div>
      ))}
    </div>
  );
}
