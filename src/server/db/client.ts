import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { preparingClient } from './prepared-statements.ts';

export type Db = PgDatabase<PgQueryResultHKT>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or a transaction: queries take either. */
export type Conn = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** postgres only: the URL, for sessions of their own (the change bus's LISTEN). */
  url?: string;
  close: () => Promise<void>;
  /** PGlite only: the embedded engine, for snapshots in tests. */
  pglite?: PGlite;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  databaseUrl?: string;
  /** A directory for PGlite's files; omitted means in memory. */
  dataDir?: string;
  /** PGlite only: start from a data-dir snapshot (tests). */
  loadDataDir?: Blob;
  /** postgres only: size of the connection pool. */
  poolSize?: number;
}

/**
 * PGlite's memory: PostgreSQL's defaults sized for a server (shared_buffers 128 MB, touched at start) held 298 MB
 * RSS for an open, idle data dir; these hold 152 to 171 MB (bench/throughput.bench.ts measures the server).
 * The WASM heap cannot start below the module's 128 MB minimum (initialMemory smaller is refused) and never
 * shrinks, so what a query touches stays resident: the work areas are kept small too. The data set of one
 * game (tens of MB) stays in the operating system's page cache, which serves what the buffers miss.
 */
const PGLITE_MEMORY = [
  'shared_buffers = 8MB',
  'wal_buffers = 512kB',
  'temp_buffers = 1MB',
  'work_mem = 2MB',
  'maintenance_work_mem = 8MB',
];

/**
 * The extensions a PGlite data dir may use: pg_trgm, whose trigram indexes serve the searches (migration 0024). Every
 * PGlite that opens a data dir loads them, or reading those indexes fails.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      onnotice: () => {},
      connection: { TimeZone: 'UTC' },
    });
    const db = drizzle(preparingClient(client)) as unknown as Db;
    return { db, kind: 'postgres', url: options.databaseUrl, close: () => client.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const extensions = await pgliteExtensions();
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    postgresqlconf: PGLITE_MEMORY,
    extensions,
  });
  await client.exec(`SET TIME ZONE 'UTC'`);
  const db = drizzle(client) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}

/** Rows of a raw query, whichever driver answered (postgres-js gives an array, PGlite {rows}). */
export async function rowsOf<T = Record<string, unknown>>(conn: Conn, query: SQL): Promise<T[]> {
  const result = (await conn.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export async function ping(conn: Conn): Promise<boolean> {
  try {
    await rowsOf(conn, sql`select 1 as ok`);
    return true;
  } catch {
    return false;
  }
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT raises restrict_violation, not foreign_key_violation. */
const RESTRICT_VIOLATION = '23001';
const CHECK_VIOLATION = '23514';

function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function pgConstraint(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    const c =
      (e as { constraint?: unknown; constraint_name?: unknown }).constraint ??
      (e as { constraint_name?: unknown }).constraint_name;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (e: unknown) => pgCode(e) === UNIQUE_VIOLATION;
export const isForeignKeyViolation = (e: unknown) => {
  const code = pgCode(e);
  return code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION;
};
export const isCheckViolation = (e: unknown) => pgCode(e) === CHECK_VIOLATION;
export const violatedConstraint = pgConstraint;
