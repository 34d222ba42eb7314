import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig, type RateLimits } from '../../config.ts';
import { memoryRateLimitStore } from '../../http/rate-limit.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { type FilePart, multipartBody, multipartHeaders } from '../../test/multipart.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { noise, uploadClient } from '../../test/upload-client.ts';

// The limits of POST /api/upload: files and bytes per hour and per day, per account and per IP. One
// player once wrote 148 MB in 1.9 s. The bytes counted are those kept on disk; a refused upload keeps nothing.

const defaults = loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32) }).rateLimits;
const MiB = 1024 * 1024;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** A WebM header and padding: kept as it came, so the bytes stored are the bytes sent. */
function webm(bytes: number) {
  const docType = Buffer.from('webm');
  const inner = Buffer.concat([Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length]), docType]);
  const head = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | inner.length]), inner]);
  return Buffer.concat([head, noise(bytes - head.length)]);
}
const video = (bytes: number): FilePart => ({ filename: 'clip.webm', contentType: 'video/webm', data: webm(bytes) });
let png: Buffer;
const image = (): FilePart => ({ filename: 'poza.png', contentType: 'image/png', data: png });

async function quotaApp(rateLimits: Partial<RateLimits>) {
  const start = new Date('2026-11-20T12:00:00.000Z');
  let ctx: TestContext | undefined;
  ctx = await testApp({
    now: start,
    rateLimits,
    rateLimitStore: memoryRateLimitStore(() => (ctx ? ctx.clock.now.getTime() : start.getTime())),
  });
  return ctx;
}

function uploader(ctxOf: () => TestContext) {
  const { fileCount, objectCount } = uploadClient(ctxOf);
  return {
    fileCount,
    filesOnDisk: objectCount,
    post: (user: TestUser, ip: string, parts: FilePart[]) =>
      ctxOf().app.inject({
        method: 'POST',
        url: '/api/upload',
        remoteAddress: ip,
        headers: { ...user.headers, ...multipartHeaders() },
        payload: multipartBody(parts),
      }),
  };
}

beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
});

test('the defaults are the documented ones', () => {
  expect({
    uploads: defaults.uploads,
    uploadsDay: defaults.uploadsDay,
    uploadBytes: defaults.uploadBytes,
    uploadBytesDay: defaults.uploadBytesDay,
  }).toEqual({
    uploads: { account: 20, ip: 100 },
    uploadsDay: { account: 60, ip: 300 },
    uploadBytes: { account: 50 * MiB, ip: 250 * MiB },
    uploadBytesDay: { account: 200 * MiB, ip: 1000 * MiB },
  });
});

describe('at the defaults', () => {
  let ctx: TestContext;
  let n = 0;
  const player = () => createUser(ctx, { username: `incarcator${n++}` });
  const { post, fileCount, filesOnDisk } = uploader(() => ctx);
  beforeAll(async () => {
    ctx = await quotaApp(defaults);
  });
  afterAll(() => ctx.close());

  test('20 files an hour per account, from any address; a refused request keeps none of its files', {
    timeout: 120_000,
  }, async () => {
    const user = await player();
    for (let i = 0; i < 18; i++)
      expect((await post(user, i % 2 ? '10.50.0.1' : '10.50.0.2', [image()])).statusCode, `file ${i + 1}`).toBe(201);
    const [rows, onDisk] = [await fileCount(), await filesOnDisk()];
    // Five files when two are left: the first two are stored, the third is refused, and the request keeps nothing.
    const refused = await post(user, '10.50.0.3', [image(), image(), image(), image(), image()]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      name: 'RateLimitError',
      message: expect.stringMatching(/^Prea multe/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await fileCount()).toBe(rows);
    expect(await filesOnDisk()).toBe(onDisk);
    expect((await post(user, '10.50.0.4', [image()])).statusCode).toBe(429);
    // Another player is not held back; after the hour, this one uploads again.
    expect((await post(await player(), '10.50.0.1', [image()])).statusCode).toBe(201);
    ctx.clock.advance(HOUR + 1);
    expect((await post(user, '10.50.0.1', [image()])).statusCode).toBe(201);
  });

  test('100 files an hour per IP, whatever the account', { timeout: 120_000 }, async () => {
    ctx.clock.advance(DAY);
    const ip = '10.51.0.1';
    for (let u = 0; u < 5; u++) {
      const user = await player();
      for (let i = 0; i < 4; i++) expect((await post(user, ip, Array(5).fill(image()))).statusCode).toBe(201);
    }
    const next = await player();
    expect((await post(next, ip, [image()])).statusCode).toBe(429);
    expect((await post(next, '10.51.0.2', [image()])).statusCode).toBe(201);
  });

  test('50 MB an hour per account, counted as stored: the file that goes over is refused and not kept', {
    timeout: 120_000,
  }, async () => {
    ctx.clock.advance(DAY);
    const user = await player();
    for (let i = 0; i < 5; i++)
      expect((await post(user, `10.52.0.${i + 1}`, [video(10 * MiB - 1024)])).statusCode, `video ${i + 1}`).toBe(201);
    const [rows, onDisk] = [await fileCount(), await filesOnDisk()];
    const refused = await post(user, '10.52.0.9', [video(64 * 1024)]);
    expect(refused.statusCode).toBe(429);
    expect(await fileCount()).toBe(rows);
    expect(await filesOnDisk()).toBe(onDisk);
    // What was refused was given back: 5 KB of room is still there.
    expect((await post(user, '10.52.0.9', [video(4 * 1024)])).statusCode).toBe(201);
    ctx.clock.advance(HOUR + 1);
    expect((await post(user, '10.52.0.9', [video(64 * 1024)])).statusCode).toBe(201);
  });

  test('an admin uploading for the back office is not counted', { timeout: 120_000 }, async () => {
    const admin = await createUser(ctx, { username: 'admin_incarca', role: 'admin' });
    for (let i = 0; i < 6; i++) expect((await post(admin, '10.53.0.1', Array(5).fill(image()))).statusCode).toBe(201);
  });
});

describe('the other windows, with small limits', () => {
  let ctx: TestContext;
  let n = 0;
  const player = () => createUser(ctx, { username: `mic${n++}` });
  const { post, fileCount } = uploader(() => ctx);
  beforeAll(async () => {
    ctx = await quotaApp({
      uploads: { account: 4, ip: 10 },
      uploadsDay: { account: 6, ip: 15 },
      uploadBytes: { account: 300 * 1024, ip: 500 * 1024 },
      uploadBytesDay: { account: 400 * 1024, ip: 700 * 1024 },
    });
  });
  afterAll(() => ctx.close());

  test('files per day per account, over several hours', async () => {
    const user = await player();
    for (let i = 0; i < 4; i++) expect((await post(user, '10.60.0.1', [image()])).statusCode).toBe(201);
    ctx.clock.advance(HOUR + 1);
    for (let i = 0; i < 2; i++) expect((await post(user, '10.60.0.1', [image()])).statusCode).toBe(201);
    expect((await post(user, '10.60.0.2', [image()])).statusCode).toBe(429);
    ctx.clock.advance(DAY);
    expect((await post(user, '10.60.0.2', [image()])).statusCode).toBe(201);
  });

  test('files per day per IP', async () => {
    ctx.clock.advance(DAY);
    const ip = '10.61.0.1';
    for (let i = 0; i < 10; i++) expect((await post(await player(), ip, [image()])).statusCode).toBe(201);
    ctx.clock.advance(HOUR + 1);
    for (let i = 0; i < 5; i++) expect((await post(await player(), ip, [image()])).statusCode).toBe(201);
    expect((await post(await player(), ip, [image()])).statusCode).toBe(429);
  });

  test('bytes per hour per IP', async () => {
    ctx.clock.advance(DAY);
    const ip = '10.62.0.1';
    for (let i = 0; i < 2; i++) expect((await post(await player(), ip, [video(200 * 1024)])).statusCode).toBe(201);
    const before = await fileCount();
    expect((await post(await player(), ip, [video(200 * 1024)])).statusCode).toBe(429);
    expect(await fileCount()).toBe(before);
  });

  test('bytes per day per account and per IP', async () => {
    ctx.clock.advance(DAY);
    const user = await player();
    expect((await post(user, '10.63.0.1', [video(250 * 1024)])).statusCode).toBe(201);
    ctx.clock.advance(HOUR + 1);
    expect((await post(user, '10.63.0.2', [video(100 * 1024)])).statusCode).toBe(201);
    ctx.clock.advance(HOUR + 1);
    expect((await post(user, '10.63.0.3', [video(100 * 1024)])).statusCode).toBe(429);
    const ip = '10.64.0.1';
    for (let h = 0; h < 3; h++) {
      expect((await post(await player(), ip, [video(200 * 1024)])).statusCode).toBe(201);
      ctx.clock.advance(HOUR + 1);
    }
    expect((await post(await player(), ip, [video(200 * 1024)])).statusCode).toBe(429);
  });
});
