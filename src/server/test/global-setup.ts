import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { adminUrl, templateName } from './test-db-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteSnapshot: string;
  }
}

/** Migrates once per run: a template database on PostgreSQL, or a PGlite snapshot every test file loads. */
export default async function setup(project: TestProject) {
  // A project may have a database of its own (vitest.config.ts: ENGINE_DATABASE_URL).
  const url = project.config.env.DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) {
    const name = templateName(process.pid, project.name);
    const { default: postgres } = await import('postgres');
    const admin = postgres(adminUrl(url), { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name}`);
    await admin.unsafe(`create database ${name}`);
    const tpl = await openDatabase({ databaseUrl: adminUrl(url, name), poolSize: 1 });
    await migrateDatabase(tpl);
    await tpl.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const leftovers = await admin<
        { datname: string }[]
      >`select datname from pg_database where datname like ${`${name}_%`}`;
      for (const { datname } of leftovers) await admin.unsafe(`drop database if exists ${datname} with (force)`);
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const db = await openDatabase({});
  await migrateDatabase(db);
  const blob = await db.pglite!.dumpDataDir('none');
  await db.close();
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-snapshot-${process.pid}-${project.name}.tar`);
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgTemplate', '');
  project.provide('pgliteSnapshot', file);
}
