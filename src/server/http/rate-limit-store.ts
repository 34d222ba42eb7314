import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { memoryRateLimitStore, type RateLimitStore, redisRateLimitStore } from './rate-limit.ts';
import { memorySlotStore, redisSlotStore, type SlotStore } from './slots.ts';

/** Where the limits are counted now: 'off' without REDIS_URL, 'ok' in Redis, 'down' in this process meanwhile. */
type RedisState = 'off' | 'ok' | 'down';

/** A store that can say whether Redis answers (for /healthz). */
export interface ObservedRateLimitStore extends RateLimitStore {
  redisState(): RedisState;
}

export const hasRedisState = (store: RateLimitStore): store is ObservedRateLimitStore =>
  typeof (store as Partial<ObservedRateLimitStore>).redisState === 'function';

/** The store the app counts in: memory, or Redis when REDIS_URL is set. */
export async function createRateLimitStore(config: Config, log: FastifyBaseLogger): Promise<RateLimitStore> {
  if (!config.redisUrl) return memoryRateLimitStore();
  const { Redis } = await import('ioredis');
  const timeoutMs = config.redisTimeoutMs;
  const redis = new Redis(config.redisUrl, {
    // Fail fast rather than wait: a command sent while there is no connection fails at once (no offline queue, no
    // retries per request), one not answered in REDIS_TIMEOUT_MS is given up (inTime below; ioredis's own command
    // timeout is only a backstop), and the limit is counted in memory instead. Reconnecting may take its time:
    // nobody waits for it.
    connectTimeout: 1000,
    commandTimeout: timeoutMs * 4,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep trying to come back, at most a second apart.
    retryStrategy: (times) => Math.min(times * 100, 1000),
    lazyConnect: true,
  });
  const store = fallbackRedisStore(redis, { prefix: config.redisPrefix, timeoutMs, log });
  // Starting without Redis is allowed: the limits are kept in memory until it answers.
  await Promise.race([redis.connect().catch(() => {}), new Promise((r) => setTimeout(r, 1000))]);
  if (redis.status !== 'ready') store.markDown(new Error(`Redis not ready at start (${redis.status})`));
  return store;
}

/**
 * Redis while it answers; this process's memory while it does not. The first failure of an outage logs one
 * warning and drops the connection (a path that went silent would otherwise keep timing out); ioredis
 * reconnects, and once it is ready the limits are counted in Redis again. Counts made in memory during the outage
 * stay in memory: they are not carried over.
 */
function fallbackRedisStore(
  redis: Redis,
  options: { prefix: string; timeoutMs: number; log: Pick<FastifyBaseLogger, 'warn' | 'info'> },
): ObservedRateLimitStore & { markDown(error: unknown): void } {
  const shared = redisRateLimitStore(redis, options.prefix);
  const local = memoryRateLimitStore();
  const sharedSlots = redisSlotStore(redis, options.prefix);
  const localSlots = memorySlotStore();
  let down = false;
  let closed = false;

  function markDown(error: unknown) {
    if (down) return;
    down = true;
    options.log.warn(
      { err: error },
      'Redis does not answer: rate limits are counted in this process until it is back (warned once per outage)',
    );
    // A connection that stopped answering is dropped so that ioredis reconnects through a fresh one.
    if (redis.status === 'ready') redis.disconnect(true);
  }

  redis.on('error', (error) => markDown(error));
  redis.on('close', () => {
    if (!closed) markDown(new Error('Redis connection closed'));
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    options.log.info('Redis answers again: rate limits are shared through it again');
  });

  /**
   * Rejects once Redis has had its time, whatever ioredis does with the command. The verdict waits for the I/O
   * phase after the timer: when the event loop itself was late (a busy process), an answer already received is
   * read first, and a slow process is not taken for a dead Redis.
   */
  function inTime<T>(promise: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    let immediate: NodeJS.Immediate | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        immediate = setImmediate(() => reject(new Error(`Redis did not answer in ${options.timeoutMs} ms`)));
      }, options.timeoutMs);
    });
    return Promise.race([promise, timeout]).finally(() => {
      clearTimeout(timer);
      if (immediate) clearImmediate(immediate);
    });
  }

  const up = () => !down && redis.status === 'ready';

  // Slots are always recorded here too, so that while Redis does not answer this instance still counts what it
  // holds; each renewal writes them back to Redis, which thus has them again one renewal after it returns.
  const slots: SlotStore = {
    async take(slot, max, leaseMs) {
      if (up()) {
        try {
          const taken = await inTime(sharedSlots.take(slot, max, leaseMs));
          if (taken) await localSlots.renew([slot], leaseMs);
          return taken;
        } catch (error) {
          markDown(error);
        }
      }
      return localSlots.take(slot, max, leaseMs);
    },
    async renew(held, leaseMs) {
      await localSlots.renew(held, leaseMs);
      if (up()) await inTime(sharedSlots.renew(held, leaseMs)).catch(markDown);
    },
    async release(slot) {
      await localSlots.release(slot);
      if (up()) await inTime(sharedSlots.release(slot)).catch(markDown);
    },
  };

  return {
    slots,
    async hit(key, windowMs, amount) {
      if (!down && redis.status === 'ready') {
        try {
          return await inTime(shared.hit(key, windowMs, amount));
        } catch (error) {
          markDown(error);
        }
      }
      return local.hit(key, windowMs, amount);
    },
    async reset(key) {
      await local.reset(key);
      if (!down && redis.status === 'ready') await inTime(shared.reset(key)).catch(markDown);
    },
    async close() {
      closed = true;
      await local.close();
      redis.disconnect();
    },
    redisState: () => (down || redis.status !== 'ready' ? 'down' : 'ok'),
    markDown,
  };
}
