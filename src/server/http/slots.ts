import type { Redis } from 'ioredis';

// Slots: how many of something a key holds at once (a client's open live streams), as opposed to the rate limits'
// counts per window. A slot is taken with a lease and renewed while it is held, so the slots of an instance that
// was killed (and never gave them back) stop counting once their leases run out.

export interface Slot {
  key: string;
  /** Who holds it: unique across instances (an instance id and a number). */
  holder: string;
}

export interface SlotStore {
  /** Takes a slot of key unless `max` are held (a slot held already is renewed); answers whether it did. */
  take(slot: Slot, max: number, leaseMs: number): Promise<boolean>;
  /** These slots are held for another leaseMs (taken again if they had run out or were never recorded here). */
  renew(slots: Slot[], leaseMs: number): Promise<void>;
  release(slot: Slot): Promise<void>;
}

/** Slots in this process's memory: one instance. */
export function memorySlotStore(now: () => number = Date.now): SlotStore {
  /** key → holder → lease end. */
  const held = new Map<string, Map<string, number>>();
  const holders = (key: string) => {
    const map = held.get(key);
    if (!map) return undefined;
    const t = now();
    for (const [holder, until] of map) if (until <= t) map.delete(holder);
    if (map.size === 0) held.delete(key);
    return map.size ? map : undefined;
  };
  const hold = ({ key, holder }: Slot, leaseMs: number) => {
    let map = held.get(key);
    if (!map) {
      map = new Map();
      held.set(key, map);
    }
    map.set(holder, now() + leaseMs);
  };
  return {
    async take(slot, max, leaseMs) {
      const map = holders(slot.key);
      if (map && !map.has(slot.holder) && map.size >= max) return false;
      hold(slot, leaseMs);
      return true;
    },
    async renew(slots, leaseMs) {
      for (const slot of slots) hold(slot, leaseMs);
    },
    async release({ key, holder }) {
      const map = held.get(key);
      map?.delete(holder);
      if (map?.size === 0) held.delete(key);
    },
  };
}

// A sorted set per key: each holder scored by its lease's end, on Redis's own clock (instances' clocks may differ).
// Leases that ran out are dropped before counting; the key itself expires with its last lease.
const NOW_MS = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

const TAKE_SCRIPT = `${NOW_MS}
local lease = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + lease, ARGV[1])
redis.call('PEXPIRE', KEYS[1], lease)
return 1`;

const RENEW_SCRIPT = `${NOW_MS}
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1`;

/** Slots in Redis: shared by every instance. */
export function redisSlotStore(redis: Redis, prefix: string): SlotStore {
  const keyOf = (key: string) => `${prefix}slots:${key}`;
  return {
    async take(slot, max, leaseMs) {
      return Number(await redis.eval(TAKE_SCRIPT, 1, keyOf(slot.key), slot.holder, max, leaseMs)) === 1;
    },
    async renew(slots, leaseMs) {
      if (!slots.length) return;
      const pipeline = redis.pipeline();
      for (const slot of slots) pipeline.eval(RENEW_SCRIPT, 1, keyOf(slot.key), slot.holder, leaseMs);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
    },
    async release(slot) {
      await redis.zrem(keyOf(slot.key), slot.holder);
    },
  };
}
