import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../domain/limits.ts';
import { tooLargeMessages } from '../../domain/messages.ts';
import { createUser, type TestUser } from '../test/factories.ts';
import { multipartBody, multipartHeaders } from '../test/multipart.ts';
import { type TestContext, testApp } from '../test/test-app.ts';
import { noise } from '../test/upload-client.ts';

// Every way the API can answer 413, each in the Strapi error shape with a Romanian message naming what was too
// large: a file past the upload limit (the 12 MB emblem), a JSON body past 1 MB, too many files
// or fields in one multipart body, the one-click unsubscribe's form past 1 KB.

let ctx: TestContext;
let admin: TestUser;
let player: TestUser;

beforeAll(async () => {
  ctx = await testApp();
  admin = await createUser(ctx, { username: 'admin_413', role: 'admin' });
  player = await createUser(ctx, { username: 'jucator_413' });
});
afterAll(() => ctx.close());

const expectTooLarge = (res: { statusCode: number; json(): unknown }, message: string) => {
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({
    data: null,
    error: { status: 413, name: 'PayloadTooLargeError', message, details: {} },
  });
};
const png = { filename: 'a.png', contentType: 'image/png' };

test('a 12 MB emblem', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload?accept=image',
    headers: { ...admin.headers, ...multipartHeaders() },
    payload: multipartBody([{ ...png, filename: 'emblema.png', data: noise(12 * 1024 * 1024) }]),
  });
  expectTooLarge(res, tooLargeMessages.file);
  expect(tooLargeMessages.file).toBe(
    `Fișierul este prea mare. Limita maximă este de ${UPLOAD_MAX_BYTES / 1048576} MB.`,
  );
});

test('a JSON body over 1 MB', async () => {
  const big = JSON.stringify({ identifier: 'x'.repeat(1024 * 1024 + 10), password: 'y' });
  expectTooLarge(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      headers: { 'content-type': 'application/json' },
      payload: big,
    }),
    tooLargeMessages.body,
  );
  // A player's route (the guard runs first) and a PUT: the same answer.
  expectTooLarge(
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: { ...player.headers, 'content-type': 'application/json' },
      payload: big,
    }),
    tooLargeMessages.body,
  );
});

test('too many files, or too many fields, in one multipart body', async () => {
  const tiny = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#123' } })
    .png()
    .toBuffer();
  const six = Array.from({ length: 6 }, () => ({ ...png, data: tiny }));
  expectTooLarge(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...player.headers, ...multipartHeaders() },
      payload: multipartBody(six),
    }),
    tooLargeMessages.parts,
  );
  const fields = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'v']));
  expectTooLarge(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...player.headers, ...multipartHeaders() },
      payload: multipartBody([{ ...png, data: tiny }], fields),
    }),
    tooLargeMessages.parts,
  );
});

test("the one-click unsubscribe's form over 1 KB", async () => {
  expectTooLarge(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe?token=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `List-Unsubscribe=One-Click&pad=${'a'.repeat(2048)}`,
    }),
    tooLargeMessages.body,
  );
});

test('no 413 message is left in English', () => {
  for (const message of Object.values(tooLargeMessages)) {
    expect(message).toMatch(/[ăâîșț]/);
    expect(message).not.toMatch(/too large|entity/i);
  }
});
