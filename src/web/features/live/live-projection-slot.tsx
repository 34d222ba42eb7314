import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { liveMessages as t } from '../../components/live/live-messages.ts';
import { useLiveSnapshot } from '../../components/live/live-stream.ts';
import { Skeleton } from '../../components/spinner.tsx';
import { useUserSession } from '../../session.ts';

// Where the leaderboard shows "dacă scorul rămâne așa": only while a match of the current round is live (the live
// stream says so, without a reload), and the projection's table downloaded only when asked for.

const LiveProjection = lazy(() => import('./live-projection.tsx').then((m) => ({ default: m.LiveProjection })));

export function LiveProjectionSlot({ className }: { className?: string }) {
  const live = useLiveSnapshot();
  const session = useUserSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const generation = live?.meta.projection ?? null;
  if (generation === null) return null;
  return (
    <section
      aria-labelledby={`${panelId}-title`}
      className={`rounded-2xl bg-red-50 p-4 ring-1 ring-red-200 sm:p-5 ${className ?? ''}`}
      data-testid="live-projection"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${panelId}-title`} className="flex items-center gap-2 text-lg font-bold text-ink">
          <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white">
            {t.badge}
          </span>
          {t.projectionTitle}
        </h2>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? t.hideProjection : t.showProjection}
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-700">{t.projectionNote}</p>
      <div id={panelId} hidden={!open} className="mt-4">
        {open && (
          <Suspense fallback={<Skeleton className="h-32 w-full" />}>
            <LiveProjection generation={generation} userId={session?.userId ?? null} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
