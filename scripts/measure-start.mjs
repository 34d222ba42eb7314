// Time from process start to the first answer on an existing data dir, and the server's idle RSS.
// Usage: node scripts/measure-start.mjs   (needs npm run build; PostgreSQL figure when BENCH_DATABASE_URL answers)
// Node runs with npm start's flags (package.json).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 4391;
/** npm start's node flags, read from package.json's start script. */
const startFlags = JSON.parse(readFileSync('package.json', 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith('--'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForReady(deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/readyz`);
      if (res.ok) return true;
    } catch {}
    await sleep(10);
  }
  return false;
}

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : Number.NaN;
};

async function run(env) {
  const started = performance.now();
  const child = spawn(process.execPath, [...startFlags, 'dist/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ok = await waitForReady(Date.now() + 120_000);
  const ms = Math.round(performance.now() - started);
  await fetch(`http://127.0.0.1:${PORT}/api/matches?filters[round][current][$eq]=true`).catch(() => {});
  await sleep(5000);
  const rss = rssMb(child.pid);
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  if (!ok) throw new Error('the server did not answer');
  return { ms, rss };
}

const dataDir = mkdtempSync(join(tmpdir(), 'prezice-start-'));
try {
  await run({ DATA_DIR: dataDir }); // first start: migrate and seed
  const warm = await run({ DATA_DIR: dataDir });
  console.log(`PGlite, existing data dir: first answer after ${warm.ms} ms; idle RSS ${warm.rss} MB`);
  const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new URL(pgUrl);
  const benchUrl = new URL(pgUrl);
  benchUrl.pathname = '/bench_start';
  const { default: postgres } = await import('postgres');
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe('drop database if exists bench_start with (force)');
    await sql.unsafe('create database bench_start');
    await run({ DATA_DIR: dataDir, DATABASE_URL: benchUrl.toString() });
    const pg = await run({ DATA_DIR: dataDir, DATABASE_URL: benchUrl.toString() });
    console.log(`PostgreSQL, existing database: first answer after ${pg.ms} ms; idle RSS ${pg.rss} MB`);
    await sql.unsafe('drop database if exists bench_start with (force)');
  } catch (error) {
    console.log(`PostgreSQL figure skipped: ${error.message}`);
  } finally {
    await sql.end();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
