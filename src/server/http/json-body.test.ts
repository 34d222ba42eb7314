import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { storeFile } from '../modules/uploads/uploads.service.ts';
import { createTeam, createUser, type TestUser } from '../test/factories.ts';
import { type TestContext, testApp } from '../test/test-app.ts';

// Strapi clients (@strapi/client among them) send `Content-Type: application/json` on every request, bodies or
// not. Strapi reads an empty JSON body as no body; a write without its {data} is still its own 400.

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await testApp();
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
});
afterAll(() => ctx.close());

const MISSING_DATA = 'Missing "data" payload in the request body';

function jsonCall(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: string, type = 'application/json') {
  return ctx.app.inject({ method, url, payload, headers: { ...admin.headers, 'content-type': type } });
}

test.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON'])(
  'a DELETE with an empty %s body deletes',
  async (type) => {
    const team = await createTeam(ctx.db, `De șters ${type}`);
    const res = await jsonCall('DELETE', `/api/teams/${team.documentId}`, undefined, type);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/teams/${team.documentId}` })).statusCode).toBe(404);
  },
);

test('a DELETE of an upload with an empty JSON body answers the deleted file', async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#06c' } })
    .png()
    .toBuffer();
  const file = await storeFile(ctx.app.services, png, 'fisier.png', admin.id);
  const res = await jsonCall('DELETE', `/api/upload/files/${file.id}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ id: file.id });
});

test('a GET with an empty JSON body is served', async () => {
  const res = await jsonCall('GET', '/api/teams');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toHaveProperty('data');
});

test("a POST or PUT with an empty JSON body is still Strapi's missing-data 400", async () => {
  const team = await createTeam(ctx.db, 'Rămâne');
  for (const [method, url] of [
    ['POST', '/api/teams'],
    ['PUT', `/api/teams/${team.documentId}`],
  ] as const) {
    const res = await jsonCall(method, url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      data: null,
      error: { status: 400, name: 'ValidationError', message: MISSING_DATA, details: {} },
    });
  }
});

test('non-empty JSON is parsed safely on every method: prototype keys and broken JSON are 400s', async () => {
  const team = await createTeam(ctx.db, 'Neatinsă');
  const bodies = [
    '{"__proto__":{"polluted":true},"data":{"name":"X"}}',
    '{"data":{"constructor":{"prototype":{"polluted":true}},"name":"X"}}',
    '{"data":',
    ' ',
  ];
  for (const body of bodies) {
    for (const [method, url] of [
      ['POST', '/api/teams'],
      ['PUT', `/api/teams/${team.documentId}`],
      ['DELETE', `/api/teams/${team.documentId}`],
    ] as const) {
      const res = await jsonCall(method, url, body);
      expect(res.statusCode, `${method} ${body}`).toBe(400);
      expect(res.json().error.name).toBe('ValidationError');
    }
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((await ctx.app.inject({ method: 'GET', url: `/api/teams/${team.documentId}` })).statusCode).toBe(200);
});

test('a DELETE with a JSON body still deletes (the body is ignored, as Strapi does)', async () => {
  const team = await createTeam(ctx.db, 'Cu corp');
  const res = await jsonCall('DELETE', `/api/teams/${team.documentId}`, '{"data":{}}');
  expect(res.statusCode).toBe(204);
});
