import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminUrl } from './test-db-names.ts';

// Real server processes for the multi-instance tests, started as `npm start` starts them: scripts/start.mjs (with
// npm start's node flags) importing the server bundled with esbuild (as scripts/build-server.mjs does), laid out
// once per test process under .tmp/ (inside the clone, so node_modules resolves), with a one-line index.html in
// place of the built client (these tests call the API only). Each
// instance runs in a process of its own with a DATA_DIR of its own, as on separate machines behind a balancer.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** npm start's node flags, from package.json's start script. */
const START_FLAGS = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start as string)
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

let bundle: Promise<string> | undefined;

/** The root of a built copy: scripts/start.mjs, dist/server/main.js with its migrations, dist/web/index.html. */
function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    const { build } = await import('esbuild');
    const dir = join(ROOT, '.tmp', `server-${process.pid}-${randomBytes(3).toString('hex')}`);
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'scripts'), { recursive: true });
    mkdirSync(join(dir, 'dist', 'web'), { recursive: true });
    cpSync(join(ROOT, 'scripts', 'start.mjs'), join(dir, 'scripts', 'start.mjs'));
    writeFileSync(join(dir, 'dist', 'web', 'index.html'), '<!doctype html><title>Prezice</title>');
    await build({
      entryPoints: [join(ROOT, 'src/server/main.ts')],
      outfile: join(dir, 'dist', 'server', 'main.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    });
    cpSync(join(ROOT, 'src/server/db/migrations'), join(dir, 'dist', 'server', 'migrations'), { recursive: true });
    return dir;
  })();
  return bundle;
}

export interface Instance {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  dataDir: string;
  /** Everything the process printed (when its output is read), for failure messages. */
  output: () => string;
  /** Resolves with the signal or exit code once the process has ended. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** Sends the signal (SIGTERM by default) and waits for the end; ms it took. */
  stop: (signal?: NodeJS.Signals) => Promise<number>;
}

export interface SpawnOptions {
  /** The port to listen on; 0 picks a free one (known once it listens). */
  port?: number;
  /** 'read' (default): output collected; 'unread': a pipe nobody reads; 'closed': a pipe closed at once. */
  stdout?: 'read' | 'unread' | 'closed';
  /** Resolve once the process is spawned, not once it listens (to watch it start). */
  noWait?: boolean;
  timeoutMs?: number;
}

/** Starts one instance with exactly this environment (plus PATH, HOST, a DATA_DIR of its own unless given). */
export async function startInstance(env: Record<string, string>, options: SpawnOptions = {}): Promise<Instance> {
  const root = await serverBundle();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'prezice-instance-'));
  const mode = options.stdout ?? 'read';
  const child = spawn(process.execPath, [...START_FLAGS, join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(options.port ?? 0),
      LOG_LEVEL: 'info',
      CAPTCHA: 'off',
      SEED: 'none',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', killOnExit);
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      resolve(signal ?? code);
    }),
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  if (mode === 'closed') child.stdout?.destroy();
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const t0 = performance.now();
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    return performance.now() - t0;
  };
  const instance: Instance = { child, url: '', port: options.port ?? 0, dataDir, output: () => text, exited, stop };
  const listening = new Promise<void>((resolve, reject) => {
    const timeoutMs = options.timeoutMs ?? 60_000;
    let lastProbe = 'none';
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs} ms (last /readyz probe: ${lastProbe}):\n${text}`)),
      timeoutMs,
    );
    const seen = (url: string) => {
      clearTimeout(timer);
      instance.url = url.replace('localhost', '127.0.0.1');
      instance.port = Number(new URL(instance.url).port);
      resolve();
    };
    if (mode === 'read') {
      child.stdout?.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        // Pino prints one JSON object a line; the start line carries the address it listens on.
        const match = /"url":"(http:\/\/[^"]+)"/.exec(text);
        if (match && !instance.url) seen(match[1]);
      });
    } else {
      // Output unread: the port was given; poll it until the server (not its starting phase) answers.
      // Each probe has its own deadline and a connection of its own: a probe caught by the handover from the
      // starting port to the app must fail and be retried, never wait for ever. The last outcome goes into the
      // timeout's message.
      const poll = async () => {
        while (child.exitCode === null && !instance.url) {
          const res = await fetch(`http://127.0.0.1:${options.port}/readyz`, {
            signal: AbortSignal.timeout(2_000),
            headers: { connection: 'close' },
          }).catch((error: Error) => {
            lastProbe = `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}`;
            return null;
          });
          if (res) lastProbe = `HTTP ${res.status} ${await res.text().catch(() => '')}`;
          if (res?.status === 200) return seen(`http://127.0.0.1:${options.port}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      void poll();
    }
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${how}) before listening:\n${text}`));
    });
  });
  if (!options.noWait) await listening;
  else listening.catch(() => {});
  return instance;
}

/** A PostgreSQL database of its own, copied from the run's migrated template (or empty), dropped by drop(). */
export async function freshPgDatabase(serverUrl: string, prefix: string, template?: string) {
  const { default: postgres } = await import('postgres');
  const admin = postgres(adminUrl(serverUrl), { max: 1, onnotice: () => {} });
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(
    template ? `create database ${name} template ${template} strategy file_copy` : `create database ${name}`,
  );
  return {
    name,
    url: adminUrl(serverUrl, name),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface Cluster {
  instances: Instance[];
  databaseUrl: string;
  redisPrefix: string;
  close: () => Promise<void>;
}

/**
 * `count` instances on one fresh PostgreSQL database (named after `prefix`) and one Redis key prefix, each with a
 * DATA_DIR of its own and no JWT_SECRET, as a deployment behind a load balancer runs them.
 */
export async function startCluster(options: {
  count: number;
  serverUrl: string;
  redisUrl: string;
  prefix: string;
  template?: string;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const db = await freshPgDatabase(options.serverUrl, options.prefix, options.template);
  const redisPrefix = `prezice:test:${options.prefix}:${randomBytes(3).toString('hex')}:`;
  const instances: Instance[] = [];
  const close = async () => {
    await Promise.all(instances.map((i) => i.stop('SIGKILL')));
    await db.drop();
    await dropRedisKeys(options.redisUrl, redisPrefix);
  };
  try {
    const started = await Promise.all(
      Array.from({ length: options.count }, () =>
        startInstance({
          DATABASE_URL: db.url,
          REDIS_URL: options.redisUrl,
          REDIS_PREFIX: redisPrefix,
          ...options.env,
        }).then((i) => {
          instances.push(i);
          return i;
        }),
      ),
    );
    return { instances: started, databaseUrl: db.url, redisPrefix, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Deletes the keys a cluster left under its prefix. */
async function dropRedisKeys(redisUrl: string, prefix: string) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A JSON request to an instance. */
export async function call(
  instance: Instance,
  method: string,
  path: string,
  options: { body?: unknown; jwt?: string } = {},
): Promise<{ status: number; json: any }> {
  const res = await fetch(`${instance.url}${path}`, {
    method,
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.jwt ? { authorization: `Bearer ${options.jwt}` } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, json };
}
