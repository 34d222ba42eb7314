import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../domain/limits.ts';
import { authMessages } from '../../../domain/messages.ts';
import { createTeam, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { teams } from '../teams/teams.table.ts';
import { files } from './uploads.table.ts';

// POST /api/upload and DELETE /api/upload/files/:id, with real images made by sharp and multipart bodies made by hand.

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let unverified: TestUser;
let jpeg: Buffer;

const BOUNDARY = '----prezice-test-boundary-7d93a1';

interface Part {
  filename: string;
  contentType: string;
  data: Buffer;
  field?: string;
}

/** A multipart/form-data body, byte for byte. */
function multipart(parts: Part[]) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field ?? 'files'}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${p.contentType}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const upload = (parts: Part[], headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(parts),
  });

const remove = (id: number | string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/upload/files/${id}`, headers });

const uploadsDir = () => join(ctx.config.dataDir, 'uploads');
const stored = (url: string) => join(ctx.config.dataDir, url);
const fileCount = async () => (await ctx.db.select({ n: count() }).from(files))[0].n;

/** Deterministic bytes that match no file signature. */
const noise = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => 0x20 + ((i * 31 + 7) % 90)));

interface FileJson {
  id: number;
  documentId: string;
  name: string;
  url: string;
  mime: string;
  ext: string;
  width: number | null;
  height: number | null;
  size: number;
  formats: Record<
    string,
    { url: string; width: number; height: number; mime: string; hash: string; ext: string }
  > | null;
}

/** Uploads one file as the owner and answers its JSON. */
async function uploadAs(user: TestUser, part: Part): Promise<FileJson> {
  const res = await upload([part], user.headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0];
}

beforeAll(async () => {
  ctx = await testApp();
  owner = await createUser(ctx, { username: 'proprietar', verified: true });
  other = await createUser(ctx, { username: 'altul', verified: true });
  admin = await createUser(ctx, { username: 'admin_up', role: 'admin', verified: false });
  unverified = await createUser(ctx, { username: 'neverificat', verified: false });
  jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#00ff00' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
    .toBuffer();
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
    const bytes = readFileSync(stored(file.url));
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
      expect(existsSync(stored(format.url)), format.url).toBe(true);
      const meta = await sharp(stored(format.url)).metadata();
      expect([meta.width, meta.height]).toEqual([format.width, format.height]);
    }
    expect(res.body).not.toContain(ctx.config.dataDir);
  });

  test('the stored file has no EXIF, and neither do its formats', async () => {
    const file = await uploadAs(owner, { filename: 'exif.jpg', contentType: 'image/jpeg', data: jpeg });
    const bytes = readFileSync(stored(file.url));
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret'))).toBe(false);
    for (const format of Object.values(file.formats ?? {})) {
      expect((await sharp(stored(format.url)).metadata()).exif).toBeUndefined();
    }
  });

  test('the uploaded file is served with immutable caching', async () => {
    const file = await uploadAs(owner, { filename: 'servit.jpg', contentType: 'image/jpeg', data: jpeg });
    const res = await ctx.app.inject({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(readFileSync(stored(file.url)))).toBe(true);
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

  test.each([
    [
      'an HTML file named .png',
      {
        filename: 'poza.png',
        contentType: 'image/png',
        data: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      },
    ],
    [
      'an SVG with a script',
      {
        filename: 'emblema.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ],
    ['a text file', { filename: 'note.txt', contentType: 'text/plain', data: Buffer.from('doar text\n'.repeat(50)) }],
    ['a fake video', { filename: 'clip.mp4', contentType: 'video/mp4', data: noise(64 * 1024) }],
    [
      'a truncated JPEG',
      { filename: 'rupt.jpg', contentType: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) },
    ],
  ])('%s is a 400 and leaves nothing behind', async (_, part) => {
    const before = await fileCount();
    const onDisk = readdirSync(uploadsDir()).length;
    const res = await upload([part], owner.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    expect(await fileCount()).toBe(before);
    expect(readdirSync(uploadsDir()).length).toBe(onDisk);
  });

  test('a refused file after an accepted one removes the accepted one too', async () => {
    const before = await fileCount();
    const onDisk = readdirSync(uploadsDir()).length;
    const res = await upload(
      [
        { filename: 'bun.jpg', contentType: 'image/jpeg', data: jpeg },
        { filename: 'rau.png', contentType: 'image/png', data: Buffer.from('<html></html>') },
      ],
      owner.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(await fileCount()).toBe(before);
    expect(readdirSync(uploadsDir()).length).toBe(onDisk);
  });

  test('no file, or a body that is not multipart, is a 400', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.from(`--${BOUNDARY}--\r\n`),
    });
    expect(empty.statusCode).toBe(400);
    const json = await ctx.app.inject({ method: 'POST', url: '/api/upload', headers: owner.headers, payload: {} });
    expect(json.statusCode).toBe(400);
    const wrongField = await upload(
      [{ field: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg }],
      owner.headers,
    );
    expect(wrongField.statusCode).toBe(400);
  });

  test('a JPEG with a PHP payload appended is re-encoded without it', async () => {
    const payload = Buffer.concat([jpeg, Buffer.from('<?php system($_GET["c"]); ?>')]);
    expect(payload.includes(Buffer.from('<?php'))).toBe(true);
    const file = await uploadAs(owner, { filename: 'shell.php.jpg', contentType: 'image/jpeg', data: payload });
    expect(file.mime).toBe('image/jpeg');
    expect(file.url).toMatch(/\.jpg$/);
    const bytes = readFileSync(stored(file.url));
    expect(bytes.includes(Buffer.from('<?php'))).toBe(false);
    for (const format of Object.values(file.formats ?? {})) {
      expect(readFileSync(stored(format.url)).includes(Buffer.from('<?php'))).toBe(false);
    }
  });

  test('a JPEG carrying HTML in a comment and after its end is re-encoded without it', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    // A COM segment (FF FE) right after SOI, and the same markup appended after EOI: both are valid JPEG.
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, html.length + 2]), html]);
    const payload = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), html]);
    const file = await uploadAs(owner, { filename: 'pagina.jpg', contentType: 'image/jpeg', data: payload });
    expect(file.mime).toBe('image/jpeg');
    for (const url of [file.url, ...Object.values(file.formats ?? {}).map((f) => f.url)]) {
      expect(readFileSync(stored(url)).includes(Buffer.from('<script>'))).toBe(false);
    }
  });

  test('a video container carrying HTML is served as video with nosniff, never as a page', async () => {
    const docType = Buffer.from('webm');
    const inner = Buffer.concat([Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length]), docType]);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | inner.length]), inner, html]);
    const file = await uploadAs(owner, { filename: 'clip.html', contentType: 'text/html', data: webm });
    expect(file).toMatchObject({ mime: 'video/webm', ext: '.webm' });
    expect(file.url).toMatch(/\.webm$/);
    const res = await ctx.app.inject({ method: 'GET', url: file.url });
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test('a file of 10 MB + 1 byte is a 413 PayloadTooLargeError and leaves nothing', async () => {
    const before = await fileCount();
    const onDisk = readdirSync(uploadsDir()).length;
    const data = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - jpeg.length)]);
    expect(data.length).toBe(10 * 1024 * 1024 + 1);
    const res = await upload([{ filename: 'mare.jpg', contentType: 'image/jpeg', data }], owner.headers);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ data: null, error: { status: 413, name: 'PayloadTooLargeError' } });
    expect(await fileCount()).toBe(before);
    expect(readdirSync(uploadsDir()).length).toBe(onDisk);
  });

  test('a large file after an accepted one is a 413 and removes the accepted one', async () => {
    const before = await fileCount();
    const data = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - jpeg.length)]);
    const res = await upload(
      [
        { filename: 'bun.jpg', contentType: 'image/jpeg', data: jpeg },
        { filename: 'mare.jpg', contentType: 'image/jpeg', data },
      ],
      owner.headers,
    );
    expect(res.statusCode).toBe(413);
    expect(await fileCount()).toBe(before);
  });

  test('a decompression bomb (100 megapixels of one colour) is a 400, not a 500', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const before = await fileCount();
    const res = await upload([{ filename: 'bomba.png', contentType: 'image/png', data: bomb }], owner.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.name).toBe('ValidationError');
    expect(await fileCount()).toBe(before);
  }, 60_000);

  test('a WebM container is kept as a video, as it came', async () => {
    const docType = Buffer.from('webm');
    const inner = Buffer.concat([Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length]), docType]);
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | inner.length]), inner, noise(4096)]);
    const file = await uploadAs(owner, { filename: 'gol.webm', contentType: 'video/webm', data: webm });
    expect(file).toMatchObject({ mime: 'video/webm', ext: '.webm', width: null, height: null, formats: null });
    expect(readFileSync(stored(file.url)).equals(webm)).toBe(true);
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
    const paths = [file.url, ...Object.values(file.formats ?? {}).map((f) => f.url)].map(stored);
    expect(paths).toHaveLength(5);
    for (const p of paths) expect(existsSync(p)).toBe(true);
    const res = await remove(file.id, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: file.id, documentId: file.documentId, url: file.url, mime: 'image/jpeg' });
    for (const p of paths) expect(existsSync(p), p).toBe(false);
    expect(await ctx.db.select().from(files).where(eq(files.id, file.id))).toHaveLength(0);
    expect((await ctx.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await remove(file.id, owner.headers)).statusCode).toBe(404);
  });

  test("another user's file is a 403 and stays", async () => {
    const file = await uploadAs(owner, { filename: 'al_meu.jpg', contentType: 'image/jpeg', data: jpeg });
    const res = await remove(file.id, other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ data: null, error: { status: 403, name: 'ForbiddenError' } });
    expect(existsSync(stored(file.url))).toBe(true);
    expect(await ctx.db.select().from(files).where(eq(files.id, file.id))).toHaveLength(1);
  });

  test('the owner of a file in use (a team emblem) is a 403', async () => {
    const file = await uploadAs(owner, { filename: 'emblema.jpg', contentType: 'image/jpeg', data: jpeg });
    const team = await createTeam(ctx.db, 'Echipa Emblema');
    await ctx.db.update(teams).set({ emblemId: file.id }).where(eq(teams.id, team.id));
    expect((await remove(file.id, owner.headers)).statusCode).toBe(403);
    expect(existsSync(stored(file.url))).toBe(true);
  });

  test('an admin deletes any file', async () => {
    const file = await uploadAs(owner, { filename: 'admin_sterge.jpg', contentType: 'image/jpeg', data: jpeg });
    const res = await remove(file.id, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(file.id);
    expect(existsSync(stored(file.url))).toBe(false);
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
    expect(existsSync(stored(file.url))).toBe(true);
  });
});
