import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { adminUrl } from './test-db-names.ts';

let snapshot: Blob | undefined;

/** A fresh, migrated database of its own for one test app: PGlite in memory, or a copy of the template on PostgreSQL. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const { default: postgres } = await import('postgres');
    const admin = postgres(adminUrl(url), { max: 1, onnotice: () => {} });
    // FILE_COPY copies the template's few megabytes as files; the default (WAL_LOG, PostgreSQL 15+) writes them through
    // the WAL, twice as slow for a database this small, and a run makes hundreds.
    await admin.unsafe(`create database ${name} template ${template} strategy file_copy`);
    const database = await openDatabase({ databaseUrl: adminUrl(url, name), poolSize: 10 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return openDatabase({ loadDataDir: snapshot });
}
