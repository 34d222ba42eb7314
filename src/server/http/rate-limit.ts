import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimits } from '../config.ts';
import { rateLimited } from './errors.ts';

export interface RateLimitStore {
  /** Counts one hit on key in the current window; answers the count and the ms until the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimitRule {
  name: string;
  /** A fixed number, or one read from the configured limits. */
  max: number | ((limits: RateLimits) => number);
  windowMs: number;
  /** The part of the key after the rule's name; the client's IP by default. */
  key?: (req: FastifyRequest) => string;
}

/** Fixed windows in memory: one instance. */
export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweepAt = now() + 60_000;
  return {
    async hit(key, windowMs) {
      const t = now();
      if (t > sweepAt) {
        for (const [k, w] of windows) if (w.endsAt <= t) windows.delete(k);
        sweepAt = t + 60_000;
      }
      let w = windows.get(key);
      if (!w || w.endsAt <= t) {
        w = { count: 0, endsAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInMs: w.endsAt - t };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/** Fixed windows in Redis: shared by every instance. */
export function redisRateLimitStore(redis: Redis, prefix = 'prezice:rl:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const result = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      redis.disconnect();
    },
  };
}

export async function enforceRateLimits(
  store: RateLimitStore,
  limits: RateLimits,
  rules: RateLimitRule[],
  req: FastifyRequest,
) {
  for (const rule of rules) {
    const key = `${rule.name}:${rule.key ? rule.key(req) : req.ip}`;
    const { count, resetInMs } = await store.hit(key, rule.windowMs);
    const max = typeof rule.max === 'number' ? rule.max : rule.max(limits);
    if (count > max) throw rateLimited(resetInMs / 1000);
  }
}

/** The caller's IP and a lower-cased body field: the key of per-identifier limits. */
export const ipAnd = (field: string) => (req: FastifyRequest) => {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return `${req.ip}:${typeof value === 'string' ? value.trim().toLowerCase().slice(0, 200) : ''}`;
};
