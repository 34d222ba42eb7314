// API throughput and server memory on the demo data scaled to 10,000 players.
// Each page's API call, with the exact query the web client sends, against a bare route of the same app that
// answers the same bytes: the ratio says what the route's own work (database, serialisation) costs. Memory is the
// server's RSS at idle and its peak under that load, on PostgreSQL and on PGlite.
// Run: npx tsx bench/throughput.bench.ts   (BENCH_DURATION=s per load run, 20 by default;
//      BENCH_PGLITE_USERS=n for a smaller PGlite store; BENCH_ACCEPT_ENCODING to change the compression asked for;
//      BENCH_SERVER_FLAGS to start the server's node with other flags than npm start's --max-old-space-size=128)
import { fmt, log } from './support.ts';
import { BENCH_ADMIN, dropTpDatabase, type SeededStore, seedStore, tpDatabaseName } from './throughput-data.ts';
import {
  bundleServer,
  loadOne,
  loadPair,
  rssMb,
  rssSampler,
  type Server,
  sleep,
  startServer,
  stopServer,
} from './throughput-load.ts';
import { type Memory, printMemory, printPgliteThroughput, printThroughput, type Row } from './throughput-report.ts';
import { clientTargets, type Target } from './throughput-targets.ts';

const USERS = 10_000;
const PGLITE_USERS = Number(process.env.BENCH_PGLITE_USERS ?? USERS);
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
/** PGlite is measured for its memory: a shorter load on the real routes only. */
const PGLITE_DURATION = Math.max(2, Math.round(DURATION / 4));
const WARMUP_S = 2;
/** What Chrome sends: both the real and the bare route go through the same compression (brotli, here). */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const HEADERS = { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING };
/** npm start's own flag by default: the figures are those of the server as it is run. */
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '--max-old-space-size=128').split(' ').filter(Boolean);

/** Ends the process after `seconds` whatever happens, dropping the database first. */
function watchdog(seconds: number) {
  setTimeout(() => {
    console.error(`\nthroughput: still running after ${seconds} s, giving up`);
    dropTpDatabase(tpDatabaseName())
      .catch(() => {})
      .finally(() => process.exit(2));
  }, seconds * 1000).unref();
}

async function seeded(kind: 'postgres' | 'pglite', users: number): Promise<SeededStore> {
  const t0 = performance.now();
  const steps: string[] = [];
  const store = await seedStore(kind, users, (label, ms) => steps.push(`${label} ${fmt(ms / 1000)} s`));
  log(`${kind}: seeded in ${fmt((performance.now() - t0) / 1000)} s (${steps.join(', ')})`);
  log(
    `${kind}: ${Object.entries(store.counts)
      .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
      .join(', ')}`,
  );
  return store;
}

async function bytesOf(url: string, encoding: string) {
  const res = await fetch(url, { headers: { accept: 'application/json', 'accept-encoding': encoding } });
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    type: res.headers.get('content-type'),
    encoding: res.headers.get('content-encoding') ?? 'identity',
  };
}

/** The bare route answers what the real one answers, and both are compressed alike. */
async function checkBare(server: Server, targets: Target[]) {
  for (const t of targets) {
    const [real, bare] = await Promise.all([
      bytesOf(`${server.base}${t.url}`, 'identity'),
      bytesOf(`${server.base}/__bare/${t.name}`, 'identity'),
    ]);
    if (!real.body.equals(bare.body) || real.type !== bare.type)
      throw new Error(`${t.name}: the bare route does not answer the real route's bytes`);
    const [realEnc, bareEnc] = await Promise.all([
      bytesOf(`${server.base}${t.url}`, ACCEPT_ENCODING),
      bytesOf(`${server.base}/__bare/${t.name}`, ACCEPT_ENCODING),
    ]);
    if (realEnc.encoding !== bareEnc.encoding) throw new Error(`${t.name}: compressed differently`);
    log(`check ${t.name}: bare = real, ${real.body.length.toLocaleString('en')} bytes, sent as ${realEnc.encoding}`);
  }
}

/** An admin's write is visible in the next read: the match list shows a changed kickoff at once. */
async function checkFreshAfterWrite(server: Server, target: Target) {
  const login = await fetch(`${server.base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: BENCH_ADMIN.username, password: BENCH_ADMIN.password }),
  });
  if (login.status !== 200) throw new Error(`admin login: HTTP ${login.status}`);
  const { jwt } = (await login.json()) as { jwt: string };
  const list = async () =>
    ((await (await fetch(`${server.base}${target.url}`)).json()) as { data: { documentId: string; date: string }[] })
      .data;
  const match = (await list()).at(-1)!;
  const date = new Date(new Date(match.date).getTime() + 60_000).toISOString();
  const put = await fetch(`${server.base}/api/matches/${match.documentId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ data: { date } }),
  });
  if (put.status !== 200) throw new Error(`admin PUT: HTTP ${put.status}`);
  const seen = (await list()).find((m) => m.documentId === match.documentId)?.date;
  if (seen !== date) throw new Error(`after an admin's write the list still shows ${seen}, not ${date}`);
  log(`check: an admin's change of kickoff is in the very next ${target.name} answer`);
}

async function measure(server: Server, targets: Target[], duration: number, withBare: boolean): Promise<Row[]> {
  const rows: Row[] = [];
  const options = { connections: CONNECTIONS, duration, headers: HEADERS };
  for (const t of targets) {
    const realUrl = `${server.base}${t.url}`;
    const [real, bare] = withBare
      ? await loadPair([realUrl, `${server.base}/__bare/${t.name}`], options, server.pid)
      : [await loadOne(realUrl, options, server.pid), undefined];
    rows.push({ target: t, real, bare });
    const ratio = bare ? `, ${fmt((100 * real.rps) / bare.rps, 0)} % of bare (${fmt(bare.rps, 0)} req/s)` : '';
    log(`${t.name}: ${fmt(real.rps, 0)} req/s, p50 ${fmt(real.p50)} ms, p99 ${fmt(real.p99)} ms${ratio}`);
    if (real.bad || bare?.bad) log(`${t.name}: ${real.bad + (bare?.bad ?? 0)} failed requests`);
  }
  return rows;
}

async function warmUp(server: Server, targets: Target[], withBare: boolean) {
  for (const t of targets) {
    const urls = [`${server.base}${t.url}`, ...(withBare ? [`${server.base}/__bare/${t.name}`] : [])];
    for (const url of urls) await loadOne(url, { connections: 10, duration: WARMUP_S, headers: HEADERS }, server.pid);
  }
}

/** Starts the server on a seeded store; measures idle RSS after a warm-up and the peak during `run`. */
async function session(
  entry: string,
  store: SeededStore,
  targets: Target[],
  withBare: boolean,
  run: (server: Server) => Promise<void>,
): Promise<Memory> {
  const server = await startServer(
    entry,
    {
      BENCH_TP_DATA_DIR: store.dataDir,
      BENCH_TP_DATABASE_URL: store.databaseUrl ?? '',
      BENCH_TP_TARGETS: JSON.stringify(targets.map(({ name, url }) => ({ name, url }))),
    },
    SERVER_FLAGS,
  );
  try {
    const started = rssMb(server.pid);
    await warmUp(server, targets, withBare);
    await sleep(3000);
    const idle = rssMb(server.pid);
    const sampler = rssSampler(server.pid);
    try {
      await run(server);
    } finally {
      sampler.stop();
    }
    return { started, idle, peak: sampler.peak() };
  } finally {
    await stopServer(server);
  }
}

async function main() {
  watchdog(900);
  const t0 = performance.now();
  console.log(`\n## API throughput and memory: demo data scaled to ${USERS.toLocaleString('en')} players`);
  const targets = await clientTargets();
  for (const t of targets) log(`${t.page}: GET ${t.url}`);
  const bundle = await bundleServer();
  try {
    // --- PostgreSQL: the throughput table and the memory goal
    const pg = await seeded('postgres', USERS);
    let rows: Row[] = [];
    let pgMemory: Memory;
    try {
      pgMemory = await session(bundle.entry, pg, targets, true, async (server) => {
        await checkBare(server, targets);
        rows = await measure(server, targets, DURATION, true);
        await checkFreshAfterWrite(server, targets.find((t) => t.name === 'matches')!);
      });
    } finally {
      await pg.remove();
    }

    // --- PGlite: the memory figure (and its throughput, for information); BENCH_PGLITE_USERS=0 skips it
    let lite: { rows: Row[]; memory: Memory } | undefined;
    if (PGLITE_USERS > 0) {
      const store = await seeded('pglite', PGLITE_USERS);
      let liteRows: Row[] = [];
      try {
        const memory = await session(bundle.entry, store, targets, false, async (server) => {
          liteRows = await measure(server, targets, PGLITE_DURATION, false);
        });
        lite = { rows: liteRows, memory };
      } finally {
        await store.remove();
      }
    }

    printThroughput(
      rows,
      `autocannon, ${CONNECTIONS} connections, ${DURATION} s per route and as much for its bare twin (in slices, ` +
        `A B B A), after a ${WARMUP_S} s warm-up; accept-encoding: ${ACCEPT_ENCODING}; server on PostgreSQL`,
    );
    printMemory(
      { label: `PostgreSQL, ${USERS.toLocaleString('en')} players`, memory: pgMemory },
      lite && {
        label: `PGlite, ${PGLITE_USERS.toLocaleString('en')} players, ${PGLITE_DURATION} s per route`,
        memory: lite.memory,
      },
    );
    if (lite) printPgliteThroughput(lite.rows);
    if (SERVER_FLAGS.length) log(`server started with: node ${SERVER_FLAGS.join(' ')}`);
    log(`total ${fmt((performance.now() - t0) / 1000)} s`);
  } finally {
    bundle.remove();
  }
}

await main();
