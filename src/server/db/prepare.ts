import { type AdminResult, ensureAdmin, isEmptyDatabase } from '../bootstrap.ts';
import type { Config } from '../config.ts';
import type { DemoSeedResult } from '../seed/demo.ts';
import { type Database, migrateDatabase } from './client.ts';

/** The advisory lock every instance takes to prepare the database ('prezice' in ASCII; any constant would do). */
const PREPARE_LOCK_KEY = 0x70_72_65_7a_69_63_65n;

export interface Prepared {
  admin: AdminResult;
  /** Set when this start filled an empty database with the demo data. */
  demo?: DemoSeedResult;
  /** PostgreSQL only: how long this instance waited for another one to finish preparing. */
  waitedMs: number;
}

/**
 * Everything a start does to the database before serving: migrations, the ADMIN_* account, and the demo data
 * on an empty database (SEED=demo). On PostgreSQL several instances may start at once on the same database, so
 * the work runs under a session-level advisory lock held on a connection of its own: the others wait for it,
 * then find the migrations applied, the admin there and the database no longer empty. PGlite has one process
 * per data dir, so there is nobody to wait for.
 */
export async function prepareDatabase(database: Database, config: Config): Promise<Prepared> {
  const work = async () => {
    await migrateDatabase(database);
    const admin = await ensureAdmin(database.db, config.admin);
    const demo =
      config.seed === 'demo' && (await isEmptyDatabase(database.db))
        ? // Loaded only to seed: the demo's pictures need sharp, which a serving instance loads on its first upload.
          await (await import('../seed/demo.ts')).seedDemo({ db: database.db, config })
        : undefined;
    return { admin, demo };
  };
  if (database.kind !== 'postgres' || !config.databaseUrl) return { ...(await work()), waitedMs: 0 };
  return withAdvisoryLock(config.databaseUrl, PREPARE_LOCK_KEY, work);
}

/** Runs fn while holding a session-level advisory lock on a dedicated connection; the lock ends with it. */
async function withAdvisoryLock<T>(
  databaseUrl: string,
  key: bigint,
  fn: () => Promise<T>,
): Promise<T & { waitedMs: number }> {
  const { default: postgres } = await import('postgres');
  const lock = postgres(databaseUrl, { max: 1, idle_timeout: 0, onnotice: () => {} });
  try {
    const started = performance.now();
    await lock`select pg_advisory_lock(${key.toString()}::bigint)`;
    const waitedMs = Math.round(performance.now() - started);
    try {
      return { ...(await fn()), waitedMs };
    } finally {
      await lock`select pg_advisory_unlock(${key.toString()}::bigint)`.catch(() => {});
    }
  } finally {
    // Closing the connection releases the lock too, should the unlock above have failed.
    await lock.end({ timeout: 5 });
  }
}
