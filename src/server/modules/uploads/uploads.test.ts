import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authMessages } from '../../../domain/messages.ts';
import { files, teams } from '../../db/tables/core.table.ts';
import { createTeam, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { exifJpeg, type FileJson, noise, uploadClient } from '../../test/upload-client.ts';

// POST /api/upload and DELETE /api/upload/files/:id, with real images made by sharp and multipart bodies made by
// hand. Hostile files have their own suite (uploads-attacks.test.ts).

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let unverified: TestUser;
let jpeg: Buffer;
const { upload, uploadAs, remove, stored, fileCount } = uploadClient(() => ctx);

beforeAll(async () => {
  ctx = await testApp();
  owner = await createUser(ctx, { username: 'proprietar', verified: true });
  other = await createUser(ctx, { username: 'altul', verified: true });
  admin = await createUser(ctx, { username: 'admin_up', role: 'admin', verified: false });
  unverified = await createUser(ctx, { username: 'neverificat', verified: false });
  jpeg = await exifJpeg();
});
afterAll(() => ctx.close());

describe('POST /api/upload', () => {
  test('the test JPEG really carries EXIF', async () => {
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
  });

  test('a verified user uploads a JPEG: 201 with the Strapi file object and its formats', async () => {
    const res = await upload([{ filename: 'Poză Meci.jpg', contentType: 'image/jpeg', data: jpeg }], owner.headers);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(1);
    const file: FileJson = body[0];
    expect(file).toMatchObject({
      id: expect.any(Number),
      documentId: expect.stringMatching(/^[a-z0-9]{24}$/),
      name: expect.stringMatching(/\.jpg$/),
      mime: 'image/jpeg',
      ext: '.jpg',
      width: 1200,
      height: 800,
    });
    expect(file.url.startsWith('/uploads/')).toBe(true);
    const bytes = (await stored(file.url))!;
    expect(file.size).toBeCloseTo(bytes.length / 1024, 1);
    const f = file.formats!;
    expect(Object.keys(f).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    expect(f.thumbnail.width).toBeLessThanOrEqual(245);
    expect(f.thumbnail.height).toBeLessThanOrEqual(156);
    expect([f.small.width, f.medium.width, f.large.width]).toEqual([500, 750, 1000]);
    expect([f.small.height, f.medium.height, f.large.height]).toEqual([333, 500, 667]);
    for (const format of Object.values(f)) {
      expect(format.mime).toBe('image/jpeg');
      expect(format.url.startsWith('/uploads/')).toBe(true);
      expect((await stored(format.url)) !== null, format.url).toBe(true);
      const meta = await sharp((await stored(format.url))!).metadata();
      expect([meta.width, meta.height]).toEqual([format.width, format.height]);
    }
    expect(res.body).not.toContain(ctx.config.dataDir);
  });

  test('the stored file has no EXIF, and neither do its formats', async () => {
    const file = await uploadAs(owner, { filename: 'exif.jpg', contentType: 'image/jpeg', data: jpeg });
    const bytes = (await stored(file.url))!;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret'))).toBe(false);
    for (const format of Object.values(file.formats ?? {})) {
      expect((await sharp((await stored(format.url))!).metadata()).exif).toBeUndefined();
    }
  });

  test('the uploaded file is served with immutable caching', async () => {
    const file = await uploadAs(owner, { filename: 'servit.jpg', contentType: 'image/jpeg', data: jpeg });
    const res = await ctx.app.inject({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals((await stored(file.url))!)).toBe(true);
  });

  test('a small PNG keeps its type and gets no larger formats', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#123456' } })
      .png()
      .toBuffer();
    const file = await uploadAs(owner, { filename: 'mic.png', contentType: 'image/png', data: png });
    expect(file).toMatchObject({ mime: 'image/png', ext: '.png', width: 200, height: 100, formats: null });
  });

  test('the type comes from the bytes, not the name or the declared type', async () => {
    const file = await uploadAs(owner, { filename: 'deghizat.gif', contentType: 'image/gif', data: jpeg });
    expect(file.mime).toBe('image/jpeg');
    expect(file.ext).toBe('.jpg');
    expect(file.url).toMatch(/\.jpg$/);
  });

  test('several files in one request answer one object each', async () => {
    const res = await upload(
      [
        { filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
        { filename: 'b.jpg', contentType: 'image/jpeg', data: jpeg },
      ],
      owner.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toHaveLength(2);
  });

  test('an admin whose phone is not verified may upload', async () => {
    const res = await upload([{ filename: 'admin.jpg', contentType: 'image/jpeg', data: jpeg }], admin.headers);
    expect(res.statusCode).toBe(201);
  });

  test('a visitor is a 401', async () => {
    const res = await upload([{ filename: 'x.jpg', contentType: 'image/jpeg', data: jpeg }]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ data: null, error: { status: 401, name: 'UnauthorizedError' } });
  });

  test('an unverified user is a 403 PHONE_NOT_VERIFIED with the Romanian message', async () => {
    const before = await fileCount();
    const res = await upload([{ filename: 'x.jpg', contentType: 'image/jpeg', data: jpeg }], unverified.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      data: null,
      error: {
        status: 403,
        name: 'ForbiddenError',
        message: authMessages.phoneNotVerified,
        details: { code: 'PHONE_NOT_VERIFIED' },
      },
    });
    expect(await fileCount()).toBe(before);
  });

  test('a WebM container is kept as a video, as it came', async () => {
    const docType = Buffer.from('webm');
    const inner = Buffer.concat([Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length]), docType]);
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | inner.length]), inner, noise(4096)]);
    const file = await uploadAs(owner, { filename: 'gol.webm', contentType: 'video/webm', data: webm });
    expect(file).toMatchObject({ mime: 'video/webm', ext: '.webm', width: null, height: null, formats: null });
    expect((await stored(file.url))!.equals(webm)).toBe(true);
  });

  test('an MP4 (ftyp isom) named .mov is stored as .mp4', async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isommp41'),
      noise(4096),
    ]);
    const file = await uploadAs(owner, { filename: 'clip.mov', contentType: 'video/quicktime', data: mp4 });
    expect(file).toMatchObject({ mime: 'video/mp4', ext: '.mp4' });
    expect(file.url).toMatch(/\.mp4$/);
  });
});

describe('DELETE /api/upload/files/:id', () => {
  test('the owner of an unattached file deletes it: 200 with the file, and its files leave the disk', async () => {
    const file = await uploadAs(owner, { filename: 'sterge.jpg', contentType: 'image/jpeg', data: jpeg });
    const paths = [file.url, ...Object.values(file.formats ?? {}).map((f) => f.url)];
    expect(paths).toHaveLength(5);
    for (const p of paths) expect(await stored(p), p).not.toBeNull();
    const res = await remove(file.id, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: file.id, documentId: file.documentId, url: file.url, mime: 'image/jpeg' });
    for (const p of paths) expect(await stored(p), p).toBeNull();
    expect(await ctx.db.select().from(files).where(eq(files.id, file.id))).toHaveLength(0);
    expect((await ctx.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await remove(file.id, owner.headers)).statusCode).toBe(404);
  });

  test("another user's file is a 403 and stays", async () => {
    const file = await uploadAs(owner, { filename: 'al_meu.jpg', contentType: 'image/jpeg', data: jpeg });
    const res = await remove(file.id, other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ data: null, error: { status: 403, name: 'ForbiddenError' } });
    expect((await stored(file.url)) !== null).toBe(true);
    expect(await ctx.db.select().from(files).where(eq(files.id, file.id))).toHaveLength(1);
  });

  test('the owner of a file in use (a team emblem) is a 403', async () => {
    const file = await uploadAs(owner, { filename: 'emblema.jpg', contentType: 'image/jpeg', data: jpeg });
    const team = await createTeam(ctx.db, 'Echipa Emblema');
    await ctx.db.update(teams).set({ emblemId: file.id }).where(eq(teams.id, team.id));
    expect((await remove(file.id, owner.headers)).statusCode).toBe(403);
    expect((await stored(file.url)) !== null).toBe(true);
  });

  test('an admin deletes any file', async () => {
    const file = await uploadAs(owner, { filename: 'admin_sterge.jpg', contentType: 'image/jpeg', data: jpeg });
    const res = await remove(file.id, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(file.id);
    expect((await stored(file.url)) !== null).toBe(false);
  });

  test('an unknown id is a 404', async () => {
    const res = await remove(999_999, owner.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } });
  });

  test('an id that is not a number is a 404, not a 500', async () => {
    for (const id of ['abc', '-1', '1.5', '99999999999999999999']) {
      const res = await remove(id, owner.headers);
      expect(res.statusCode, id).toBe(404);
    }
  });

  test('a visitor is a 401', async () => {
    const file = await uploadAs(owner, { filename: 'vizitator.jpg', contentType: 'image/jpeg', data: jpeg });
    const res = await remove(file.id);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.name).toBe('UnauthorizedError');
    expect((await stored(file.url)) !== null).toBe(true);
  });
});
