// The real app for the throughput benchmark, in a process of its own (bundled and started by throughput.bench.ts),
// plus one bare route per target on the same app: GET /__bare/<name> answers the bytes and content type that the
// target answered once at start, so it pays what every route pays (hooks, helmet's headers, compression) and
// nothing else. Prints "LISTENING <port>" once it answers; ends when its stdin closes or on SIGTERM.
//
// Env: BENCH_TP_DATA_DIR (the PGlite store, or a scratch dir), BENCH_TP_DATABASE_URL (PostgreSQL; unset: PGlite),
// BENCH_TP_TARGETS (JSON [{name, url}]).
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';

const dataDir = process.env.BENCH_TP_DATA_DIR;
if (!dataDir) throw new Error('BENCH_TP_DATA_DIR is not set');
const databaseUrl = process.env.BENCH_TP_DATABASE_URL || undefined;
const targets = JSON.parse(process.env.BENCH_TP_TARGETS ?? '[]') as { name: string; url: string }[];

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: 'x'.repeat(32),
  LOG_LEVEL: 'silent',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
// As the production entry point opens it: the default pool size, or PGlite in DATA_DIR.
const database = await openDatabase({ databaseUrl, dataDir });
const app = await buildApp({ config, database, logger: false, webRoot: null });

const captured = new Map<string, { body: Buffer; type: string }>();
for (const t of targets) {
  app.get(`/__bare/${t.name}`, (_req, reply) => {
    const c = captured.get(t.name);
    if (!c) return reply.code(503).send();
    return reply.type(c.type).send(c.body);
  });
}
// Where the memory is: V8's heap, buffers outside it, and the rest of the resident set (native allocations).
// With node --expose-gc, ?gc=1 collects first: what is retained rather than what is not collected yet.
app.get('/__bench/memory', (req, reply) => {
  if ((req.query as { gc?: string }).gc === '1') (globalThis as { gc?: () => void }).gc?.();
  return reply.send(process.memoryUsage());
});
await app.ready();
// The bodies as the real routes answer them, uncompressed: compression is applied per request to both.
for (const t of targets) {
  const res = await app.inject({ method: 'GET', url: t.url, headers: { accept: 'application/json' } });
  if (res.statusCode !== 200) throw new Error(`${t.url}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
  captured.set(t.name, { body: res.rawPayload, type: String(res.headers['content-type']) });
}
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${(app.server.address() as AddressInfo).port}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
setTimeout(stop, 600_000).unref();
