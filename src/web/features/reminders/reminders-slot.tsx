import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/spinner.tsx';

// The profile's "Mementouri" section, loaded beside the page, not in its first bytes (the profile is near the
// public pages' 130 KB budget): even its heading and texts come with it.

const ReminderSettings = lazy(() => import('./reminder-settings.tsx').then((m) => ({ default: m.ReminderSettings })));

export function RemindersSlot() {
  return (
    <Suspense fallback={<Skeleton className="h-96 rounded-3xl" />}>
      <ReminderSettings />
    </Suspense>
  );
}
