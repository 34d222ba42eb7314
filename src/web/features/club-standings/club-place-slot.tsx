import { type ComponentProps, lazy, Suspense } from 'react';

const ClubPlace = lazy(() => import('./club-place.tsx').then((m) => ({ default: m.ClubPlace })));

/**
 * The club's line on a profile (club-place.tsx), loaded beside the profile rather than in its first bytes: the
 * profile page is near the public pages' 130 KB budget, and the line waits for the club standings anyway.
 */
export function ClubPlaceSlot(props: ComponentProps<typeof ClubPlace>) {
  return (
    <Suspense fallback={null}>
      <ClubPlace {...props} />
    </Suspense>
  );
}
