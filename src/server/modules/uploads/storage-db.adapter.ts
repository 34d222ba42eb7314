import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { type ByteRange, etagOf, type ObjectInfo, type UploadStorage } from './storage.adapter.ts';

/**
 * 256 KiB a chunk: a 10 MB video is 40 rows, a range read fetches only the chunks it covers, and no row comes near
 * PostgreSQL's 1 GB field limit or holds a whole video in one message.
 */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per query while streaming: at most 2 MiB held at a time. */
const CHUNKS_PER_READ = 8;

interface InfoRow {
  key: string;
  content_type: string;
  size: number;
  etag: string;
}

const toInfo = (r: InfoRow): ObjectInfo => ({ key: r.key, contentType: r.content_type, size: r.size, etag: r.etag });

/** PGlite gives a Uint8Array, postgres-js a Buffer. */
const asBuffer = (v: unknown) => (Buffer.isBuffer(v) ? v : Buffer.from(v as Uint8Array));

/**
 * The bytes of recently served small objects (pictures), by key: a hit costs one indexed row lookup (the object's
 * validator) instead of reading its bytes out of the database. Every read still asks for the row, so a file
 * deleted or replaced by any instance is never served from here. At most CACHE_BYTES in all.
 */
const CACHE_BYTES = 8 * 1024 * 1024;
const CACHE_MAX_OBJECT = 512 * 1024;

class BytesCache {
  private readonly entries = new Map<string, { etag: string; data: Buffer }>();
  private bytes = 0;
  get(key: string, etag: string) {
    const hit = this.entries.get(key);
    if (!hit || hit.etag !== etag) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.data;
  }
  set(key: string, etag: string, data: Buffer) {
    if (data.length > CACHE_MAX_OBJECT) return;
    this.drop(key);
    this.entries.set(key, { etag, data });
    this.bytes += data.length;
    for (const [k] of this.entries) {
      if (this.bytes <= CACHE_BYTES) break;
      this.drop(k);
    }
  }
  drop(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.data.length;
  }
}

/** Uploads in the database itself: shared by every instance on it, and in every dump of it. */
export function databaseStorage(db: Db): UploadStorage {
  const cache = new BytesCache();
  async function head(key: string) {
    const rows = await rowsOf<InfoRow>(
      db,
      sql`select key, content_type, size, etag from upload_objects where key = ${key}`,
    );
    return rows[0] ? toInfo(rows[0]) : null;
  }

  /** The chunks from..to (inclusive), in order. */
  async function chunks(key: string, from: number, to: number) {
    const rows = await rowsOf<{ seq: number; data: unknown }>(
      db,
      sql`select seq, data from upload_chunks where key = ${key} and seq between ${from} and ${to} order by seq`,
    );
    return rows.map((r) => asBuffer(r.data));
  }

  return {
    kind: 'database',
    async put(key, data, contentType) {
      const info: ObjectInfo = { key, contentType, size: data.length, etag: etagOf(data) };
      cache.drop(key);
      await db.transaction(async (tx) => {
        // A key is never reused for other bytes; writing it again (a repeated migration) replaces it whole.
        await tx.execute(sql`delete from upload_objects where key = ${key}`);
        await tx.execute(
          sql`insert into upload_objects (key, content_type, size, etag) values (${key}, ${contentType}, ${info.size}, ${info.etag})`,
        );
        for (let seq = 0, at = 0; at < data.length || seq === 0; seq++, at += CHUNK_BYTES) {
          const part = data.subarray(at, Math.min(at + CHUNK_BYTES, data.length));
          await tx.execute(sql`insert into upload_chunks (key, seq, data) values (${key}, ${seq}, ${part})`);
        }
      });
      return info;
    },
    head,
    async get(key, range?: ByteRange) {
      if (!range) {
        const known = await head(key);
        if (!known) return null;
        const cached = cache.get(key, known.etag);
        if (cached) return { info: known, body: Readable.from([cached]) };
      }
      // One query answers the object's row and its first chunks (a whole picture): no head() before it.
      const want = range ? Math.floor(range.start / CHUNK_BYTES) : 0;
      const firstLast = range
        ? Math.min(Math.floor(range.end / CHUNK_BYTES), want + CHUNKS_PER_READ - 1)
        : CHUNKS_PER_READ - 1;
      const rows = await rowsOf<InfoRow & { seq: number | null; data: unknown }>(
        db,
        sql`select o.key, o.content_type, o.size, o.etag, c.seq, c.data from upload_objects o
            left join upload_chunks c on c.key = o.key and c.seq between ${want} and ${firstLast}
            where o.key = ${key} order by c.seq`,
      );
      if (rows.length === 0) return null;
      const info = toInfo(rows[0]);
      if (info.size === 0) return { info, body: Readable.from([]) };
      const start = range?.start ?? 0;
      const end = range?.end ?? info.size - 1;
      const first = Math.floor(start / CHUNK_BYTES);
      const last = Math.floor(end / CHUNK_BYTES);
      const prefetched = rows.filter((r) => r.seq !== null && r.seq <= last).map((r) => asBuffer(r.data));
      const cut = (seq: number, part: Buffer) => {
        const base = seq * CHUNK_BYTES;
        const lo = Math.max(start - base, 0);
        const hi = Math.min(end - base + 1, part.length);
        return lo === 0 && hi === part.length ? part : part.subarray(lo, hi);
      };
      // A picture is whole in `prefetched`; a longer video is read on a few chunks at a time, as the reader pulls.
      if (first + prefetched.length > last) {
        if (!range && prefetched.length === 1) cache.set(key, info.etag, prefetched[0]);
        return { info, body: Readable.from(prefetched.map((part, i) => cut(first + i, part))) };
      }
      async function* read() {
        for (let i = 0; i < prefetched.length; i++) yield cut(first + i, prefetched[i]);
        for (let from = first + prefetched.length; from <= last; from += CHUNKS_PER_READ) {
          const to = Math.min(from + CHUNKS_PER_READ - 1, last);
          const parts = await chunks(key, from, to);
          for (let i = 0; i < parts.length; i++) yield cut(from + i, parts[i]);
        }
      }
      return { info, body: Readable.from(read()) };
    },
    async delete(keys) {
      if (keys.length === 0) return;
      for (const key of keys) cache.drop(key);
      await db.execute(sql`delete from upload_objects where key in ${keys}`);
    },
    async *list() {
      let after = '';
      for (;;) {
        const rows = await rowsOf<InfoRow>(
          db,
          sql`select key, content_type, size, etag from upload_objects where key > ${after} order by key limit 500`,
        );
        for (const r of rows) yield toInfo(r);
        if (rows.length < 500) return;
        after = rows[rows.length - 1].key;
      }
    },
    async close() {},
  };
}
