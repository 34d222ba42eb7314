import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLeague, createTeam, createUser } from '../test/factories.ts';
import { type TestContext, testApp } from '../test/test-app.ts';
import { matchesEtag, pickEncoding } from './prepared.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testApp();
  await createLeague(ctx.db, ctx.clock.now);
  // Liga 1's 16 teams: a list worth compressing (past 1 KB).
  for (let i = 0; i < 12; i++) await createTeam(ctx.db, `Echipa de Liga ${i + 1}`);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

// The match list's own query and the registration's team picker: cached answers sent as they were prepared.
const URLS = [
  '/api/matches?filters[round][current][$eq]=true&populate[team1][populate]=emblem&populate[team2][populate]=emblem&populate=round&sort=date',
  '/api/teams?sort=name&pagination[pageSize]=100&populate=emblem',
  '/api/round-stats',
];

test.each(URLS)(
  '%s: brotli or gzip as accepted, the same JSON, a strong ETag and 304 on If-None-Match',
  async (url) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body;
    expect(JSON.parse(json).data).toBeDefined();

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(json);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(br.headers.etag).toBe(etag);
    const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  },
);

test('a write changes the answer and its ETag at once: the team list shows a new team', async () => {
  const url = URLS[1];
  const before = await get(url);
  const admin = await createUser(ctx, { username: 'etag_admin', role: 'admin' });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: admin.headers,
    payload: { data: { name: 'Echipa Nouă ETag' } },
  });
  expect(created.statusCode).toBe(201);
  const after = await get(url, { 'if-none-match': String(before.headers.etag) });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(after.body).toContain('Echipa Nouă ETag');
});

test('Accept-Encoding and If-None-Match are read as RFC 9110 says', () => {
  expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
  expect(pickEncoding('deflate')).toBeNull();
  expect(pickEncoding(undefined)).toBeNull();
  expect(pickEncoding('*')).toBe('gzip');
  expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
  expect(matchesEtag('*', '"b"')).toBe(true);
  expect(matchesEtag('W/"b"', '"b"')).toBe(false);
  expect(matchesEtag(undefined, '"b"')).toBe(false);
});
