import type { LiveState } from '../../../domain/live.schemas.ts';
import { liveMessages as t } from './live-messages.ts';

/** "LIVE · În desfășurare", the minute when known: a match under way is always shown as live. */
export function LiveBadge({ live }: { live: LiveState }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm font-semibold text-red-800">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white">
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white motion-reduce:animate-none" />
        {t.badge}
      </span>
      {t.inProgress}
      {live.minute !== null && <span className="tabular-nums">{t.minute(live.minute)}</span>}
    </span>
  );
}
