// The throughput benchmark's machinery: the product built and started as `npm start` starts it, a bare Fastify
// app as the ceiling, RSS sampled from /proc, and autocannon runs interleaved between servers and summarised.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));

/** node's flags as package.json's start script gives them (`node --max-old-space-size=128 scripts/start.mjs`). */
export function startFlags(dir = root): string[] {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'scripts/start.mjs') {
    throw new Error(`npm start is no longer "node … scripts/start.mjs": ${pkg.scripts.start}`);
  }
  return words.slice(1, -1);
}

/** Builds the server (and the client when missing) as npm start would, from the sources of `dir`. */
export function buildProduct(dir = root): void {
  const npm = (script: string) => {
    const r = spawnSync('npm', ['run', '--silent', script], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`npm run ${script} failed in ${dir}`);
  };
  // Always rebuilt: start.mjs keeps an existing dist/server, which may be older than the sources measured.
  npm('build:server');
  if (!existsSync(join(dir, 'dist', 'web', 'index.html'))) npm('build:web');
}

export interface Server {
  child: ChildProcess;
  pid: number;
  port: number;
  base: string;
  /** What the process wrote to stdout so far (its log): lines and bytes. */
  output: { lines: number; bytes: number; last: string[] };
}

function watchOutput(child: ChildProcess): Server['output'] {
  const output = { lines: 0, bytes: 0, last: [] as string[] };
  child.stdout!.on('data', (chunk: Buffer) => {
    output.bytes += chunk.length;
    for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) output.lines += 1;
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    output.last.push(line);
    if (output.last.length > 20) output.last.shift();
  });
  return output;
}

async function waitForHealth(child: ChildProcess, base: string, output: Server['output']): Promise<void> {
  const deadline = Date.now() + 180_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited:\n${output.last.join('\n')}`);
    try {
      // /readyz: /healthz answers while the server still prepares its database.
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer /readyz in 180 s:\n${output.last.join('\n')}`);
}

/**
 * The product as `npm start` runs it: node with package.json's start flags on scripts/start.mjs, which sets
 * NODE_ENV=production and runs dist/server/main.js, with the default logging (LOG_LEVEL info unless `env` says
 * otherwise) written to a pipe the bench reads, as a process manager would. `dir` is the checkout to run.
 */
export async function startProduct(
  env: Record<string, string>,
  port: number,
  dir = root,
  /** Node flags added to npm start's (memory.bench.ts compares them). */
  extraFlags: string[] = [],
): Promise<Server> {
  const clean = { ...process.env };
  for (const k of Object.keys(clean))
    if (/^(DATABASE_URL|REDIS_URL|LOG_LEVEL|NODE_ENV|JWT_SECRET|PORT|HOST|DATA_DIR)$/.test(k)) delete clean[k];
  const child = spawn(process.execPath, [...startFlags(dir), ...extraFlags, 'scripts/start.mjs'], {
    cwd: dir,
    env: { ...clean, PORT: String(port), HOST: '127.0.0.1', SEED: 'none', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output = watchOutput(child);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(child, base, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, pid: child.pid!, port, base, output };
}

/**
 * A bench's own server entry (e.g. bench/uploads-server.ts, bundled), run with `flags`; it prints
 * `LISTENING <port>` once it serves.
 */
export function startEntry(entry: string, env: Record<string, string>, flags: string[] = []): Promise<Server> {
  const child = spawn(process.execPath, [...flags, entry], {
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const output = watchOutput(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^LISTENING (\d+)$/.exec(line);
      if (!m) return;
      clearTimeout(timer);
      const port = Number(m[1]);
      resolve({ child, pid: child.pid!, port, base: `http://127.0.0.1:${port}`, output });
    });
  });
}

/** The ceiling: a bare Fastify app answering {"hello":"world"}, run by node with the same flags. */
export async function startHello(port: number): Promise<Server> {
  const child = spawn(process.execPath, [...startFlags(), join(root, 'bench', 'hello-server.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output = watchOutput(child);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(child, base, output);
  return { child, pid: child.pid!, port, base, output };
}

/** SIGTERM, as a process manager stops it; SIGKILL after 15 s. */
export async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The resident set of a process, in MB. */
export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for ${pid}`);
  return Number(m[1]) / 1024;
}

/** Samples a process's RSS every 200 ms and keeps the peak. */
export function rssSampler(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // The process ended: the peak so far stands.
    }
  }, 200);
  return {
    peak: () => peak,
    stop: () => clearInterval(timer),
  };
}

/** CPU time (user + system) a process has used so far, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  headers: Record<string, string>;
}

interface Tally {
  ok: number;
  bad: number;
  seconds: number;
  cpuMs: number;
  latencies: number[];
}

const emptyTally = (): Tally => ({ ok: 0, bad: 0, seconds: 0, cpuMs: 0, latencies: [] });

type Run = Promise<Result> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};

/** One autocannon run, added to the tally: each answer's latency, and the server's CPU time meanwhile. */
async function run(url: string, options: LoadOptions, pid: number, tally: Tally): Promise<void> {
  const cpu0 = cpuMs(pid);
  const started = performance.now();
  const running = autocannon({ url, ...options }) as Run;
  running.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) {
      tally.ok += 1;
      tally.latencies.push(ms);
    } else {
      tally.bad += 1;
    }
  });
  const result = await running;
  tally.seconds += (performance.now() - started) / 1000;
  tally.cpuMs += cpuMs(pid) - cpu0;
  tally.bad += result.errors + result.timeouts;
}

export interface LoadResult {
  /** 2xx answers and the seconds they took. */
  ok: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** The server's CPU time per answer, in µs: steadier than req/s when other work shares the machine. */
  cpuUs: number;
  /** Non-2xx answers, errors and timeouts. */
  bad: number;
}

function summary(t: Tally): LoadResult {
  const sorted = Float64Array.from(t.latencies).sort();
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
  return {
    ok: t.ok,
    seconds: t.seconds,
    rps: t.ok / t.seconds,
    p50: at(0.5),
    p99: at(0.99),
    cpuUs: (1000 * t.cpuMs) / t.ok,
    bad: t.bad,
  };
}

/**
 * Loads each URL for `duration` seconds in all, in slices taken forwards then backwards (A B C C B A, twice when
 * there is time for it), so that a change in what else runs on the machine weighs on all of them alike.
 */
async function loadInterleaved(urls: string[], options: LoadOptions, pids: number[]): Promise<LoadResult[]> {
  const forth = urls.map((_, i) => i);
  const round = [...forth, ...[...forth].reverse()];
  const order = options.duration >= 8 ? [...round, ...round] : round;
  const slice = { ...options, duration: Math.max(1, (urls.length * options.duration) / order.length) };
  const tallies = urls.map(emptyTally);
  for (const i of order) await run(urls[i], slice, pids[i], tallies[i]);
  return tallies.map(summary);
}

/** Two URLs of one server, loaded in interleaved slices (A B B A ...). */
export async function loadPair(
  urls: [string, string],
  options: LoadOptions,
  pid: number,
): Promise<[LoadResult, LoadResult]> {
  const [a, b] = await loadInterleaved(urls, options, [pid, pid]);
  return [a, b];
}

export async function loadOne(url: string, options: LoadOptions, pid: number): Promise<LoadResult> {
  const tally = emptyTally();
  await run(url, options, pid, tally);
  return summary(tally);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
