import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { readBackup } from '../../backup/backup-format.ts';
import { type Database, rowsOf } from '../../db/client.ts';

// What rests, as text a test can search: every row of a database, and every part of a backup file.

/** Every row of every table (public and drizzle), as PostgreSQL writes it as text. */
export async function databaseAsText(database: Database): Promise<string> {
  const tables = await rowsOf<{ s: string; t: string }>(
    database.db,
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  expect(tables.length).toBeGreaterThan(20);
  const out: string[] = [];
  for (const { s, t } of tables) {
    const rows = await rowsOf<{ row: string }>(database.db, sql.raw(`select x::text as row from "${s}"."${t}" x`));
    for (const r of rows) out.push(`${s}.${t}\t${r.row}`);
  }
  return out.join('\n');
}

/** The PostgreSQL client tools, as the backup finds them: PG_BIN_DIR, or PATH. */
const pgTool = (name: string) => (process.env.PG_BIN_DIR ? join(process.env.PG_BIN_DIR, name) : name);

/** A backup file's contents as searchable text: the PGlite data directory unpacked, or pg_dump's archive as SQL. */
export async function backupAsText(file: string): Promise<string> {
  const parts: string[] = [];
  for await (const { header, body } of readBackup(createReadStream(file) as Readable)) {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    if (header.type === 'database' && header.format === 'pglite-datadir-tgz') {
      parts.push(gunzipSync(bytes).toString('latin1'));
    } else if (header.type === 'database') {
      const child = spawn(pgTool('pg_restore'), ['--file=-'], { stdio: ['pipe', 'pipe', 'inherit'] });
      const out: Buffer[] = [];
      child.stdout.on('data', (d: Buffer) => out.push(d));
      child.stdin.end(bytes);
      const [code] = await once(child, 'close');
      expect(code).toBe(0);
      parts.push(Buffer.concat(out).toString('utf8'));
    } else {
      parts.push(bytes.toString('latin1'));
    }
  }
  return parts.join('\n');
}
