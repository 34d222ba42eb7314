import { lazy, Suspense, useState } from 'react';
import { useUserSession } from '../../session.ts';
import { offerMayShow, readPause } from './push-offer.ts';
import { browserHasPush, notificationPermission } from './push-support.ts';

// Where the matches page offers push reminders. What is known at once (logged in, a prediction made, a browser
// that can take pushes, no recent "Nu acum") decides whether the card's code is downloaded at all.

const PushOffer = lazy(() => import('./push-offer-card.tsx').then((m) => ({ default: m.PushOfferCard })));

export function PushOfferSlot({ hasPredicted }: { hasPredicted: boolean }) {
  const session = useUserSession();
  const [now] = useState(() => Date.now());
  const show = offerMayShow({
    loggedIn: session !== null,
    hasPredicted,
    browserCanPush: browserHasPush() && notificationPermission() !== 'denied',
    pausedUntil: readPause(window.localStorage),
    now,
  });
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <PushOffer />
    </Suspense>
  );
}
