import { lazy, Suspense } from 'react';

// The leaderboard's live part, downloaded beside the page rather than with it: the page's initial JS stays as it was.
const LiveProjectionSlot = lazy(() =>
  import('./live-projection-slot.tsx').then((m) => ({ default: m.LiveProjectionSlot })),
);

export function LiveProjectionLoader({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <LiveProjectionSlot className={className} />
    </Suspense>
  );
}
