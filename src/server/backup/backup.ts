import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { etagOf, readObject, type UploadStorage } from '../modules/uploads/storage.adapter.ts';
import { databaseStorage } from '../modules/uploads/storage-db.adapter.ts';
import { createUploadStorage } from '../modules/uploads/storage-open.service.ts';
import { BackupWriter, type EntryHeader, readBackup } from './backup-format.ts';
import { copyScrubbedJobs, restoreJobs, scrubbedDataDir } from './backup-jobs.ts';

type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 's3'>;

export interface BackupReport {
  file: string;
  database: 'postgres' | 'pglite';
  storage: 'database' | 's3';
  objects: number;
  bytes: number;
}

/** The PGlite files of DATA_DIR (the embedded mode). */
const pgliteDir = (config: BackupConfig) => join(config.dataDir, 'pglite');

/** A child process's output as a stream; its failure (with what it wrote on stderr) rejects `done`. */
function run(command: string, args: string[], stdin?: AsyncIterable<Buffer>) {
  const child = spawn(command, args, { stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const exited = once(child, 'close').then(([code]) => {
    if (code !== 0) throw new Error(`${command} failed (exit ${code}): ${stderr.trim()}`);
  });
  const spawned = once(child, 'spawn');
  // A command that stops early (pg_restore on an error) closes its input: its exit code tells why.
  child.stdin?.on('error', () => {});
  const fed = stdin
    ? (async () => {
        for await (const chunk of stdin) {
          if (!child.stdin!.write(chunk)) await once(child.stdin!, 'drain');
        }
        child.stdin!.end();
      })()
    : Promise.resolve();
  return { stdout: child.stdout!, done: Promise.all([spawned, fed, exited]).then(() => {}) };
}

/** The PostgreSQL client tools: PG_BIN_DIR, or the ones on PATH. */
const pgTool = (name: string) => (process.env.PG_BIN_DIR ? join(process.env.PG_BIN_DIR, name) : name);

/**
 * Writes one file holding the database and the uploads: pg_dump's custom format on PostgreSQL, PGlite's data
 * directory (a gzipped tar) in the embedded mode; with S3, every object follows. The file appears only when whole.
 */
export async function createBackup(config: BackupConfig, file: string): Promise<BackupReport> {
  const database = config.databaseUrl ? 'postgres' : 'pglite';
  const storageKind = config.s3 ? 's3' : 'database';
  if (database === 'pglite' && !existsSync(join(pgliteDir(config), 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${pgliteDir(config)}: check DATA_DIR (or set DATABASE_URL).`);
  }
  const partial = `${file}.partial`;
  const out = createWriteStream(partial, { mode: 0o600 });
  const writer = new BackupWriter(out);
  const report: BackupReport = { file, database, storage: storageKind, objects: 0, bytes: 0 };
  try {
    await writer.start();
    await writer.entry({
      type: 'manifest',
      version: 1,
      createdAt: new Date().toISOString(),
      database,
      storage: storageKind,
    });
    if (database === 'postgres') {
      // Every table but the jobs' rows, which follow scrubbed of their sealed secrets (backup-jobs.ts).
      const dump = run(pgTool('pg_dump'), [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--exclude-table-data=public.jobs',
        config.databaseUrl!,
      ]);
      await Promise.all([writer.entry({ type: 'database', format: 'pg_dump-custom' }, dump.stdout), dump.done]);
      const jobs = await copyScrubbedJobs(config.databaseUrl!);
      try {
        await writer.entry({ type: 'table', name: 'jobs', format: 'copy-text', columns: jobs.columns }, jobs.stream);
      } finally {
        await jobs.close();
      }
    } else {
      const db = await openDatabase({ dataDir: config.dataDir });
      let source: Blob;
      try {
        source = await db.pglite!.dumpDataDir('none');
      } finally {
        await db.close();
      }
      const tar = await scrubbedDataDir(source);
      await writer.entry(
        { type: 'database', format: 'pglite-datadir-tgz' },
        tar.stream() as unknown as AsyncIterable<Uint8Array>,
      );
    }
    // With the database adapter, the uploads are rows of the dump already.
    if (config.s3) {
      const storage = await createUploadStorage(config, undefined as never);
      try {
        for await (const info of storage.list()) {
          const object = await storage.get(info.key);
          if (!object) continue;
          await writer.entry(
            { type: 'object', key: info.key, contentType: info.contentType, size: info.size, etag: info.etag },
            object.body,
          );
          report.objects++;
          report.bytes += info.size;
        }
      } finally {
        await storage.close();
      }
    }
    await writer.entry({ type: 'end', objects: report.objects });
    await writer.finish();
    await rename(partial, file);
    return report;
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/** Refuses to restore over data: the PostgreSQL database must have no tables, DATA_DIR no embedded database. */
async function requireEmpty(config: BackupConfig) {
  if (config.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const [{ n }] = await sql<{ n: number }[]>`
        select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`;
      if (n > 0) {
        const name = new URL(config.databaseUrl).pathname.slice(1);
        throw new Error(
          `The database "${name}" is not empty (${n} tables): restore into a new, empty database (createdb NAME, then point DATABASE_URL at it).`,
        );
      }
    } finally {
      await sql.end({ timeout: 5 });
    }
  } else {
    const dir = pgliteDir(config);
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      throw new Error(
        `${dir} already holds a database: restore into an empty DATA_DIR (or move that directory away first).`,
      );
    }
  }
}

async function collect(body: AsyncIterable<Buffer>) {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts);
}

/**
 * Puts a backup back on an empty database, and its uploads into the configured store. The database must be of
 * the backup's kind (PostgreSQL or embedded); the store may differ (uploads follow into S3 or the database).
 */
export async function restoreBackup(config: BackupConfig, file: string): Promise<{ objects: number }> {
  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  let manifest: Extract<EntryHeader, { type: 'manifest' }> | undefined;
  let storage: UploadStorage | undefined;
  let objects = 0;
  const closers: (() => Promise<void>)[] = [];
  /** The store, opened once the database is back (the database adapter writes into it). */
  const store = async () => {
    if (storage) return storage;
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
    closers.push(() => database.close());
    storage = await createUploadStorage(config, database.db);
    closers.push(() => storage!.close());
    // Backed up with the database adapter and restored onto S3: the rows' objects move into the bucket.
    if (manifest?.storage === 'database' && storage.kind === 's3') {
      const rows = databaseStorage(database.db);
      for await (const info of rows.list()) {
        await storage.put(info.key, (await readObject(rows, info.key))!, info.contentType);
        objects++;
      }
    }
    return storage;
  };
  try {
    for await (const { header, body } of readBackup(createReadStream(file) as Readable)) {
      if (header.type === 'manifest') {
        manifest = header;
        const target = config.databaseUrl ? 'postgres' : 'pglite';
        if (header.database !== target) {
          throw new Error(
            header.database === 'postgres'
              ? 'This backup is of a PostgreSQL database: set DATABASE_URL to a new, empty database to restore it.'
              : 'This backup is of the embedded database (PGlite): unset DATABASE_URL and set DATA_DIR to an empty directory.',
          );
        }
        await requireEmpty(config);
      } else if (header.type === 'database') {
        if (header.format === 'pg_dump-custom') {
          const restore = run(
            pgTool('pg_restore'),
            [
              '--no-owner',
              '--no-privileges',
              '--exit-on-error',
              '--single-transaction',
              '--dbname',
              config.databaseUrl!,
            ],
            body,
          );
          restore.stdout.resume();
          await restore.done;
        } else {
          const tar = await collect(body);
          const db = await openDatabase({ dataDir: config.dataDir, loadDataDir: new Blob([tar]) });
          await db.close();
        }
      } else if (header.type === 'table') {
        await restoreJobs(config.databaseUrl!, header.columns, body);
      } else if (header.type === 'object') {
        const data = await collect(body);
        // Our own validators are SHA-256 of the bytes: check them (an S3 server's own ETag is another hash).
        if (/^"[A-Za-z0-9_-]{32}"$/.test(header.etag) && etagOf(data) !== header.etag) {
          throw new Error(`The backup file is damaged: the upload ${header.key} does not match its ETag.`);
        }
        await (await store()).put(header.key, data, header.contentType);
        objects++;
      } else if (header.type === 'end') {
        await store();
      }
    }
    if (!manifest) throw new Error('The backup file is empty.');
    return { objects };
  } finally {
    for (const close of closers.reverse()) await close();
  }
}
