import { Readable } from 'node:stream';
import { deflateSync, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { ArchiveFile } from '../../db/tables/data-exports.table.ts';
import type { UploadStorage } from '../uploads/storage.adapter.ts';

// The export's ZIP, written while it is sent: date.json deflated, then each uploaded file stored as it is (pictures
// are compressed already), read from the store a chunk at a time. However large the files, an instance holds a
// chunk of them, never the archive.

export const DOCUMENT_NAME = 'date.json';
const LEVEL = 6;

/**
 * The archive's size in bytes, as archiveStream writes it: per entry a local header (30 bytes and the name), the
 * data, a data descriptor (16), a central directory record (46 and the name); then the end record (22).
 */
export function archiveSize(document: Uint8Array, files: ArchiveFile[]): number {
  const entry = (name: string, bytes: number) => 30 + name.length + bytes + 16 + 46 + name.length;
  const json = entry(DOCUMENT_NAME, deflateSync(document, { level: LEVEL }).length);
  return files.reduce((sum, f) => sum + entry(f.path, f.size), json) + 22;
}

async function* archiveChunks(storage: UploadStorage, document: Uint8Array, files: ArchiveFile[], mtime: Date) {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  function* flush() {
    if (failure) throw failure;
    yield* out.splice(0);
  }
  const json = new ZipDeflate(DOCUMENT_NAME, { level: LEVEL });
  json.mtime = mtime;
  zip.add(json);
  json.push(document, true);
  yield* flush();
  for (const file of files) {
    const object = await storage.get(file.key);
    // A file removed since the export was built (its post deleted and swept) is left out.
    if (!object) continue;
    const entry = new ZipPassThrough(file.path);
    entry.mtime = mtime;
    zip.add(entry);
    for await (const chunk of object.body) {
      entry.push(chunk as Uint8Array);
      yield* flush();
    }
    entry.push(new Uint8Array(0), true);
    yield* flush();
  }
  zip.end();
  yield* flush();
}

/** The ZIP of date.json and the files, as a byte stream (back-pressure from the client reaches the store's reads). */
export function archiveStream(storage: UploadStorage, document: Uint8Array, files: ArchiveFile[], mtime: Date) {
  return Readable.from(archiveChunks(storage, document, files, mtime), { objectMode: false });
}
