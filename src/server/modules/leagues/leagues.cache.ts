import { keptCache } from '../../cluster/cache.ts';
import type { Services } from '../../services.ts';
import { leagueOrderRows, type StandingsSort } from './leagues.queries.ts';

// A league's standings in order, and its pages, kept in the process: a page of a 10,000-member league is then a
// lookup (or, the first time, ten ids sliced from the order and one primary-key read of their rows), where ranking
// the members again for each page window-sorts all 10,000 of them (and, during a re-rank, visits their freshly
// rewritten rows). Both are dropped on every instance when points move or a ranked row changes (`places`,
// `players`), a membership does (`leagues`) or the rounds do (`fixtures`, for the pages' form), and kept at most a
// minute against writes that nobody announces ('league-orders' and 'league-pages' in cluster/cache-registry.ts).
// One computed across a change is answered but not kept, and while this instance cannot hear the change bus
// nothing is kept at all.
//
// After a change, the first read of a league waits for its new order (0.1 s at 10,000 members, about 0.4 s right
// after a re-rank); reads that come while it is read (within PREVIOUS_MS of the change) get the order of just
// before instead of queueing behind it (their pages are cut again, not kept). So a client that reads after its write sees the write,
// and nobody waits a re-read per page. A membership change is never answered from before it.

/** A league's ranked members (admins aside) in the public ranking's order, with each one's points and rank. */
export interface LeagueOrder {
  ids: Int32Array;
  points: Int32Array;
  ranks: Int32Array;
}

/** Both rankings of a league, read together (one visit of each member's row). */
type Orders = Record<StandingsSort, LeagueOrder>;

/** Members kept across the orders of before a change (24 bytes each for both rankings: a few MB). */
const MAX_PREVIOUS_MEMBERS = 500_000;

/** Orders of before a change, and until when they may still be answered while the new ones are read. */
interface Previous {
  version: number;
  orders: Orders;
  until: number;
}

/** How long after a change the orders of before may stand in for the new ones being read. */
const PREVIOUS_MS = 5_000;

type CacheServices = Pick<Services, 'db' | 'changes'>;

/** Per app: the orders read before the last changes, answered while the new ones are read. */
const previousOf = new WeakMap<object, Map<number, Previous>>();

/**
 * The orders cache of an app ('league-orders' in the registry: weighed by members), and the orders of before its
 * last changes. Except for memberships (`leagues`), a change makes this generation's orders the previous ones
 * (with those still previous for leagues not read since); a membership change keeps none: a member who joins is
 * in every answer after the join, who left is in none.
 */
function ordersCache(services: CacheServices) {
  const orders = keptCache<Orders>(services, 'league-orders', (o) => 2 * o.points.ids.length);
  let previous = previousOf.get(services.db as object);
  if (!previous) {
    const kept = new Map<number, Previous>();
    previous = kept;
    previousOf.set(services.db as object, kept);
    orders.onDrop((topic) => {
      if (topic === 'leagues' || topic === null) {
        kept.clear();
        return;
      }
      const until = Date.now() + PREVIOUS_MS;
      for (const [key, value] of orders.entries()) {
        const id = Number(key);
        kept.delete(id);
        kept.set(id, { version: orders.version, orders: value, until });
      }
      // Bounded like the orders: the least recently superseded go first.
      let members = 0;
      for (const p of kept.values()) members += 2 * p.orders.points.ids.length;
      for (const [id, p] of kept) {
        if (members <= MAX_PREVIOUS_MEMBERS) break;
        kept.delete(id);
        members -= 2 * p.orders.points.ids.length;
      }
    });
  }
  return { orders, previous };
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
  if (!services.changes.trusted()) return { orders: await computeOrders(services, leagueId), version: -1 };
  const { orders, previous } = ordersCache(services);
  const key = String(leagueId);
  const done = orders.peek(key);
  if (done) return { orders: done, version: orders.version };
  if (orders.has(key)) {
    const before = previous.get(leagueId);
    if (before && Date.now() < before.until) return { orders: before.orders, version: before.version };
  }
  const version = orders.version;
  const value = await orders.read(key, () => computeOrders(services, leagueId));
  if (version === orders.version) previous.delete(leagueId);
  return { orders: value, version };
}

/** The league's order for the season (`points`) or the round (`currentPoints`). */
export async function leagueOrder(services: CacheServices, leagueId: number, sort: StandingsSort) {
  return (await leagueOrders(services, leagueId)).orders[sort];
}

/**
 * A page of a league's standings as every member sees it, cut from the orders of generation `version` (as
 * leagueOrders answered them) and kept with them ('league-pages'); concurrent reads share the computation. A page
 * of an order of before a change is answered, not kept.
 */
export function leaguePage<T>(
  services: CacheServices,
  key: string,
  version: number,
  compute: () => Promise<T>,
): Promise<T> {
  const { orders } = ordersCache(services);
  if (version < 0 || version !== orders.version) return compute();
  return keptCache(services, 'league-pages').read(key, compute);
}

/** Where an account stands in an order: its rank and its position (1-based), or undefined when it is not in it. */
export function placeIn(order: LeagueOrder, userId: number) {
  const i = order.ids.indexOf(userId);
  return i < 0 ? undefined : { rank: order.ranks[i], position: i + 1 };
}
