import { lazy, Suspense } from 'react';
import { useUserSession } from '../../session.ts';

const SharePick = lazy(() => import('./share-pick.tsx').then((m) => ({ default: m.SharePick })));

/** On the player's own match card once the deadline has passed: "Trimite prietenilor", loaded when shown. */
export function SharePickSlot({ matchId, summary }: { matchId: string; summary: string }) {
  const session = useUserSession();
  if (!session?.username) return null;
  return (
    <Suspense fallback={<div className="min-h-11" />}>
      <SharePick username={session.username} matchId={matchId} summary={summary} />
    </Suspense>
  );
}
