// The app as npm start builds it (production config, info-level logging), in a process of its own, for
// bench/uploads.bench.ts: the uploads in the configured store (the database by default) and, for the baseline,
// the same bytes served as before this change, by @fastify/static from a directory under /__old-uploads/ with the
// old headers. Prints "LISTENING <port>" once it answers; ends when its stdin closes or on SIGTERM.
//
// Env: BENCH_UP_DATA_DIR (scratch DATA_DIR), BENCH_UP_DATABASE_URL (PostgreSQL; unset: PGlite),
// BENCH_UP_FILES (JSON [{key, path, type}]: the files to serve both ways).
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../src/server/db/client.ts';

const dataDir = process.env.BENCH_UP_DATA_DIR;
if (!dataDir) throw new Error('BENCH_UP_DATA_DIR is not set');
const databaseUrl = process.env.BENCH_UP_DATABASE_URL || undefined;
const files = JSON.parse(process.env.BENCH_UP_FILES ?? '[]') as { key: string; path: string; type: string }[];

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: 'x'.repeat(32),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await openDatabase({ databaseUrl, dataDir });
await migrateDatabase(database);
// As main.ts builds it: logger from the config (info, one JSON line per request, to stdout).
const app = await buildApp({ config, database, webRoot: null });
for (const f of files) await app.services.storage.put(f.key, readFileSync(f.path), f.type);

const YEAR_S = 365 * 24 * 60 * 60;
// The old store, as web-client.ts registered it before the uploads moved to the storage interface.
await app.register(fastifyStatic, {
  root: dirname(files[0].path),
  prefix: '/__old-uploads/',
  decorateReply: false,
  index: false,
  dotfiles: 'deny',
  cacheControl: false,
  setHeaders: (res) => {
    res.header('cache-control', `public, max-age=${YEAR_S}, immutable`);
    res.header('x-content-type-options', 'nosniff');
    res.header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
    );
  },
});
await app.listen({ port: Number(process.env.BENCH_UP_PORT ?? 0), host: '127.0.0.1' });
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
