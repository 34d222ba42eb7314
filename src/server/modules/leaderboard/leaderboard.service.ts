import type { Services } from '../../app.ts';
import { refreshLeaderboardPlaces } from '../scoring/scoring.queries.ts';

const running = new WeakMap<object, Promise<number>>();
const again = new WeakSet<object>();

/**
 * Refreshes the stored leaderboard places after points changed. Calls that arrive while a refresh runs
 * share one more refresh after it, so the last write is always reflected and refreshes never pile up.
 */
export function refreshPlaces(services: Pick<Services, 'db'>): Promise<number> {
  const key = services.db as object;
  const current = running.get(key);
  if (current) {
    again.add(key);
    return current.then(() => running.get(key) ?? refreshPlaces(services));
  }
  const run: Promise<number> = refreshLeaderboardPlaces(services.db).finally(() => {
    running.delete(key);
    if (again.delete(key)) void refreshPlaces(services);
  });
  running.set(key, run);
  return run;
}
