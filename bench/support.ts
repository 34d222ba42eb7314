// Shared pieces of the benchmarks: bench_* databases on the local PostgreSQL, SQL data generation, timing, tables.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { type Config, loadConfig } from '../src/server/config.ts';
import { type Conn, type Database, migrateDatabase, openDatabase, rowsOf } from '../src/server/db/client.ts';

/** The server the benchmarks use; only a loopback address is accepted. */
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function urlOf(database: string): string {
  const u = new URL(SERVER_URL);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)) {
    throw new Error(`benchmarks only run against a local PostgreSQL, not ${u.hostname}`);
  }
  u.hostname = '127.0.0.1';
  u.pathname = `/${database}`;
  return u.toString();
}

async function onServer<T>(fn: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(urlOf(new URL(SERVER_URL).pathname.slice(1) || 'postgres'), {
    max: 1,
    onnotice: () => {},
  });
  try {
    return await fn(admin);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export interface BenchDatabase {
  name: string;
  url: string;
  database: Database;
  /** Closes the pool and drops the database. */
  drop: () => Promise<void>;
}

/** A fresh, migrated database named bench_<suffix> (an old one of that name is dropped first). */
export async function createBenchDatabase(suffix: string, poolSize = 10): Promise<BenchDatabase> {
  const name = `bench_${suffix}`;
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
  await dropDatabase(name);
  await onServer((admin) => admin.unsafe(`create database ${name}`));
  const url = urlOf(name);
  const database = await openDatabase({ databaseUrl: url, poolSize });
  await migrateDatabase(database);
  let dropped = false;
  return {
    name,
    url,
    database,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await database.close();
      await dropDatabase(name);
    },
  };
}

async function dropDatabase(name: string): Promise<void> {
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  await onServer((admin) => admin.unsafe(`drop database if exists ${name} with (force)`));
}

/** Ends the process after `seconds` whatever happens, dropping the database first when it can. */
export function watchdog(seconds: number, name: string): void {
  setTimeout(() => {
    console.error(`\n${name}: still running after ${seconds} s, giving up`);
    dropDatabase(name)
      .catch(() => {})
      .finally(() => process.exit(2));
  }, seconds * 1000).unref();
}

/** A config like production's for an app on this database (silent logs, a throwaway data dir). */
export function benchConfig(databaseUrl: string): { config: Config; cleanup: () => void } {
  const dataDir = mkdtempSync(join(tmpdir(), 'prezice-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(32),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
  });
  return { config, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export const exec = (conn: Conn, text: string) => conn.execute(sql.raw(text));

export async function one<T = Record<string, unknown>>(conn: Conn, query: SQL | string): Promise<T> {
  const rows = await rowsOf<T>(conn, typeof query === 'string' ? sql.raw(query) : query);
  return rows[0];
}

/** 16 teams (Liga 1 has 16) and one current round; answers their ids. */
export async function loadTeamsAndRound(conn: Conn): Promise<{ teamIds: number[]; roundId: number }> {
  await exec(
    conn,
    `insert into teams (document_id, name)
     select prezice_document_id(), 'Echipa ' || n from generate_series(1, 16) n`,
  );
  const round = await one<{ id: number }>(
    conn,
    `insert into rounds (document_id, name, current) values (prezice_document_id(), 'Etapa 1', true) returning id`,
  );
  const teams = await rowsOf<{ id: number }>(conn, sql`select id from teams order by id`);
  return { teamIds: teams.map((t) => Number(t.id)), roundId: Number(round.id) };
}

/**
 * `count` predictors in one statement: username u<n>, email u<n>@bench.local, a 24-character documentId
 * from md5, the favourite team cycling over the teams (or `favTeam`: SQL of n and t.ids, the teams' ids in order),
 * points and current points from the SQL given (of n).
 */
export async function loadUsers(
  conn: Conn,
  count: number,
  points: { points: string; currentPoints: string; favTeam?: string } = { points: '0', currentPoints: '0' },
): Promise<void> {
  await exec(
    conn,
    `insert into users (document_id, username, email, password_hash, role_id, fav_team_id, points, current_points)
     select 'u' || substr(md5('user' || n), 1, 23), 'u' || n, 'u' || n || '@bench.local', 'x', 3,
            ${points.favTeam ?? 't.ids[1 + n % array_length(t.ids, 1)]'}, ${points.points}, ${points.currentPoints}
     from generate_series(1::bigint, ${count}::bigint) n, (select array_agg(id order by id) as ids from teams) t`,
  );
}

/**
 * Bulk loading in one transaction with foreign-key triggers off (session_replication_role = replica): the
 * generated rows are valid by construction, and row-by-row RI checks would dominate the load time.
 */
export function bulkLoad<T>(db: Database['db'], fn: (tx: Conn) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await exec(tx, 'set local session_replication_role = replica');
    return fn(tx);
  });
}

const ms = (t0: number) => performance.now() - t0;

export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: ms(t0), value };
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export const fmt = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : String(x));

/** A plain-text table: first column left-aligned, the rest right-aligned. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? (c ?? '').padEnd(widths[i]) : (c ?? '').padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export const log = (message: string) => console.log(`  ${message}`);
