import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What the store knows of one object: its key is the file's public name (hash + ext), never reused. */
export interface ObjectInfo {
  key: string;
  size: number;
  contentType: string;
  /** A strong validator, quoted as sent in the ETag header. */
  etag: string;
}

/** A byte range, both ends included, as HTTP counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

interface ObjectBody {
  info: ObjectInfo;
  body: Readable;
}

/** Where uploads live: one interface, two adapters (the database by default, S3 when S3_BUCKET is set). */
export interface UploadStorage {
  kind: 'database' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<ObjectInfo>;
  head(key: string): Promise<ObjectInfo | null>;
  /** The object's bytes, or the range asked (already checked against its size). */
  get(key: string, range?: ByteRange): Promise<ObjectBody | null>;
  /** Deleting a key that is not there is not an error. */
  delete(keys: string[]): Promise<void>;
  /** Every object, in key order. */
  list(): AsyncIterable<ObjectInfo>;
  close(): Promise<void>;
}

/** A strong ETag from the bytes: the same bytes under any adapter give the same validator. */
export function etagOf(data: Buffer): string {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`;
}

/** A whole object's bytes, or null when the store has no such key. */
export async function readObject(storage: UploadStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const parts: Buffer[] = [];
  for await (const chunk of object.body) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}
