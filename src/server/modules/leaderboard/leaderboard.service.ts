import type { Services } from '../../services.ts';
import { RANKINGS_VACUUM_JOB, VACUUM_AFTER_ACCOUNTS } from './leaderboard.jobs.ts';
import {
  boardValues,
  type LeaderboardSortKey,
  leaderboardPage,
  type PageStart,
  rankedCount,
  tieFences,
} from './leaderboard.queries.ts';

// Ranks are read, never stored: an account's rank is 1 + the accounts above its points in the points histogram,
// which the database moves in the same transaction as the totals (migration 0007_ranks_histogram.sql). So nothing re-ranks after a
// result and no read waits: the new places are there when the scoring commits. What is kept here is a cache of
// pages, dropped when points change, and what finds a page fast: each ranking's histogram and, inside a large tie,
// fences (every FENCE_EVERY-th account of the tie with its position) from which a page seeks instead of walking
// the tie from its first account. Both are right until points change, and dropped with the pages.

interface PageCache {
  /** Bumped when points change: cached pages of an older version are dropped. */
  version: number;
  pages: Map<string, { version: number; at: number; body: unknown }>;
  /** Histograms ('points' / 'currentPoints') and tie fences ('points:1200'), computed once per version. */
  finders: Map<string, { version: number; at: number; value: Promise<unknown>; done?: { value: unknown } }>;
  /** Tie fences are computed one at a time, off the reads (see rankedPage). */
  background: Promise<unknown>;
  /** Pages listen to the change bus: points or players changed on any instance. */
  listening?: boolean;
}

const caches = new WeakMap<object, PageCache>();
const cacheOf = (services: Pick<Services, 'db'>) => {
  let c = caches.get(services.db as object);
  if (!c) {
    c = { version: 0, pages: new Map(), finders: new Map(), background: Promise.resolve() };
    caches.set(services.db as object, c);
  }
  return c;
};

/**
 * Points, accounts or what a leaderboard row shows changed (after the commit): cached pages of this process are
 * dropped. The one hook for every such write. A write that moved many accounts (`accountsMoved`) also queues a
 * vacuum of users (leaderboard.jobs.ts).
 */
export function pointsChanged(services: Pick<Services, 'db' | 'changes' | 'jobs'>, accountsMoved = 0): void {
  const cache = cacheOf(services);
  cache.version += 1;
  cache.pages.clear();
  cache.finders.clear();
  // Every other instance drops its pages too (this one's handler bumps the version again, which is harmless).
  void services.changes.publish('places');
  if (accountsMoved >= VACUUM_AFTER_ACCOUNTS)
    void services.jobs.enqueue({ kind: RANKINGS_VACUUM_JOB, dedupeKey: RANKINGS_VACUUM_JOB }).catch(() => {});
}

const PAGE_TTL_MS = 5_000;
const MAX_PAGES = 1_000;

/**
 * A leaderboard page, cached until points change (or for 5 s, which bounds avatar and name edits and writes
 * this process does not see). A page computed across a change is answered but not kept.
 */
export async function cachedPage<T>(
  services: Pick<Services, 'db' | 'changes'>,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const cache = listeningCache(services);
  // While this instance cannot hear the bus, another instance's write could go unseen: no page is trusted.
  if (!services.changes.trusted()) return compute();
  const hit = cache.pages.get(key);
  const now = Date.now();
  if (hit && hit.version === cache.version && now - hit.at < PAGE_TTL_MS) return hit.body as T;
  const version = cache.version;
  const body = await compute();
  if (version === cache.version) {
    if (cache.pages.size >= MAX_PAGES) cache.pages.clear();
    cache.pages.set(key, { version, at: now, body });
  }
  return body;
}

function listeningCache(services: Pick<Services, 'db' | 'changes'>): PageCache {
  const cache = cacheOf(services);
  if (!cache.listening) {
    cache.listening = true;
    const drop = () => {
      cache.version += 1;
      cache.pages.clear();
      cache.finders.clear();
    };
    services.changes.subscribe('places', drop);
    services.changes.subscribe('players', drop);
  }
  return cache;
}

/** A tie walked from its first account up to this far; deeper, a page seeks from the nearest fence. */
export const FENCE_EVERY = 256;
/**
 * Every write that moves points or accounts drops the finders at once (pointsChanged, the change bus); this bounds
 * what no hook announces (SQL run by hand). Longer than a page's 5 s: a large tie's fences cost a walk of the tie.
 */
const FINDER_TTL_MS = 60_000;

/**
 * A finder (histogram, fences) of the current version: computed once, shared by the reads that need it meanwhile,
 * and kept only if no change came while it was computed. With `wait: false` a read never waits for one: it gets
 * the finder once it is there, and until then undefined, while the finder is computed in the background, one
 * after another (right after a change of points, a burst of reads would otherwise walk every large tie at once).
 */
async function finder<T>(
  services: Pick<Services, 'db' | 'changes'>,
  key: string,
  compute: () => Promise<T>,
  wait = true,
): Promise<T | undefined> {
  const cache = listeningCache(services);
  if (!services.changes.trusted()) return wait ? compute() : undefined;
  const hit = cache.finders.get(key);
  const now = Date.now();
  if (hit && hit.version === cache.version && now - hit.at < FINDER_TTL_MS) {
    if (wait) return hit.value as Promise<T>;
    return hit.done?.value as T | undefined;
  }
  const version = cache.version;
  if (cache.finders.size >= MAX_PAGES) cache.finders.clear();
  const current = () => version === cache.version;
  let value: Promise<T>;
  if (wait) value = compute();
  else {
    // After the finder queued before it, whatever became of that one.
    const next = () => (current() ? compute() : Promise.reject(new Error('points changed')));
    value = cache.background.then(next, next);
    cache.background = value;
  }
  const entry: { version: number; at: number; value: Promise<unknown>; done?: { value: unknown } } = {
    version,
    at: now,
    value,
  };
  cache.finders.set(key, entry);
  const settled = value.then(
    (v) => {
      entry.done = { value: v };
      if (!current() && cache.finders.get(key) === entry) cache.finders.delete(key);
      return v;
    },
    (error: unknown) => {
      if (cache.finders.get(key) === entry) cache.finders.delete(key);
      throw error;
    },
  );
  if (wait) return settled as Promise<T>;
  settled.catch(() => {});
  return undefined;
}

/** Settles once the finders being computed in the background are there (tests, benchmarks). */
export function findersSettled(services: Pick<Services, 'db' | 'changes'>): Promise<void> {
  return listeningCache(services).background.then(
    () => {},
    () => {},
  );
}

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
