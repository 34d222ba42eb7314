import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pgliteExtensions } from '../db/client.ts';

// A backup never carries a job's sealed secret (the password of a moderator-created account's mail, kept sealed in
// its job until the mail is out): the copy of the jobs table drops it, and a job that still needed it is written as
// failed for good, with the reason. Restored, such a mail is never sent (the player can ask for a reset link); every
// other job is restored as it was and runs again where it stood.

/** What a restored job that lost its sealed secret says in last_error. */
export const SEALED_DROPPED = 'its sealed secret is not kept in backups: the job was given up when the backup was made';

const sealedAndOpen = `payload ? 'sealed' and state in ('pending', 'running')`;

/** Each column of jobs as the backup writes it: the sealed part gone, an open job that needed it failed. */
const SCRUBBED: Record<string, string> = {
  payload: `case when payload ? 'sealed' then payload - 'sealed' else payload end`,
  state: `case when ${sealedAndOpen} then 'failed' else state end`,
  last_error: `case when ${sealedAndOpen} then '${SEALED_DROPPED}' else last_error end`,
  finished_at: `case when ${sealedAndOpen} then now() else finished_at end`,
  locked_by: `case when ${sealedAndOpen} then null else locked_by end`,
  locked_until: `case when ${sealedAndOpen} then null else locked_until end`,
};

type Sql = import('postgres').Sql;

/** The columns of jobs, in their table order (the backup names them, so a restore reads them by name). */
async function jobColumns(sql: Sql): Promise<string[]> {
  const rows = await sql<{ c: string }[]>`
    select column_name as c from information_schema.columns
    where table_schema = 'public' and table_name = 'jobs' order by ordinal_position`;
  return rows.map((r) => r.c);
}

/**
 * PostgreSQL: the jobs rows, scrubbed, as COPY text (pg_dump leaves the table's data out). Answers the columns and
 * the stream; `done` closes the connection once the stream has been read.
 */
export async function copyScrubbedJobs(databaseUrl: string) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const columns = await jobColumns(sql);
    const select = columns.map((c) => (SCRUBBED[c] ? `${SCRUBBED[c]} as "${c}"` : `"${c}"`)).join(', ');
    const stream = await sql.unsafe(`copy (select ${select} from jobs order by id) to stdout`).readable();
    return { columns, stream, close: () => sql.end({ timeout: 5 }) };
  } catch (error) {
    await sql.end({ timeout: 5 });
    throw error;
  }
}

/** PostgreSQL: the jobs rows of a backup back into the restored (empty) table, and its sequence past them. */
export async function restoreJobs(databaseUrl: string, columns: string[], body: AsyncIterable<Buffer>) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const known = new Set(await jobColumns(sql));
    const missing = columns.filter((c) => !known.has(c));
    if (missing.length) throw new Error(`The backup's jobs have columns this database lacks: ${missing.join(', ')}.`);
    const list = columns.map((c) => `"${c}"`).join(', ');
    await pipeline(body, await sql.unsafe(`copy jobs (${list}) from stdin`).writable());
    // pg_dump set the sequence when it read the database; rows queued after that are in the copy: past them too.
    const [{ seq }] = await sql<{ seq: string }[]>`select pg_get_serial_sequence('jobs', 'id') as seq`;
    const [{ max }] = await sql<{ max: string | null }[]>`select max(id)::text as max from jobs`;
    // seq is the catalog's own name of the sequence (public.jobs_id_seq), max a number it answered.
    if (max !== null) {
      await sql.unsafe(`select setval('${seq}'::regclass, greatest(${BigInt(max)}, (select last_value from ${seq})))`);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * The embedded database: PGlite's backup is its data directory, whose files keep old row versions and the write-ahead
 * log, where a sealed value lingers after its row changed. So the dump goes through a scratch copy on disk: the
 * jobs scrubbed, the table rewritten (VACUUM FULL leaves no old version), the log switched and checkpointed with
 * recycling off (old segments deleted, not kept for reuse), then that copy's directory is the backup.
 */
export async function scrubbedDataDir(source: Blob): Promise<Blob> {
  const dir = mkdtempSync(join(tmpdir(), 'prezice-backup-scratch-'));
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create({
    dataDir: join(dir, 'pglite'),
    loadDataDir: source,
    postgresqlconf: ['wal_recycle = off', 'shared_buffers = 8MB', 'maintenance_work_mem = 8MB'],
    extensions: await pgliteExtensions(),
  });
  try {
    const set = Object.entries(SCRUBBED)
      .map(([c, expr]) => `"${c}" = ${expr}`)
      .join(', ');
    await pg.exec(`update jobs set ${set} where payload ? 'sealed'`);
    await pg.exec('vacuum full jobs');
    await pg.exec('checkpoint');
    await pg.query('select pg_switch_wal()');
    await pg.exec('checkpoint');
    return await pg.dumpDataDir('gzip');
  } finally {
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
