import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { ActionLimit, RateLimits } from '../config.ts';
import { rateLimited } from './errors.ts';
import { memorySlotStore, type SlotStore } from './slots.ts';

export interface RateLimitStore {
  /**
   * Adds `amount` (1 by default; 0 reads, a negative amount gives hits back) to key in the current window;
   * answers the count and the ms until the window ends.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** What is held at once (live streams per client), where the limits are counted; without it, in the process. */
  slots?: SlotStore;
}

export interface RateLimitRule {
  name: string;
  /** A fixed number, or one read from the configured limits. */
  max: number | ((limits: RateLimits) => number);
  windowMs: number;
  /** The part of the key after the rule's name; the client's IP by default. */
  key?: (req: FastifyRequest) => string;
  /** Only failures count: a request that succeeds (2xx) gives its hit back. */
  failuresOnly?: boolean;
  /** Requests this answers true for are not counted (admins, for player limits). */
  skip?: (req: FastifyRequest) => boolean;
}

/** Fixed windows in memory: one instance. */
export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweepAt = now() + 60_000;
  return {
    async hit(key, windowMs, amount = 1) {
      const t = now();
      if (t > sweepAt) {
        for (const [k, w] of windows) if (w.endsAt <= t) windows.delete(k);
        sweepAt = t + 60_000;
      }
      let w = windows.get(key);
      if (!w || w.endsAt <= t) {
        // Giving back to a window that has ended changes nothing.
        if (amount < 0) return { count: 0, resetInMs: windowMs };
        w = { count: 0, endsAt: t + windowMs };
        windows.set(key, w);
      }
      w.count = Math.max(0, w.count + amount);
      return { count: w.count, resetInMs: w.endsAt - t };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
    slots: memorySlotStore(now),
  };
}

// One round trip, atomic: add to the key (never below 0, never creating it to give back), start its window
// if it has none, answer {count, ms left}.
const HIT_SCRIPT = `
local amount = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if amount < 0 and redis.call('EXISTS', KEYS[1]) == 0 then return {0, window} end
local count = redis.call('INCRBY', KEYS[1], amount)
if count < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL'); count = 0 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], window); ttl = window end
return {count, ttl}`;

/** Fixed windows in Redis: shared by every instance. */
export function redisRateLimitStore(redis: Redis, prefix = 'prezice:rl:'): RateLimitStore {
  return {
    async hit(key, windowMs, amount = 1) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, amount, windowMs)) as [number, number];
      return { count: Number(count), resetInMs: Number(ttl) > 0 ? Number(ttl) : windowMs };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      redis.disconnect();
    },
  };
}

/**
 * Counts the request against each rule; a 429 once any is over its limit. Answers what to do once the request
 * has succeeded: give back the hits of the rules that count only failures.
 */
export async function enforceRateLimits(
  store: RateLimitStore,
  limits: RateLimits,
  rules: RateLimitRule[],
  req: FastifyRequest,
): Promise<() => Promise<void>> {
  const giveBack: { key: string; windowMs: number }[] = [];
  for (const rule of rules) {
    if (rule.skip?.(req)) continue;
    const key = `${rule.name}:${rule.key ? rule.key(req) : req.ip}`;
    const { count, resetInMs } = await store.hit(key, rule.windowMs);
    if (rule.failuresOnly) giveBack.push({ key, windowMs: rule.windowMs });
    const max = typeof rule.max === 'number' ? rule.max : rule.max(limits);
    if (count > max) throw rateLimited(resetInMs / 1000);
  }
  return async () => {
    for (const { key, windowMs } of giveBack) await store.hit(key, windowMs, -1);
  };
}

/** The caller's IP and a lower-cased body field: the key of per-identifier limits. */
export const ipAnd = (field: string) => (req: FastifyRequest) => {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return `${req.ip}:${typeof value === 'string' ? value.trim().toLowerCase().slice(0, 200) : ''}`;
};

const isAdminRequest = (req: FastifyRequest) => req.user?.roleType === 'admin';

/**
 * A player action's limits, per account and per IP over one window: the one line a route needs, e.g.
 * `rateLimits: perAccountAndIp('comments', HOUR, (l) => l.comments)`. Admins are not counted. The route's guard
 * must require a logged-in caller.
 */
export function perAccountAndIp(
  name: string,
  windowMs: number,
  limit: (limits: RateLimits) => ActionLimit,
): RateLimitRule[] {
  return [
    {
      name: `${name}-account`,
      windowMs,
      max: (l) => limit(l).account,
      key: (req) => String(req.user?.id),
      skip: isAdminRequest,
    },
    { name: `${name}-ip`, windowMs, max: (l) => limit(l).ip, skip: isAdminRequest },
  ];
}

/** A budget counted in some unit (files, bytes) rather than requests. */
export interface Quota {
  key: string;
  windowMs: number;
  max: number;
}

/** The quotas of one limit for an account and an IP. */
export const accountAndIpQuotas = (
  name: string,
  windowMs: number,
  limit: ActionLimit,
  accountId: number,
  ip: string,
): Quota[] => [
  { key: `${name}-account:${accountId}`, windowMs, max: limit.account },
  { key: `${name}-ip:${ip}`, windowMs, max: limit.ip },
];

/** A 429 when any quota has no room left at all, before any work is done. */
export async function requireRoom(store: RateLimitStore, quotas: Quota[]) {
  for (const q of quotas) {
    const { count, resetInMs } = await store.hit(q.key, q.windowMs, 0);
    if (count >= q.max) throw rateLimited(resetInMs / 1000);
  }
}

/** Spends `amount` from every quota; if that takes any over its max, gives it all back and throws a 429. */
export async function spend(store: RateLimitStore, quotas: Quota[], amount: number) {
  const spent: Quota[] = [];
  for (const q of quotas) {
    const { count, resetInMs } = await store.hit(q.key, q.windowMs, amount);
    spent.push(q);
    if (count > q.max) {
      await giveBack(store, spent, amount);
      throw rateLimited(resetInMs / 1000);
    }
  }
}

/** Returns what spend took (when what it paid for was not kept). */
export async function giveBack(store: RateLimitStore, quotas: Quota[], amount: number) {
  for (const q of quotas) await store.hit(q.key, q.windowMs, -amount);
}
