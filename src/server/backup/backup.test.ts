import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Config, S3Settings } from '../config.ts';
import { type Database, migrateDatabase, openDatabase, rowsOf } from '../db/client.ts';
import { readObject } from '../modules/uploads/storage.adapter.ts';
import { createUploadStorage } from '../modules/uploads/storage-open.service.ts';
import { seedDemo } from '../seed/demo.ts';
import { startTestS3, type TestS3 } from '../test/s3-test-server.ts';
import { adminUrl } from '../test/test-db-names.ts';
import { createBackup, restoreBackup } from './backup.ts';

// npm run backup / restore on a seeded world: backed up, restored elsewhere (a fresh PGlite DATA_DIR, or a fresh
// PostgreSQL database named storage_*, as this run's DATABASE_URL says), then every table's checksum, every
// sequence and every upload's bytes compared. Once with the uploads in the database, once in S3 (s3rver).

const PG = process.env.DATABASE_URL;
const kind = PG ? 'PostgreSQL' : 'PGlite';
const dirs: string[] = [];
const databases: string[] = [];
let s3: TestS3;

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'prezice-backup-'));
  dirs.push(dir);
  return dir;
};

async function pgAdmin<T>(fn: (admin: postgres.Sql) => Promise<T>) {
  const admin = postgres(adminUrl(PG!), { max: 1, onnotice: () => {} });
  try {
    return await fn(admin);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/** A place for a world: a DATA_DIR, and on PostgreSQL an empty database of its own. */
async function place(s3Settings?: S3Settings): Promise<Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>> {
  const dataDir = tempDir();
  if (!PG) return { dataDir, s3: s3Settings };
  const name = `storage_bk_${randomBytes(4).toString('hex')}`;
  databases.push(name);
  await pgAdmin((admin) => admin.unsafe(`create database ${name}`));
  return { dataDir, databaseUrl: adminUrl(PG, name), s3: s3Settings };
}

const open = (config: Pick<Config, 'dataDir' | 'databaseUrl'>) =>
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });

/** Every table's row count and checksum, and every sequence's value: the whole state, in a comparable form. */
async function fingerprint(database: Database) {
  const tables = await rowsOf<{ s: string; t: string }>(
    database.db,
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const out: Record<string, string> = {};
  for (const { s, t } of tables) {
    const [row] = await rowsOf<{ n: number; h: string }>(
      database.db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as h from "${s}"."${t}" x`,
      ),
    );
    out[`${s}.${t}`] = `${row.n}:${row.h}`;
  }
  const sequences = await rowsOf<{ s: string; n: string }>(
    database.db,
    sql`select sequence_schema as s, sequence_name as n from information_schema.sequences order by 1, 2`,
  );
  for (const { s, n } of sequences) {
    const [row] = await rowsOf<{ v: string }>(database.db, sql.raw(`select last_value::text as v from "${s}"."${n}"`));
    out[`${s}.${n}`] = row.v;
  }
  return out;
}

/** Every upload in the store, key to bytes. */
async function uploads(config: Pick<Config, 's3'>, database: Database) {
  const storage = await createUploadStorage(config, database.db);
  const out = new Map<string, Buffer>();
  try {
    for await (const o of storage.list()) out.set(o.key, (await readObject(storage, o.key))!);
  } finally {
    await storage.close();
  }
  return out;
}

beforeAll(async () => {
  s3 = await startTestS3('storage-source', 'storage-restored', 'storage-moved', 'storage-restored-2');
});
afterAll(async () => {
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (PG) for (const name of databases) await pgAdmin((a) => a.unsafe(`drop database if exists ${name} with (force)`));
});

describe.each(['database', 's3'] as const)(`backup and restore on ${kind}, uploads in the %s store`, (store) => {
  let source: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;
  let target: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;
  let file: string;
  const video = randomBytes(3 * 1024 * 1024 + 123);

  beforeAll(async () => {
    const bucket = (name: string) => (store === 's3' ? { ...s3.settings, bucket: name } : undefined);
    source = await place(bucket('storage-source'));
    target = await place(bucket('storage-restored'));
    const database = await open(source);
    try {
      await migrateDatabase(database);
      await seedDemo({ db: database.db, config: { ...source } as Config });
      // Jobs too, one pending and one done: on PostgreSQL their rows travel beside pg_dump's (backup-jobs.ts).
      const mail = { to: 'copie@exemplu.ro', subject: 'Ș', text: 'tab\tși\nrând \\ "ghilimele"' };
      await database.db.execute(sql`insert into jobs (kind, payload, state, dedupe_key, finished_at)
        values ('mail', ${JSON.stringify(mail)}::jsonb, 'pending', 'k', null), ('sms', '{}', 'done', null, now())`);
      // A video too, so that an upload spans many chunks (the demo pictures are small).
      const storage = await createUploadStorage(source, database.db);
      await storage.put('gol_0123456789.mp4', video, 'video/mp4');
      await storage.close();
    } finally {
      await database.close();
    }
    file = join(tempDir(), 'world.backup');
  }, 180_000);

  test('the restored world has every table, sequence and upload byte for byte', async () => {
    const report = await createBackup(source, file);
    expect(report.database).toBe(PG ? 'postgres' : 'pglite');
    expect(report.storage).toBe(store);
    if (store === 's3') expect(report.objects).toBeGreaterThan(40);
    const restored = await restoreBackup(target, file);
    if (store === 's3') expect(restored.objects).toBe(report.objects);

    const [a, b] = [await open(source), await open(target)];
    try {
      const [before, after] = [await fingerprint(a), await fingerprint(b)];
      expect(Object.keys(before).length).toBeGreaterThan(15);
      expect(before['public.users']).toMatch(/^[1-9]\d*:/);
      expect(after).toEqual(before);
      const [was, now] = [await uploads(source, a), await uploads(target, b)];
      expect(was.size).toBeGreaterThan(40);
      expect([...now.keys()]).toEqual([...was.keys()]);
      for (const [key, bytes] of was) expect(now.get(key)!.equals(bytes), key).toBe(true);
      expect(now.get('gol_0123456789.mp4')!.equals(video)).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
    // From the database store, restored with S3_* set: the uploads move from the rows into the bucket.
    const moved = await place({ ...s3.settings, bucket: store === 's3' ? 'storage-restored-2' : 'storage-moved' });
    const again = await restoreBackup(moved, file);
    const [c, d] = [await open(source), await open(moved)];
    try {
      const [was, now] = [await uploads(source, c), await uploads(moved, d)];
      expect(again.objects).toBe(was.size);
      expect([...now.keys()]).toEqual([...was.keys()]);
      for (const [key, bytes] of was) expect(now.get(key)!.equals(bytes), key).toBe(true);
    } finally {
      await c.close();
      await d.close();
    }
  }, 240_000);

  test('a second restore onto the same, now non-empty, database is refused with a clear message', async () => {
    await expect(restoreBackup(target, file)).rejects.toThrow(
      PG ? /is not empty \(\d+ tables\): restore into a new, empty database/ : /already holds a database/,
    );
  });
});

test('a file that is not a backup, or is cut short, is refused', async () => {
  const dir = tempDir();
  const { writeFileSync, readFileSync } = await import('node:fs');
  writeFileSync(join(dir, 'x.backup'), 'hello');
  const config = { dataDir: tempDir(), databaseUrl: undefined };
  await expect(restoreBackup(config, join(dir, 'x.backup'))).rejects.toThrow(/not a Prezice backup/);
  // A whole backup of an empty embedded database, cut in the middle.
  const src = { dataDir: tempDir() };
  const db = await openDatabase({ dataDir: src.dataDir });
  await migrateDatabase(db);
  await db.close();
  await createBackup(src, join(dir, 'whole.backup'));
  const whole = readFileSync(join(dir, 'whole.backup'));
  writeFileSync(join(dir, 'cut.backup'), whole.subarray(0, Math.floor(whole.length / 2)));
  await expect(restoreBackup({ dataDir: tempDir() }, join(dir, 'cut.backup'))).rejects.toThrow(/cut short|damaged/);
}, 120_000);
