import type { Services } from '../../services.ts';
import { finder } from './leaderboard.cache.ts';
import {
  boardValues,
  type LeaderboardSortKey,
  leaderboardPage,
  type PageStart,
  rankedCount,
  tieFences,
} from './leaderboard.queries.ts';

// Ranks are read, never stored: an account's rank is 1 + the accounts above its points in the points histogram,
// which the database moves in the same transaction as the totals (migration 0007_ranks_histogram.sql). So nothing
// re-ranks after a result and no read waits: the new places are there when the scoring commits. A page is found
// fast from each ranking's histogram and, inside a large tie, from the tie's fences (every FENCE_EVERY-th account
// of the tie with its position), from which a page seeks instead of walking the tie from its first account; both
// are kept, with the pages, in leaderboard.cache.ts.

/** A tie walked from its first account up to this far; deeper, a page seeks from the nearest fence. */
export const FENCE_EVERY = 256;

/**
 * A page of the season or round ranking, 10 rows with ranks and the count. The histogram says which value holds
 * position offset + 1 and how far into its tie the page starts; past FENCE_EVERY, the tie's fences say where to
 * seek. So a page reads at most FENCE_EVERY + limit index entries, however large the tie (everyone at 0 points
 * at a round's start, or a tie of 25,000 while a re-rank has cleared the visibility map and every entry walked
 * costs a heap visit). Until a tie's fences are there (after a change of points, while the background computes
 * them), its pages walk the tie from its first account, as they all did before.
 */
export async function rankedPage(
  services: Pick<Services, 'db' | 'changes'>,
  sort: LeaderboardSortKey,
  offset: number,
  limit: number,
) {
  const { db } = services;
  const values = (await finder(services, sort, () => boardValues(db, sort)))!;
  let above = 0;
  const at = values.find((v) => {
    if (offset < above + v.accounts) return true;
    above += v.accounts;
    return false;
  });
  if (!at) return { rows: [], total: await rankedCount(db) };
  const start: PageStart = { points: at.points, from: null, skip: offset - above };
  if (start.skip >= FENCE_EVERY) {
    const fences = await finder(
      services,
      `${sort}:${at.points}`,
      () => tieFences(db, sort, at.points, FENCE_EVERY),
      false,
    );
    const fence = fences?.findLast((f) => f.pos <= start.skip);
    if (fence) {
      start.from = { name: fence.name, id: fence.id };
      start.skip -= fence.pos;
    }
  }
  return leaderboardPage(db, sort, start, limit);
}

// What other modules may read and do through this module (its queries stay its own).
export { ranksOf } from './leaderboard.queries.ts';
