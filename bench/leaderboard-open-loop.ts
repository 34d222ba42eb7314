// Open-loop readers for the leaderboard benchmark: requests are due at a fixed rate, each one is sent at its due
// time whatever the others are doing, and its latency counts from when it was due. A stall therefore shows in full
// (every read due during it waits), instead of hiding behind a fixed number of connections that simply wait.
// The client is node:http with a keep-alive agent, not fetch: on this 2-core machine the bench shares the CPU with
// the server, and fetch spent about 1.6 ms of CPU per read (0.3 of a core at 200 reads/s) against about 0.3 ms.
import { Agent, request } from 'node:http';

export interface Read {
  due: number;
  ms: number;
  status: number;
  kind: string;
  url: string;
}

export interface OpenLoop {
  /** Stops scheduling; resolves once every read sent has answered. */
  stop: () => Promise<Read[]>;
}

/** What to read next: the URL, its kind (for the report) and, for reads that need a session, its headers. */
export interface NextRead {
  url: string;
  kind: string;
  headers?: Record<string, string>;
}

/** Starts `rate` reads per second; next() names the URL of each (and its kind, for the report). */
export function openLoop(rate: number, next: () => NextRead): OpenLoop {
  const reads: Read[] = [];
  const pending = new Set<Promise<void>>();
  const interval = 1000 / rate;
  const start = performance.now();
  let sent = 0;
  let stopped = false;
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const fire = (due: number) => {
    const { url, kind, headers } = next();
    const p = new Promise<number>((resolve) => {
      // As a browser asks: compressed if the server will.
      const req = request(url, { agent, headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      });
      req.on('error', () => resolve(0));
      req.end();
    })
      .then((status) => {
        reads.push({ due, ms: performance.now() - due, status, kind, url });
      })
      .finally(() => pending.delete(p));
    pending.add(p);
  };
  // A timer that catches up: every read whose due time has passed is sent now, late ones included.
  const tick = () => {
    if (stopped) return;
    const now = performance.now();
    while (start + sent * interval <= now) {
      fire(start + sent * interval);
      sent += 1;
    }
    setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      while (pending.size > 0) await Promise.all([...pending]);
      agent.destroy();
      return reads;
    },
  };
}

export function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

/** The slowest reads, with when each was due (seconds from the first), to tell a stall from a slow query. */
export function slowest(reads: Read[], n = 8): string[] {
  if (reads.length === 0) return [];
  const first = Math.min(...reads.map((r) => r.due));
  return [...reads]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map(
      (r) =>
        `+${((r.due - first) / 1000).toFixed(2)} s  ${r.ms.toFixed(1)} ms  ${r.status}  ${r.kind}  ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
}

/**
 * The open loop's mix, the same sequence every run: 40 % a random page by points, 20 % a random page by round
 * points, 10 % page 1 of the round ranking, 30 % a random profile.
 */
export function readMix(base: string, lastPage: number, documentIdOf: (n: number) => string, users: number) {
  let seed = 12_345;
  const rand = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const board = `${base}/api/leaderboard`;
  return () => {
    const k = rand(10);
    if (k < 4) return { kind: 'page, points', url: `${board}?page=${1 + rand(lastPage)}` };
    if (k < 6) return { kind: 'page, currentPoints', url: `${board}?sortBy=currentPoints&page=${1 + rand(lastPage)}` };
    if (k < 7) return { kind: 'page 1', url: `${board}?page=1&sortBy=currentPoints` };
    return { kind: 'profile', url: `${base}/api/public-profile/${documentIdOf(1 + rand(users))}` };
  };
}
