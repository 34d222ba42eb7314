// The throughput benchmark's machinery: the server bundled as production bundles it and started in a child
// process, its RSS sampled from /proc, and autocannon runs summarised.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * bench/throughput-server.ts bundled with esbuild as scripts/build-server.mjs bundles the server (dependencies
 * stay in node_modules), so that the child runs on plain node: no TypeScript loader in its memory figures.
 * The bundle sits in the repository's .tmp/ so that node_modules resolves from it.
 */
export async function bundleServer(): Promise<{ entry: string; remove: () => void }> {
  const dir = join(root, '.tmp', `bench-tp-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'throughput-server.mjs');
  await build({
    entryPoints: [join(root, 'bench', 'throughput-server.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    legalComments: 'none',
    logLevel: 'warning',
  });
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Server {
  child: ChildProcess;
  pid: number;
  port: number;
  base: string;
}

/** `flags` are node's own (BENCH_SERVER_FLAGS, e.g. --max-semi-space-size=4, to compare settings). */
export function startServer(entry: string, env: Record<string, string>, flags: string[] = []): Promise<Server> {
  const child = spawn(process.execPath, [...flags, entry], {
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^LISTENING (\d+)$/.exec(line);
      if (!m) return;
      clearTimeout(timer);
      const port = Number(m[1]);
      resolve({ child, pid: child.pid!, port, base: `http://127.0.0.1:${port}` });
    });
  });
}

export async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.stdin?.end();
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
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
export function cpuMs(pid: number): number {
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
  return { rps: t.ok / t.seconds, p50: at(0.5), p99: at(0.99), cpuUs: (1000 * t.cpuMs) / t.ok, bad: t.bad };
}

/**
 * Loads each URL for `duration` seconds in all, in slices taken in the order A B B A (twice when there is time
 * for it), so that a change in what else runs on the machine weighs on both alike.
 */
export async function loadPair(
  urls: [string, string],
  options: LoadOptions,
  pid: number,
): Promise<[LoadResult, LoadResult]> {
  const order = options.duration >= 8 ? [0, 1, 1, 0, 1, 0, 0, 1] : [0, 1, 1, 0];
  const slice = { ...options, duration: (2 * options.duration) / order.length };
  const tallies = [emptyTally(), emptyTally()];
  for (const i of order) await run(urls[i], slice, pid, tallies[i]);
  return [summary(tallies[0]), summary(tallies[1])];
}

export async function loadOne(url: string, options: LoadOptions, pid: number): Promise<LoadResult> {
  const tally = emptyTally();
  await run(url, options, pid, tally);
  return summary(tally);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
