import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Db } from '../../db/client.ts';
import { etagOf, type UploadStorage } from './storage.adapter.ts';
import { storedFileTypes } from './uploads.queries.ts';

/** The type of a file the rows do not name (a leftover): by its extension, as the old static server did. */
const TYPE_BY_EXT: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ogg': 'video/ogg',
  '.mov': 'video/quicktime',
};

export interface MigrationReport {
  copied: number;
  /** Already in the store with the same bytes (a second run). */
  skipped: number;
  /** Local copies deleted after the store held them (--remove). */
  removed: number;
  bytes: number;
}

/**
 * Copies every file of the old DATA_DIR/uploads into the store under the same name, so its URL keeps working.
 * Idempotent: a file the store already holds with the same bytes is skipped. With `remove`, each local copy is
 * deleted once the store holds it.
 */
export async function migrateUploadFiles(args: {
  dir: string;
  storage: UploadStorage;
  db: Db;
  remove?: boolean;
  log?: (line: string) => void;
}): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, removed: 0, bytes: 0 };
  let names: string[];
  try {
    names = (await readdir(args.dir)).sort();
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return report;
    throw error;
  }
  // The type each name had when uploaded: the file's own, or its format's.
  const types = new Map<string, string>();
  for (const f of await storedFileTypes(args.db)) {
    types.set(f.hash + f.ext, f.mime);
    for (const v of Object.values(f.formats ?? {})) types.set(v.hash + v.ext, v.mime);
  }
  for (const name of names) {
    const path = join(args.dir, name);
    if (name.startsWith('.') || !(await stat(path)).isFile()) continue;
    const data = await readFile(path);
    const existing = await args.storage.head(name);
    if (existing && existing.size === data.length && existing.etag === etagOf(data)) {
      report.skipped++;
    } else {
      const type = types.get(name) ?? TYPE_BY_EXT[extname(name).toLowerCase()] ?? 'application/octet-stream';
      await args.storage.put(name, data, type);
      report.copied++;
      report.bytes += data.length;
      args.log?.(`copied ${name} (${data.length} bytes, ${type})`);
    }
    if (args.remove) {
      await unlink(path);
      report.removed++;
    }
  }
  return report;
}
