// Where the embedded default's memory goes: the server on PGlite as `npm start` runs it, on the demo data scaled to
// 10,000 players, its resident set split by kind of mapping (/proc/<pid>/smaps) after a start, at the peak of a
// load of every page's API call, and idle again. Run as npm start runs it, with glibc held to two malloc arenas
// (MALLOC_ARENA_MAX=2), and with each of npm start's memory flags put back to V8's default: the young generation's
// semi-spaces (--max-semi-space-size, 4 MB instead of 16) and TurboFan for WebAssembly (--liftoff-only), which
// shows what PGlite's optimised code costs in memory and what doing without it costs in speed.
// Run: npm run bench -- memory   (BENCH_PGLITE_USERS=n players, 10,000 by default; BENCH_DURATION=s per route, 5)
import { readFileSync } from 'node:fs';
import { fmt, log, table } from './support.ts';
import { BENCH_PLAYER, seedStore } from './throughput-data.ts';
import { buildProduct, loadOne, type Server, sleep, startFlags, startProduct, stopServer } from './throughput-load.ts';
import { clientTargets } from './throughput-targets.ts';

const USERS = Number(process.env.BENCH_PGLITE_USERS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const PORT = 4521;

type Kind = 'C heap' | 'thread arenas' | 'other anonymous' | 'compiled code' | 'binaries' | 'other';
const KINDS: Kind[] = ['C heap', 'thread arenas', 'other anonymous', 'compiled code', 'binaries', 'other'];
const ARENA = 64 * 1024 * 1024;

/**
 * The resident set by kind of mapping, in MB: the C heap ([heap], glibc's main arena), thread arenas (glibc's
 * per-thread arenas: anonymous, 64 MiB-aligned, at most 64 MiB; zlib and brotli in libuv's threads, V8's compiler
 * threads), other anonymous memory (V8's JS heap, PGlite's WebAssembly memory), compiled code (anonymous
 * executable mappings), binaries (file-backed: node, libraries).
 */
export function breakdown(pid: number): Record<Kind, number> & { total: number } {
  const out = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  let kind: Kind = 'other';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const start = Number.parseInt(head[1], 16);
      const size = Number.parseInt(head[2], 16) - start;
      const [perms, path] = [head[3], head[4]];
      if (path === '[heap]') kind = 'C heap';
      else if (path.startsWith('/')) kind = 'binaries';
      else if (path.startsWith('[')) kind = 'other';
      else if (perms.includes('x')) kind = 'compiled code';
      else if (start % ARENA === 0 && size <= ARENA) kind = 'thread arenas';
      else kind = 'other anonymous';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) out[kind] += Number(rss[1]) / 1024;
  }
  return { ...out, total: KINDS.reduce((a, k) => a + out[k], 0) };
}

async function login(server: Server): Promise<string> {
  const res = await fetch(`${server.base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: BENCH_PLAYER.username, password: BENCH_PLAYER.password }),
  });
  if (res.status !== 200) throw new Error(`login: HTTP ${res.status}`);
  return ((await res.json()) as { jwt: string }).jwt;
}

async function measure(dataDir: string, extraFlags: string[], env: Record<string, string>) {
  const targets = await clientTargets();
  const server = await startProduct({ DATA_DIR: dataDir, ...env }, PORT, undefined, extraFlags);
  try {
    await sleep(3000);
    const started = breakdown(server.pid);
    const jwt = await login(server);
    let peak = breakdown(server.pid);
    const timer = setInterval(() => {
      const now = breakdown(server.pid);
      if (now.total > peak.total) peak = now;
    }, 250);
    const rps: Record<string, number> = {};
    try {
      for (const t of targets) {
        const headers: Record<string, string> = {
          accept: 'application/json',
          'accept-encoding': 'gzip, deflate, br, zstd',
          ...(t.loggedIn ? { authorization: `Bearer ${jwt}` } : {}),
        };
        const r = await loadOne(`${server.base}${t.url}`, { connections: 50, duration: DURATION, headers }, server.pid);
        rps[t.name] = r.rps;
      }
    } finally {
      clearInterval(timer);
    }
    await sleep(5000);
    const idle = breakdown(server.pid);
    return { started, peak, idle, rps };
  } finally {
    await stopServer(server);
  }
}

async function main() {
  console.log(`\n## Memory of the embedded default (PGlite), ${USERS.toLocaleString('en')} players`);
  buildProduct();
  const store = await seedStore('pglite', USERS);
  try {
    const variants = [
      { label: `npm start (${startFlags().join(' ')})`, flags: [] as string[], env: {} as Record<string, string> },
      { label: '+ MALLOC_ARENA_MAX=2', flags: [], env: { MALLOC_ARENA_MAX: '2' } },
      // What npm start's own flags save: each put back to V8's default (a later flag wins).
      { label: '+ --max-semi-space-size=16 (default)', flags: ['--max-semi-space-size=16'], env: {} },
      { label: '+ --no-liftoff-only (default)', flags: ['--no-liftoff-only'], env: {} },
      // BENCH_VARIANTS=label,label runs only those.
    ].filter((v) => !process.env.BENCH_VARIANTS || process.env.BENCH_VARIANTS.split(',').includes(v.label));
    for (const v of variants) {
      const m = await measure(store.dataDir, v.flags, v.env);
      console.log(`\n  ${v.label}`);
      console.log(
        table(
          ['MB', 'after start', 'peak under load', 'idle after'],
          [...KINDS, 'total' as const].map((k) => [k, fmt(m.started[k], 1), fmt(m.peak[k], 1), fmt(m.idle[k], 1)]),
        ),
      );
      log(
        `req/s under the load: ${Object.entries(m.rps)
          .map(([k, v]) => `${k} ${fmt(v, 0)}`)
          .join(', ')}`,
      );
    }
  } finally {
    await store.remove();
  }
}

await main();
