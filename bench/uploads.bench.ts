// Serving an upload: from the database store (this change) against the old file store (@fastify/static from
// DATA_DIR/uploads), in one server process as npm start runs it (production config, info logging,
// --max-old-space-size=128), 50 connections. Each pair is loaded in alternating slices (A B B A ...), so the
// ratio holds while other work shares the machine.
// Run: npx tsx bench/uploads.bench.ts   (BENCH_DURATION=s per side, 10 by default; BENCH_DATABASE_URL for the
//      PostgreSQL row, the local test server by default)
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import postgres from 'postgres';
import sharp from 'sharp';
import { fmt, log } from './support.ts';
import { loadPair, type Server, startEntry, stopServer } from './throughput-load.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' };

async function bundle() {
  const dir = join(root, '.tmp', `bench-up-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'uploads-server.mjs');
  await build({
    entryPoints: [join(root, 'bench', 'uploads-server.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    legalComments: 'none',
    logLevel: 'warning',
  });
  // Beside the bundle, where the bundled client.ts looks for them (as dist/server/migrations for npm start).
  cpSync(join(root, 'src/server/db/migrations'), join(dir, 'migrations'), { recursive: true });
  return { dir, entry };
}

const { dir, entry } = await bundle();
const uploads = join(dir, 'uploads');
mkdirSync(uploads, { recursive: true });
// An avatar as players upload them (a 500 px photo re-encoded, ~30 KB) and a 1 MB clip.
const avatar = await sharp(randomBytes(500 * 500 * 3), { raw: { width: 500, height: 500, channels: 3 } })
  .blur(3)
  .jpeg({ quality: 85 })
  .toBuffer();
const files = [
  { key: 'avatar_bench_0123456789.jpg', path: join(uploads, 'avatar_bench_0123456789.jpg'), type: 'image/jpeg' },
  { key: 'clip_bench_0123456789.mp4', path: join(uploads, 'clip_bench_0123456789.mp4'), type: 'video/mp4' },
];
writeFileSync(files[0].path, avatar);
writeFileSync(files[1].path, randomBytes(1024 * 1024));

const rows: string[] = [];
async function measure(label: string, env: Record<string, string>) {
  const dataDir = join(dir, `data-${label}`);
  mkdirSync(dataDir, { recursive: true });
  const server: Server = await startEntry(
    entry,
    { BENCH_UP_DATA_DIR: dataDir, BENCH_UP_FILES: JSON.stringify(files), ...env },
    ['--max-old-space-size=128'],
  );
  try {
    for (const f of files) {
      const options = { connections: CONNECTIONS, duration: DURATION, headers: HEADERS };
      const [old, store] = await loadPair(
        [`${server.base}/__old-uploads/${f.key}`, `${server.base}/uploads/${f.key}`],
        options,
        server.pid,
      );
      const size = f.type === 'image/jpeg' ? `${fmt(avatar.length / 1024)} KB JPEG` : '1 MB video';
      rows.push(
        `| ${label} | ${size} | ${fmt(old.rps)} | ${fmt(store.rps)} | ${fmt(store.rps / old.rps)}× | ${fmt(store.p99)} ms | ${old.bad + store.bad} |`,
      );
      log(`${label} ${size}: file store ${fmt(old.rps)} req/s, database store ${fmt(store.rps)} req/s`);
    }
  } finally {
    await stopServer(server);
  }
}

try {
  await measure('PGlite (npm start default)', {});
  // A database of this benchmark's own (storage_bench_uploads), dropped at the end; the server migrates it.
  const server = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  if (!['127.0.0.1', 'localhost'].includes(server.hostname)) throw new Error('a local PostgreSQL only');
  const admin = postgres(server.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe('drop database if exists storage_bench_uploads with (force)');
  await admin.unsafe('create database storage_bench_uploads');
  server.pathname = '/storage_bench_uploads';
  try {
    await measure('PostgreSQL', { BENCH_UP_DATABASE_URL: server.toString() });
  } finally {
    await admin.unsafe('drop database if exists storage_bench_uploads with (force)');
    await admin.end();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(`\n## Serving an upload: database store against the old file store (${CONNECTIONS} connections)`);
console.log('\n| database | file | file store req/s | database store req/s | ratio | p99 (database) | errors |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) console.log(r);
