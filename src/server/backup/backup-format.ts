import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

// The backup file: a container of our own, written and read as a stream (no size is needed in advance, so
// pg_dump's output and large objects pass through without being held in memory).
//
//   "PREZICE-BACKUP-1\n"
//   then entries, each:  u32 header length | header (JSON, UTF-8)
//                        body frames: u32 length | bytes   (any number)
//                        u32 0 | 32 bytes: SHA-256 of the body
//   The first entry is the manifest, the last one {"type":"end"}.

const MAGIC = Buffer.from('PREZICE-BACKUP-1\n');

export type EntryHeader =
  | {
      type: 'manifest';
      version: 1;
      createdAt: string;
      database: 'postgres' | 'pglite';
      storage: 'database' | 's3';
    }
  | { type: 'database'; format: 'pg_dump-custom' | 'pglite-datadir-tgz' }
  /** PostgreSQL: the jobs rows, which pg_dump leaves out so that their sealed secrets can be dropped first. */
  | { type: 'table'; name: 'jobs'; format: 'copy-text'; columns: string[] }
  | { type: 'object'; key: string; contentType: string; size: number; etag: string }
  | { type: 'end'; objects: number };

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** Frames larger than this are split (a u32 holds the length; smaller frames keep memory flat). */
const MAX_FRAME = 1024 * 1024;

export class BackupWriter {
  constructor(private readonly out: Writable) {}

  private async write(buf: Buffer) {
    if (!this.out.write(buf)) await once(this.out, 'drain');
  }

  async start() {
    await this.write(MAGIC);
  }

  async entry(header: EntryHeader, body?: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) {
    const h = Buffer.from(JSON.stringify(header));
    await this.write(u32(h.length));
    await this.write(h);
    const hash = createHash('sha256');
    if (body) {
      for await (const chunk of body) {
        const buf = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        for (let at = 0; at < buf.length; at += MAX_FRAME) {
          const part = buf.subarray(at, at + MAX_FRAME);
          hash.update(part);
          await this.write(u32(part.length));
          await this.write(Buffer.from(part));
        }
      }
    }
    await this.write(u32(0));
    await this.write(hash.digest());
  }

  async finish() {
    this.out.end();
    await once(this.out, 'finish');
  }
}

/** Reads exactly n bytes at a time from a stream. */
class ByteReader {
  private buffered: Buffer[] = [];
  private size = 0;
  private readonly it: AsyncIterator<Buffer>;
  constructor(input: Readable) {
    this.it = input[Symbol.asyncIterator]();
  }
  async read(n: number): Promise<Buffer> {
    while (this.size < n) {
      const next = await this.it.next();
      if (next.done) throw new Error('The backup file is cut short: it ends in the middle of an entry.');
      this.buffered.push(next.value);
      this.size += next.value.length;
    }
    const all = this.buffered.length === 1 ? this.buffered[0] : Buffer.concat(this.buffered);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.buffered = rest.length ? [rest] : [];
    this.size = rest.length;
    return out;
  }
}

export interface Entry {
  header: EntryHeader;
  /** The body, checked against its SHA-256 once read to the end; read it before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

/** The entries of a backup file, in order; the manifest first. */
export async function* readBackup(input: Readable): AsyncGenerator<Entry> {
  const reader = new ByteReader(input);
  const magic = await reader.read(MAGIC.length).catch(() => Buffer.alloc(0));
  if (!magic.equals(MAGIC)) throw new Error('This is not a Prezice backup file (made by npm run backup).');
  for (;;) {
    const length = (await reader.read(4)).readUInt32BE();
    const header = JSON.parse((await reader.read(length)).toString('utf8')) as EntryHeader;
    let done = false;
    async function* body() {
      const hash = createHash('sha256');
      for (;;) {
        const n = (await reader.read(4)).readUInt32BE();
        if (n === 0) break;
        const part = Buffer.from(await reader.read(n));
        hash.update(part);
        yield part;
      }
      const expected = await reader.read(32);
      done = true;
      if (!hash.digest().equals(expected)) {
        throw new Error(`The backup file is damaged: the ${header.type} entry does not match its checksum.`);
      }
    }
    const iterator = body();
    yield { header, body: iterator };
    // What the reader left unread is skipped (and still checked).
    if (!done) for await (const _ of iterator);
    if (header.type === 'end') return;
  }
}
