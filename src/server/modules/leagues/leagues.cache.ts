import type { Services } from '../../services.ts';
import { leagueOrderRows, type StandingsSort } from './leagues.queries.ts';

// A league's standings in order, and its pages, kept in the process: a page of a 10,000-member league is then a
// lookup (or, the first time, ten ids sliced from the order and one primary-key read of their rows), where ranking
// the members again for each page window-sorts all 10,000 of them (and, during a re-rank, visits their freshly
// rewritten rows). Both are dropped on every instance when points move or a ranked row changes (`places`,
// `players`), a membership does (`leagues`) or the rounds do (`fixtures`, for the pages' form), and kept at most
// ORDER_TTL_MS against writes that no hook announces. One computed across a change is answered but not kept, and
// while this instance cannot hear the change bus nothing is kept at all.
//
// After a change, the first read of a league waits for its new order (0.1 s at 10,000 members, about 0.4 s right
// after a re-rank); reads that come while it is read (within PREVIOUS_MS of the change) get the order of just
// before, with its pages, instead of queueing behind it. So a client that reads after its write sees the write,
// and nobody waits a re-read per page. A membership change is never answered from before it.

/** A league's ranked members (admins aside) in the public ranking's order, with each one's points and rank. */
export interface LeagueOrder {
  ids: Int32Array;
  points: Int32Array;
  ranks: Int32Array;
}

/** Both rankings of a league, read together (one visit of each member's row). */
type Orders = Record<StandingsSort, LeagueOrder>;

const ORDER_TTL_MS = 60_000;
/** Members kept across all orders (24 bytes each for both rankings: a few MB); past it the oldest leagues go. */
const MAX_MEMBERS_KEPT = 500_000;

interface Entry {
  version: number;
  at: number;
  size: number;
  value: Promise<Orders>;
  /** The orders, once read. */
  done?: Orders;
}

interface PageEntry {
  /** The generation of the order the page was cut from. */
  version: number;
  at: number;
  value: Promise<unknown>;
}

/** Orders of before a change, and until when they may still be answered while the new ones are read. */
interface Previous {
  version: number;
  orders: Orders;
  until: number;
}

/** How long after a change the orders of before may stand in for the new ones being read. */
const PREVIOUS_MS = 5_000;

interface OrderCache {
  /** The generation: bumped by every change. */
  version: number;
  kept: number;
  /** By league id, the most recently read last (the first to go past MAX_MEMBERS_KEPT are the least recent). */
  orders: Map<number, Entry>;
  /** The orders read before the last changes: answered while the new ones are read. */
  previous: Map<number, Previous>;
  /** Pages of standings as every member sees them (rows and form; each caller's own place is added per read). */
  pages: Map<string, PageEntry>;
}

/** Pages kept across all leagues (a page with its form is about 3 KB). */
const MAX_PAGES_KEPT = 2_000;

type CacheServices = Pick<Services, 'db' | 'changes'>;

const caches = new WeakMap<object, OrderCache>();

function cacheOf(services: CacheServices): OrderCache {
  let cache = caches.get(services.db as object);
  if (!cache) {
    const c: OrderCache = { version: 0, kept: 0, orders: new Map(), previous: new Map(), pages: new Map() };
    /**
     * A change. Except for memberships (`strict`), this generation's orders become the previous ones (with those
     * still previous for leagues not read since), and their pages are kept with them.
     */
    const drop = (strict: boolean) => {
      const before = c.version;
      const now = Date.now();
      const previous = strict ? new Map<number, Previous>() : new Map(c.previous);
      if (!strict)
        for (const [id, e] of c.orders)
          if (e.done && e.version === before) {
            previous.delete(id);
            previous.set(id, { version: before, orders: e.done, until: now + PREVIOUS_MS });
          }
      // Bounded like the orders: the least recently superseded go first.
      let members = 0;
      for (const p of previous.values()) members += 2 * p.orders.points.ids.length;
      for (const [id, p] of previous) {
        if (members <= MAX_MEMBERS_KEPT) break;
        previous.delete(id);
        members -= 2 * p.orders.points.ids.length;
      }
      c.previous = previous;
      const versions = new Set([...previous.values()].map((p) => p.version));
      for (const [key, page] of c.pages) if (!versions.has(page.version)) c.pages.delete(key);
      c.version += 1;
      c.orders.clear();
      c.kept = 0;
    };
    // Memberships: a member who joins is in every answer after the join; who left is in none.
    services.changes.subscribe('leagues', () => drop(true));
    // Points, names and who is ranked; fixtures: a page's form follows the rounds (a new current round, a result).
    for (const topic of ['places', 'players', 'fixtures'] as const)
      services.changes.subscribe(topic, () => drop(false));
    caches.set(services.db as object, c);
    cache = c;
  }
  return cache;
}

/** Ranks of an ordered list of points: 1 + how many have more points (equal points, equal rank). */
function ranksOf(points: Int32Array): Int32Array {
  const ranks = new Int32Array(points.length);
  for (let i = 0; i < points.length; i++) ranks[i] = i > 0 && points[i] === points[i - 1] ? ranks[i - 1] : i + 1;
  return ranks;
}

function orderOf(row: { ids: number[]; points: number[] }): LeagueOrder {
  const points = Int32Array.from(row.points);
  return { ids: Int32Array.from(row.ids), points, ranks: ranksOf(points) };
}

async function computeOrders(services: CacheServices, leagueId: number): Promise<Orders> {
  const rows = await leagueOrderRows(services.db, leagueId);
  return { points: orderOf(rows.points), currentPoints: orderOf(rows.currentPoints) };
}

function keep(cache: OrderCache, leagueId: number, entry: Entry) {
  for (const [k, e] of cache.orders) {
    if (cache.kept + entry.size <= MAX_MEMBERS_KEPT) break;
    cache.orders.delete(k);
    cache.kept -= e.size;
  }
  cache.orders.set(leagueId, entry);
  cache.kept += entry.size;
}

/** A league's orders, and the generation they belong to (-1: computed while nothing could be kept). */
export interface OrdersRead {
  orders: Orders;
  version: number;
}

/**
 * Both orders of a league: cached, computed once per change, shared by the reads that need them meanwhile; while
 * they are read after points moved, the orders of before (see above).
 */
export async function leagueOrders(services: CacheServices, leagueId: number): Promise<OrdersRead> {
  const cache = cacheOf(services);
  if (!services.changes.trusted()) return { orders: await computeOrders(services, leagueId), version: -1 };
  const now = Date.now();
  const hit = cache.orders.get(leagueId);
  if (hit && hit.version === cache.version && now - hit.at < ORDER_TTL_MS) {
    // Read last: moved to the end, away from the first to go.
    cache.orders.delete(leagueId);
    cache.orders.set(leagueId, hit);
    if (hit.done) return { orders: hit.done, version: hit.version };
    const before = cache.previous.get(leagueId);
    if (before && now < before.until) return { orders: before.orders, version: before.version };
    return { orders: await hit.value, version: hit.version };
  }
  if (hit) {
    cache.orders.delete(leagueId);
    cache.kept -= hit.size;
  }
  const version = cache.version;
  const value = computeOrders(services, leagueId);
  // Concurrent reads share the computation; it is kept once done, if nothing changed meanwhile.
  const pending: Entry = { version, at: now, size: 0, value };
  cache.orders.set(leagueId, pending);
  value.then(
    (orders) => {
      if (cache.orders.get(leagueId) !== pending) return;
      cache.orders.delete(leagueId);
      if (version !== cache.version) return;
      keep(cache, leagueId, { ...pending, size: 2 * orders.points.ids.length, done: orders });
      cache.previous.delete(leagueId);
    },
    () => {
      if (cache.orders.get(leagueId) === pending) cache.orders.delete(leagueId);
    },
  );
  return { orders: await value, version };
}

/** The league's order for the season (`points`) or the round (`currentPoints`). */
export async function leagueOrder(services: CacheServices, leagueId: number, sort: StandingsSort) {
  return (await leagueOrders(services, leagueId)).orders[sort];
}

/**
 * A page of a league's standings as every member sees it, cut from the orders of generation `version` (as
 * leagueOrders answered them) and kept with them; concurrent reads share the computation. A page of an order of
 * before a change is kept only if it was kept then (it is answered, not stored).
 */
export function leaguePage<T>(
  services: CacheServices,
  key: string,
  version: number,
  compute: () => Promise<T>,
): Promise<T> {
  const cache = cacheOf(services);
  if (version < 0 || !services.changes.trusted()) return compute();
  const now = Date.now();
  const hit = cache.pages.get(key);
  if (hit && hit.version === version && now - hit.at < ORDER_TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  if (version !== cache.version) return value;
  if (cache.pages.size >= MAX_PAGES_KEPT) cache.pages.delete(cache.pages.keys().next().value as string);
  const entry: PageEntry = { version, at: now, value };
  cache.pages.set(key, entry);
  value.then(
    () => {
      if (version !== cache.version && cache.pages.get(key) === entry) cache.pages.delete(key);
    },
    () => {
      if (cache.pages.get(key) === entry) cache.pages.delete(key);
    },
  );
  return value;
}

/** Where an account stands in an order: its rank and its position (1-based), or undefined when it is not in it. */
export function placeIn(order: LeagueOrder, userId: number) {
  const i = order.ids.indexOf(userId);
  return i < 0 ? undefined : { rank: order.ranks[i], position: i + 1 };
}

/**
 * A membership changed (a join, a leave, a removal, a deleted league): every instance drops its league orders. The
 * promise settles once the other instances are told (the answer waits for it anyway).
 */
export function membershipsChanged(services: Pick<Services, 'changes'>): Promise<void> {
  return services.changes.publish('leagues');
}
