import { lazy, Suspense } from 'react';
import type { LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';
import { Skeleton } from '../../components/spinner.tsx';
import { useUserSession } from '../../session.ts';

// Where a public page (home, the leaderboard) shows the player's league panels: nothing for a visitor (no request,
// no code), and the panels' code downloaded only for a logged-in player, so the pages' initial JS stays as it was.

const LeaguePanels = lazy(() => import('./league-panels.tsx').then((m) => ({ default: m.LeaguePanels })));

function LeaguePanelsSkeleton() {
  return (
    <div className="flex flex-col items-center gap-3">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-64 w-full sm:w-[22rem]" />
    </div>
  );
}

export function LeaguePanelsSlot({ sortBy, className }: { sortBy: LeaderboardSort; className?: string }) {
  const session = useUserSession();
  if (!session) return null;
  return (
    <div className={className}>
      <Suspense fallback={<LeaguePanelsSkeleton />}>
        <LeaguePanels sortBy={sortBy} userId={session.userId} pending={<LeaguePanelsSkeleton />} />
      </Suspense>
    </div>
  );
}
