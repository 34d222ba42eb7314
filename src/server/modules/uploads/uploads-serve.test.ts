import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { teams } from '../../db/tables/core.table.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { uploadClient } from '../../test/upload-client.ts';
import { CHUNK_BYTES } from './storage-db.adapter.ts';
import { findFile } from './uploads.queries.ts';
import { parseRange } from './uploads-serve.service.ts';

// GET /uploads/:key from the store: strong ETag, 304, immutable caching, Range for video; and a replaced avatar or
// emblem leaves the store.

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
const { uploadAs, stored } = uploadClient(() => ctx);

/** A WebM header followed by `n` random bytes: kept as it came, like any video. */
function webm(n: number) {
  const docType = Buffer.from('webm');
  const inner = Buffer.concat([Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length]), docType]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | inner.length]), inner, randomBytes(n)]);
}
const png = (background: string) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background } })
    .png()
    .toBuffer();

beforeAll(async () => {
  ctx = await testApp();
  owner = await createUser(ctx, { username: 'servire', verified: true });
  admin = await createUser(ctx, { username: 'admin_servire', role: 'admin', verified: true });
}, 60_000);
afterAll(() => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br', ...headers } });

describe('GET /uploads/:key', () => {
  let video: Buffer;
  let url: string;
  beforeAll(async () => {
    video = webm(CHUNK_BYTES * 3 + 777);
    url = (await uploadAs(owner, { filename: 'gol.webm', contentType: 'video/webm', data: video })).url;
  });

  test('200 with the bytes, a strong ETag, immutable caching, ranges offered', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(video)).toBe(true);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['content-length']).toBe(String(video.length));
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test('304 on If-None-Match with its ETag (alone, in a list, or weak); 200 with another', async () => {
    const etag = (await get(url)).headers.etag as string;
    for (const inm of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const res = await get(url, { 'if-none-match': inm });
      expect(res.statusCode, inm).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  test('206 with the asked bytes for a range, an open range and a suffix, across chunks', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-0', 0, 0],
      ['bytes=100-199', 100, 199],
      [`bytes=${CHUNK_BYTES - 10}-${CHUNK_BYTES * 2 + 10}`, CHUNK_BYTES - 10, CHUNK_BYTES * 2 + 10],
      [`bytes=${CHUNK_BYTES * 3}-`, CHUNK_BYTES * 3, video.length - 1],
      ['bytes=-500', video.length - 500, video.length - 1],
      [`bytes=10-${video.length * 2}`, 10, video.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(res.headers['content-length'], range).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(video.subarray(start, end + 1)), range).toBe(true);
    }
  });

  test('416 for a range past the end; a stale If-Range gets the whole file', async () => {
    const res = await get(url, { range: `bytes=${video.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${video.length}`);
    const stale = await get(url, { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(video.length);
  });

  test('HEAD answers the headers without the body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(video.length));
    expect(res.rawPayload.length).toBe(0);
  });

  test('an unknown or malformed name is a 404 in the error envelope', async () => {
    for (const u of ['/uploads/nothing_0123456789.png', '/uploads/..%2Fjwt-secret', '/uploads/A.PNG']) {
      const res = await get(u);
      expect(res.statusCode, u).toBe(404);
      expect(res.json().error.status).toBe(404);
    }
  });
});

test('parseRange reads one range of bytes and leaves the rest to a full answer', () => {
  expect(parseRange(undefined, 10)).toBeNull();
  expect(parseRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 });
  expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
  expect(parseRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
  expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
  expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
  expect(parseRange('bytes=0-1,4-5', 10)).toBeNull();
  expect(parseRange('items=0-1', 10)).toBeNull();
  expect(parseRange('bytes=5-2', 10)).toBeNull();
});

describe('a replaced picture leaves the store', () => {
  test('a new avatar deletes the old one (row and bytes)', async () => {
    const first = await uploadAs(owner, { filename: 'a1.png', contentType: 'image/png', data: await png('#111') });
    const second = await uploadAs(owner, { filename: 'a2.png', contentType: 'image/png', data: await png('#222') });
    const put = (avatar: number) =>
      ctx.app.inject({ method: 'PUT', url: '/api/user/me', headers: owner.headers, payload: { avatar } });
    expect((await put(first.id)).statusCode).toBe(200);
    expect(await stored(first.url)).not.toBeNull();
    expect((await put(second.id)).statusCode).toBe(200);
    expect(await findFile(ctx.db, first.id)).toBeUndefined();
    expect(await stored(first.url)).toBeNull();
    expect(await stored(second.url)).not.toBeNull();
  });

  test("a team's new emblem deletes the old one; one still used elsewhere stays", async () => {
    const a = await uploadAs(admin, { filename: 'e1.png', contentType: 'image/png', data: await png('#a00') });
    const b = await uploadAs(admin, { filename: 'e2.png', contentType: 'image/png', data: await png('#0a0') });
    const create = await ctx.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: admin.headers,
      payload: { data: { name: 'Echipa Nouă', emblem: a.id } },
    });
    expect(create.statusCode, create.body).toBe(201);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: admin.headers,
      payload: { data: { name: 'Echipa Soră', emblem: b.id } },
    });
    expect(other.statusCode).toBe(201);
    const doc = create.json().data.documentId;
    const change = (emblem: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/teams/${doc}`,
        headers: admin.headers,
        payload: { data: { emblem } },
      });
    // b is the sister team's emblem too: replacing a by b deletes a; replacing b by a new one keeps b.
    expect((await change(b.id)).statusCode).toBe(200);
    expect(await stored(a.url)).toBeNull();
    const c = await uploadAs(admin, { filename: 'e3.png', contentType: 'image/png', data: await png('#00a') });
    expect((await change(c.id)).statusCode).toBe(200);
    expect(await stored(b.url)).not.toBeNull();
    expect((await ctx.db.select().from(teams).where(eq(teams.emblemId, b.id))).length).toBe(1);
  });
});
