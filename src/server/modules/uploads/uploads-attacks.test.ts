import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../domain/limits.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { multipartBody, multipartHeaders } from '../../test/multipart.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { exifJpeg, noise, uploadClient } from '../../test/upload-client.ts';

// Hostile files on POST /api/upload: each is refused and leaves nothing behind, or is re-encoded (or served) so
// that it is harmless.

let ctx: TestContext;
let owner: TestUser;
let jpeg: Buffer;
const { upload, uploadAs, objectCount, stored, fileCount } = uploadClient(() => ctx);

beforeAll(async () => {
  ctx = await testApp();
  owner = await createUser(ctx, { username: 'proprietar', verified: true });
  jpeg = await exifJpeg();
});
afterAll(() => ctx.close());

describe('POST /api/upload: hostile files', () => {
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
      // An SVG is drawn as a PNG (uploads-svg.test.ts has the hostile ones); this one only calls itself one.
      'an HTML page named .svg',
      {
        filename: 'emblema.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from('<html><body><svg><script>alert(1)</script></svg></body></html>'),
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
    const onDisk = await objectCount();
    const res = await upload([part], owner.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    expect(await fileCount()).toBe(before);
    expect(await objectCount()).toBe(onDisk);
  });

  test('a refused file after an accepted one removes the accepted one too', async () => {
    const before = await fileCount();
    const onDisk = await objectCount();
    const res = await upload(
      [
        { filename: 'bun.jpg', contentType: 'image/jpeg', data: jpeg },
        { filename: 'rau.png', contentType: 'image/png', data: Buffer.from('<html></html>') },
      ],
      owner.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(await fileCount()).toBe(before);
    expect(await objectCount()).toBe(onDisk);
  });

  test('no file, or a body that is not multipart, is a 400', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...owner.headers, ...multipartHeaders() },
      payload: multipartBody([]),
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
    const bytes = (await stored(file.url))!;
    expect(bytes.includes(Buffer.from('<?php'))).toBe(false);
    for (const format of Object.values(file.formats ?? {})) {
      expect((await stored(format.url))!.includes(Buffer.from('<?php'))).toBe(false);
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
      expect((await stored(url))!.includes(Buffer.from('<script>'))).toBe(false);
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
    const onDisk = await objectCount();
    const data = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - jpeg.length)]);
    expect(data.length).toBe(10 * 1024 * 1024 + 1);
    const res = await upload([{ filename: 'mare.jpg', contentType: 'image/jpeg', data }], owner.headers);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ data: null, error: { status: 413, name: 'PayloadTooLargeError' } });
    expect(await fileCount()).toBe(before);
    expect(await objectCount()).toBe(onDisk);
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
});
