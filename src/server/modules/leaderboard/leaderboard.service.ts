import type { Services } from '../../app.ts';
import { holdScoringLock, refreshLeaderboardPlaces } from '../scoring/scoring.queries.ts';

interface PlacesState {
  running?: Promise<number>;
  again: boolean;
  /** The refresh that follows the latest change of points: readers wait for it, so they never see old places. */
  settling?: Promise<unknown>;
  /** Bumped when places change: cached pages of an older version are dropped. */
  version: number;
  pages: Map<string, { version: number; at: number; body: unknown }>;
  /** When the last look for accounts without a place started. */
  newcomersCheckedAt: number;
}

const states = new WeakMap<object, PlacesState>();
const stateOf = (services: Pick<Services, 'db'>) => {
  let s = states.get(services.db as object);
  if (!s) {
    s = { again: false, version: 0, pages: new Map(), newcomersCheckedAt: 0 };
    states.set(services.db as object, s);
  }
  return s;
};

/**
 * Refreshes the stored leaderboard places. Calls that arrive while a refresh runs share one more refresh
 * after it, so the last write is always reflected and refreshes never pile up.
 */
export function refreshPlaces(services: Pick<Services, 'db'>): Promise<number> {
  const state = stateOf(services);
  if (state.running) {
    state.again = true;
    const current = state.running;
    return current.then(() => state.running ?? refreshPlaces(services));
  }
  // Under the scoring lock: the ranking updates many users rows, as every totals write does, and two such
  // statements running at once can lock the rows in crossing orders (a deadlock, answered as a 500).
  const ranking = services.db.transaction(async (tx) => {
    await holdScoringLock(tx);
    return refreshLeaderboardPlaces(tx);
  });
  const run: Promise<number> = ranking.finally(() => {
    state.version += 1;
    state.pages.clear();
    state.running = undefined;
    if (state.again) {
      state.again = false;
      void refreshPlaces(services).catch(() => {});
    }
  });
  state.running = run;
  return run;
}

/**
 * Points changed: places are refreshed in the background (the admin's request does not wait for a
 * million-row ranking); leaderboard and profile reads wait for it through placesSettled.
 */
export function placesChanged(services: Pick<Services, 'db'>): void {
  const state = stateOf(services);
  const settling = refreshPlaces(services).catch(() => 0);
  state.settling = settling;
  void settling.finally(() => {
    if (state.settling === settling) state.settling = undefined;
  });
}

/** Waits for the refresh that follows the latest change of points, if one is under way. */
export async function placesSettled(services: Pick<Services, 'db'>): Promise<void> {
  const settling = stateOf(services).settling;
  if (settling) await settling;
}

/** New accounts with no place yet: placed in the background; the ranking shows them once it is done. */
export function placeNewcomers(services: Pick<Services, 'db'>): void {
  const state = stateOf(services);
  if (!state.running) void refreshPlaces(services).catch(() => {});
}

const NEWCOMERS_CHECK_MS = 1_000;

/**
 * Looks for accounts without a place at most once a second, off the request's path: a leaderboard read
 * served from the cache then touches the database not at all.
 */
export function watchNewcomers(services: Pick<Services, 'db'>, hasNewcomers: () => Promise<boolean>): void {
  const state = stateOf(services);
  const now = Date.now();
  if (now - state.newcomersCheckedAt < NEWCOMERS_CHECK_MS) return;
  state.newcomersCheckedAt = now;
  void hasNewcomers()
    .then((found) => found && placeNewcomers(services))
    .catch(() => {});
}

const PAGE_TTL_MS = 5_000;
const MAX_PAGES = 1_000;

/** A leaderboard page, cached until places change (or for 5 s, which bounds avatar and name edits). */
export async function cachedPage<T>(
  services: Pick<Services, 'db'>,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const state = stateOf(services);
  const hit = state.pages.get(key);
  const now = Date.now();
  if (hit && hit.version === state.version && now - hit.at < PAGE_TTL_MS) return hit.body as T;
  const version = state.version;
  const body = await compute();
  if (version === state.version) {
    if (state.pages.size >= MAX_PAGES) state.pages.clear();
    state.pages.set(key, { version, at: now, body });
  }
  return body;
}
