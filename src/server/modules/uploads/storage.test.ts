import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STORE_KINDS, useTestStores } from '../../test/upload-stores.ts';
import { etagOf, readObject, type UploadStorage } from './storage.adapter.ts';
import { CHUNK_BYTES } from './storage-db.adapter.ts';

// One contract, both adapters: the database (PGlite, or PostgreSQL with DATABASE_URL) and S3 on a real s3rver.

const stores = useTestStores();

async function bytesOf(storage: UploadStorage, key: string, range?: { start: number; end: number }) {
  const object = await storage.get(key, range);
  if (!object) return null;
  const parts: Buffer[] = [];
  for await (const c of object.body) parts.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(parts);
}

describe.each(STORE_KINDS)('the %s adapter', (kind) => {
  let storage: UploadStorage;
  beforeAll(() => {
    storage = stores.open(kind);
  });
  afterAll(() => storage.close());

  test('put, head and get give back the same bytes, type and strong ETag', async () => {
    const data = randomBytes(1000);
    const info = await storage.put(`small_${kind}.png`, data, 'image/png');
    expect(info).toEqual({ key: `small_${kind}.png`, size: 1000, contentType: 'image/png', etag: etagOf(data) });
    expect(info.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(await storage.head(`small_${kind}.png`)).toEqual(info);
    expect((await readObject(storage, `small_${kind}.png`))!.equals(data)).toBe(true);
  });

  test('a video of several chunks: whole, and any range, byte for byte', async () => {
    const data = randomBytes(CHUNK_BYTES * 9 + 12_345);
    const key = `video_${kind}.mp4`;
    await storage.put(key, data, 'video/mp4');
    expect((await bytesOf(storage, key))!.equals(data)).toBe(true);
    const ranges = [
      { start: 0, end: 0 },
      { start: 10, end: 99 },
      { start: CHUNK_BYTES - 5, end: CHUNK_BYTES + 5 },
      { start: CHUNK_BYTES * 2, end: CHUNK_BYTES * 8 + 17 },
      { start: data.length - 100, end: data.length - 1 },
    ];
    for (const r of ranges) {
      const got = await bytesOf(storage, key, r);
      expect(got!.equals(data.subarray(r.start, r.end + 1)), `${r.start}-${r.end}`).toBe(true);
    }
    const object = await storage.get(key, { start: 5, end: 10 });
    expect(object!.info.size).toBe(data.length);
    object!.body.resume();
  });

  test('a missing key is null; delete removes, and deleting twice is fine', async () => {
    expect(await storage.head(`none_${kind}.png`)).toBeNull();
    expect(await storage.get(`none_${kind}.png`)).toBeNull();
    await storage.put(`gone_${kind}.png`, Buffer.from('x'), 'image/png');
    await storage.delete([`gone_${kind}.png`, `none_${kind}.png`]);
    await storage.delete([`gone_${kind}.png`]);
    expect(await storage.head(`gone_${kind}.png`)).toBeNull();
  });

  test('list gives every object in key order', async () => {
    const keys = ['list_b.png', 'list_a.png', 'list_c.png'].map((k) => `${kind}_${k}`);
    for (const k of keys) await storage.put(k, Buffer.from(k), 'image/png');
    const listed: string[] = [];
    for await (const o of storage.list()) listed.push(o.key);
    const mine = listed.filter((k) => k.startsWith(`${kind}_list_`));
    expect(mine).toEqual([...keys].sort());
    expect(listed).toEqual([...listed].sort());
  });

  test('writing a key again replaces its bytes whole', async () => {
    const key = `again_${kind}.png`;
    await storage.put(key, randomBytes(CHUNK_BYTES * 3), 'image/png');
    const second = randomBytes(100);
    await storage.put(key, second, 'image/png');
    expect((await readObject(storage, key))!.equals(second)).toBe(true);
    expect((await storage.head(key))!.size).toBe(100);
  });
});
