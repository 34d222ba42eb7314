// When the matches page offers push reminders: only to a logged-in player who has predicted, whose browser can
// take pushes, and not while a "Nu acum" pause lasts. Pure, beside the small storage of the pause. The pause is
// stored as its end, so this module (in the matches page's first bytes) needs neither the schemas nor zod.

const DAY_MS = 86_400_000;

/** The localStorage key of the end of the pause after "Nu acum" (milliseconds since the epoch). */
export const PUSH_OFFER_PAUSED_UNTIL_KEY = 'pushOfferPausedUntil';

/** When the offer returns after a "Nu acum" at `now`: `days` later (PUSH_OFFER_PAUSE_DAYS). */
export const pauseEnd = (now: number, days: number) => now + days * DAY_MS;

/** True while the pause that ends at `pausedUntil` still holds the offer back at `now`. */
export const offerPaused = (pausedUntil: number | null, now: number) =>
  pausedUntil !== null && Number.isFinite(pausedUntil) && now < pausedUntil;

/** What can be known at once, without the server or the service worker: whether to load the offer at all. */
export interface OfferPrecheck {
  loggedIn: boolean;
  hasPredicted: boolean;
  /** The browser has the Push API and the player has not blocked notifications. */
  browserCanPush: boolean;
  pausedUntil: number | null;
  now: number;
}

export const offerMayShow = (c: OfferPrecheck) =>
  c.loggedIn && c.hasPredicted && c.browserCanPush && !offerPaused(c.pausedUntil, c.now);

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readPause(store: Store): number | null {
  try {
    const raw = store.getItem(PUSH_OFFER_PAUSED_UNTIL_KEY);
    const at = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

export function writePause(store: Store, until: number) {
  try {
    store.setItem(PUSH_OFFER_PAUSED_UNTIL_KEY, String(until));
  } catch {
    // No storage (private mode, quota): the offer then stays hidden only for this page's life.
  }
}
