// API throughput and server memory as shipped, on the demo data scaled to 10,000 players.
// The product runs as `npm start` runs it (package.json's node flags, scripts/start.mjs, NODE_ENV=production, the
// default logging at info written to a pipe), on the embedded default (PGlite) and on PostgreSQL. Each page's API
// call, with the exact query the web client sends, is loaded by autocannon with 50 connections, in slices
// interleaved with the same load on a bare Fastify hello route (the ceiling of this machine at that moment) and,
// on PostgreSQL, on a second instance run with LOG_LEVEL=warn (the cost of request logging) and optionally on
// another checkout (BENCH_BASELINE_DIR: the previous commit, built and started the same way).
// Run: npm run bench -- throughput   (BENCH_DURATION=s per route and server, 10 by default; BENCH_PGLITE_USERS=n
//      for a smaller PGlite store, 0 to skip PGlite; BENCH_BASELINE_DIR=a checkout with node_modules)
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, log } from './support.ts';
import { ACCEPT_ENCODING, checkAnswers, checkFreshAfterWrite, headersFor, playerLogin } from './throughput-checks.ts';
import { dropTpDatabase, type SeededStore, seedStore, tpDatabaseName } from './throughput-data.ts';
import {
  buildProduct,
  type LoadResult,
  loadOne,
  rssMb,
  rssSampler,
  type Server,
  sleep,
  startFlags,
  startHello,
  startProduct,
  stopServer,
} from './throughput-load.ts';
import { GOALS, type Memory, printMemory, printRows, type Row } from './throughput-report.ts';
import { clientTargets, type Target } from './throughput-targets.ts';

const USERS = 10_000;
const PGLITE_USERS = Number(process.env.BENCH_PGLITE_USERS ?? USERS);
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR;
/** This helper's port range. */
const PORTS = { product: 4501, quiet: 4502, hello: 4503, baseline: 4504 };
const ADMIN_PASSWORD = 'bench-start-admin-password';

function watchdog(seconds: number) {
  setTimeout(() => {
    console.error(`\nthroughput: still running after ${seconds} s, giving up`);
    dropTpDatabase(tpDatabaseName())
      .catch(() => {})
      .finally(() => process.exit(2));
  }, seconds * 1000).unref();
}

const uptime = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load/, 'load');

async function seeded(kind: 'postgres' | 'pglite', users: number): Promise<SeededStore> {
  const t0 = performance.now();
  const store = await seedStore(kind, users);
  log(
    `${kind}: seeded in ${fmt((performance.now() - t0) / 1000)} s: ${Object.entries(store.counts)
      .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
      .join(', ')}`,
  );
  return store;
}

interface Contender {
  label: string;
  server: Server;
  /** The player's token on that server (each instance may sign its own). */
  jwt?: string;
  /** The hello app answers one URL whatever the target. */
  fixedPath?: string;
}

async function warmUp(contenders: Contender[], targets: Target[]) {
  for (const t of targets) {
    for (const c of contenders) {
      const url = `${c.server.base}${c.fixedPath ?? t.url}`;
      await loadOne(url, { connections: 10, duration: WARMUP_S, headers: headersFor(t, c.jwt) }, c.server.pid);
    }
  }
}

/** Each target on every contender, interleaved; answers one row per target. */
async function measure(contenders: Contender[], targets: Target[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const t of targets) {
    // autocannon sends one set of headers per run: each contender's run carries its own token.
    const results: LoadResult[] = [];
    const forth = contenders.map((_, i) => i);
    const order = [...forth, ...[...forth].reverse()];
    const tallies = contenders.map(() => [] as LoadResult[]);
    for (const i of [...order, ...(DURATION >= 8 ? order : [])]) {
      const c = contenders[i];
      const slices = DURATION >= 8 ? 4 : 2;
      const r = await loadOne(
        `${c.server.base}${c.fixedPath ?? t.url}`,
        { connections: CONNECTIONS, duration: DURATION / slices, headers: headersFor(t, c.jwt) },
        c.server.pid,
      );
      tallies[i].push(r);
    }
    for (const ts of tallies) results.push(merge(ts));
    const row: Row = { target: t, results: Object.fromEntries(contenders.map((c, i) => [c.label, results[i]])) };
    rows.push(row);
    log(
      `${t.name}: ${contenders.map((c, i) => `${c.label} ${fmt(results[i].rps, 0)} req/s (p99 ${fmt(results[i].p99)} ms${results[i].bad ? `, ${results[i].bad} failed` : ''})`).join(', ')}`,
    );
  }
  return rows;
}

/** Slices of one contender merged: requests over time, latency percentiles weighted by requests. */
function merge(parts: LoadResult[]): LoadResult {
  const n = parts.reduce((a, p) => a + p.ok, 0);
  const seconds = parts.reduce((a, p) => a + p.seconds, 0);
  const w = (f: (p: LoadResult) => number) => parts.reduce((a, p) => a + f(p) * p.ok, 0) / n;
  return {
    ok: n,
    seconds,
    rps: n / seconds,
    p50: w((p) => p.p50),
    p99: Math.max(...parts.map((p) => p.p99)),
    cpuUs: w((p) => p.cpuUs),
    bad: parts.reduce((a, p) => a + p.bad, 0),
  };
}

async function pgliteRun(targets: Target[], hello: Server) {
  const store = await seeded('pglite', PGLITE_USERS);
  try {
    const server = await startProduct({ DATA_DIR: store.dataDir, ADMIN_PASSWORD }, PORTS.product);
    try {
      const started = rssMb(server.pid);
      const jwt = await playerLogin(server);
      await checkAnswers(server, targets, jwt);
      const contenders: Contender[] = [
        { label: 'PGlite', server, jwt },
        { label: 'hello', server: hello, fixedPath: '/' },
      ];
      await warmUp(contenders, targets);
      await sleep(3000);
      const idle = rssMb(server.pid);
      const sampler = rssSampler(server.pid);
      const lines0 = server.output.lines;
      const bytes0 = server.output.bytes;
      let rows: Row[];
      try {
        rows = await measure(contenders, targets);
      } finally {
        sampler.stop();
      }
      const requests = rows.reduce((a, r) => a + r.results.PGlite.ok + r.results.PGlite.bad, 0);
      const logging = {
        linesPerRequest: (server.output.lines - lines0) / requests,
        bytesPerRequest: (server.output.bytes - bytes0) / requests,
      };
      const memory: Memory = { started, idle, peak: sampler.peak() };
      return { rows, memory, logging };
    } finally {
      await stopServer(server);
    }
  } finally {
    await store.remove();
  }
}

async function postgresRun(targets: Target[], hello: Server) {
  const store = await seeded('postgres', USERS);
  const dataDirs: string[] = [];
  const env = () => {
    const dir = mkdtempSync(join(tmpdir(), 'prezice-tp-pg-'));
    dataDirs.push(dir);
    return { DATABASE_URL: store.databaseUrl!, DATA_DIR: dir, ADMIN_PASSWORD };
  };
  const servers: Server[] = [];
  try {
    const server = await startProduct(env(), PORTS.product);
    servers.push(server);
    const started = rssMb(server.pid);
    const quiet = await startProduct({ ...env(), LOG_LEVEL: 'warn' }, PORTS.quiet);
    servers.push(quiet);
    const baseline = BASELINE_DIR ? await startProduct(env(), PORTS.baseline, BASELINE_DIR) : undefined;
    if (baseline) servers.push(baseline);
    const contenders: Contender[] = [
      { label: 'PostgreSQL', server, jwt: await playerLogin(server) },
      { label: 'LOG_LEVEL=warn', server: quiet, jwt: await playerLogin(quiet) },
      { label: 'hello', server: hello, fixedPath: '/' },
      ...(baseline ? [{ label: 'baseline', server: baseline, jwt: await playerLogin(baseline) }] : []),
    ];
    await checkAnswers(server, targets, contenders[0].jwt!);
    await warmUp(contenders, targets);
    await sleep(3000);
    const idle = rssMb(server.pid);
    const sampler = rssSampler(server.pid);
    let rows: Row[];
    try {
      rows = await measure(contenders, targets);
    } finally {
      sampler.stop();
    }
    await checkFreshAfterWrite(server, targets.find((t) => t.name === 'matches')!);
    return { rows, memory: { started, idle, peak: sampler.peak() } };
  } finally {
    for (const s of servers) await stopServer(s);
    await store.remove();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  }
}

async function main() {
  watchdog(1800);
  const t0 = performance.now();
  console.log(`\n## API throughput and memory as shipped: demo data scaled to ${USERS.toLocaleString('en')} players`);
  const targets = await clientTargets();
  for (const t of targets) log(`${t.page}: GET ${t.url}`);
  buildProduct();
  if (BASELINE_DIR) buildProduct(BASELINE_DIR);
  log(`server: node ${startFlags().join(' ')} scripts/start.mjs (NODE_ENV=production, LOG_LEVEL=info)`);
  log(`machine at start: ${uptime()}`);
  const hello = await startHello(PORTS.hello);
  try {
    const lite = PGLITE_USERS > 0 ? await pgliteRun(targets, hello) : undefined;
    log(`machine after PGlite: ${uptime()}`);
    const pg = await postgresRun(targets, hello);
    log(`machine after PostgreSQL: ${uptime()}`);
    const how = `autocannon, ${CONNECTIONS} connections, ${DURATION} s per route and server in interleaved slices, after a ${WARMUP_S} s warm-up; accept-encoding: ${ACCEPT_ENCODING}`;
    if (lite) {
      printRows(
        `PGlite (the default), ${PGLITE_USERS.toLocaleString('en')} players; ${how}`,
        lite.rows,
        'PGlite',
        GOALS,
      );
      log(
        `request log under load: ${fmt(lite.logging.linesPerRequest, 2)} lines and ${fmt(lite.logging.bytesPerRequest, 0)} bytes per request`,
      );
    }
    printRows(`PostgreSQL, ${USERS.toLocaleString('en')} players; ${how}`, pg.rows, 'PostgreSQL', GOALS);
    printMemory([
      ...(lite ? [{ label: 'PGlite (default)', memory: lite.memory, idleGoal: 200, peakGoal: 250 }] : []),
      { label: 'PostgreSQL', memory: pg.memory, idleGoal: 200, peakGoal: 200 },
    ]);
    log(`total ${fmt((performance.now() - t0) / 1000)} s`);
  } finally {
    await stopServer(hello);
  }
}

await main();
