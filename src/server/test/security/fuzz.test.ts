import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTeam, createUser, type TestUser } from '../factories.ts';
import { multipartBody } from '../multipart.ts';
import { changedTables, tableChecksummer } from '../table-checksum.ts';
import { type TestContext, testApp } from '../test-app.ts';
import { bodyText } from './fuzz-arbitraries.ts';
import { multipartRequest } from './fuzz-multipart.ts';
import { expectStrapiError } from './fuzz-run.ts';
import { fuzzTargets, routeKey, routesOfGroup, writeRoutes } from './fuzz-targets.ts';
import { fuzzedId, idArb, queryString } from './fuzz-url-arbitraries.ts';
import { tinyPng } from './fuzz-world.ts';

// What the fuzz files (fuzz-accounts, fuzz-content) rely on: every write route has a case, the generators make
// the hostile input they claim, and the checksums see a change. Then the inputs the fuzz found, as plain tests.

describe('every write route is fuzzed', () => {
  test('each POST, PUT, PATCH and DELETE route has a fuzz case', () => {
    expect(writeRoutes.length).toBeGreaterThanOrEqual(30);
    expect(writeRoutes.map(routeKey).filter((key) => !fuzzTargets[key])).toEqual([]);
  });

  test('no fuzz case names a route that is gone', () => {
    const keys = new Set(writeRoutes.map(routeKey));
    expect(Object.keys(fuzzTargets).filter((key) => !keys.has(key))).toEqual([]);
  });

  test('the two fuzz files share the write routes, each route in one', () => {
    const accounts = routesOfGroup('accounts').map(routeKey);
    const content = routesOfGroup('content').map(routeKey);
    expect([...accounts, ...content].sort()).toEqual(writeRoutes.map(routeKey).sort());
    expect(accounts.filter((k) => content.includes(k))).toEqual([]);
  });

  test('a case fuzzed as an admin too is a route players call, with a body', () => {
    const asAdmin = writeRoutes.filter((r) => fuzzTargets[routeKey(r)].asAdmin);
    expect(asAdmin.map(routeKey)).toContain('PUT /api/leagues/:id');
    for (const route of asAdmin) expect([route.access, Boolean(route.body)]).toEqual(['verified', true]);
  });

  test('each case has real ids for its :id and a valid body where the route reads one', () => {
    for (const route of writeRoutes) {
      const target = fuzzTargets[routeKey(route)];
      expect(Boolean(target.ids), routeKey(route)).toBe(route.url.includes(':id'));
      expect(Boolean(target.body) || Boolean(target.multipart), routeKey(route)).toBe(
        Boolean(route.body || route.multipart),
      );
    }
  });
});

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('the generators make hostile input', () => {
  const valid = { data: { name: 'Echipa', emblem: 3, round: { connect: ['abc'] } } };
  const texts = fc
    .sample(bodyText(valid), { numRuns: 1_500, seed: 20_240_901 })
    .map((b) => (b === undefined ? '' : b.toString()));

  test.each([
    ['not JSON at all', (t: string) => t !== '' && !isJson(t) && !t.startsWith('{')],
    ['truncated JSON', (t: string) => t.startsWith('{"data":') && !isJson(t)],
    ['JSON near the valid body', (t: string) => isJson(t) && t.includes('"data"') && t.includes('Echipa')],
    ['a prototype key', (t: string) => /"(__proto__|constructor|prototype)":/.test(t)],
    ['a string over 10 KB', (t: string) => t.length > 10_000],
    ['a NUL byte', (t: string) => t.includes('\\u0000')],
    ['a lone surrogate', (t: string) => /\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])/i.test(t)],
    ['a number out of range', (t: string) => /1e309|1e-400|123456789012345678901234567890/.test(t)],
    ['nesting deeper than 20', (t: string) => t.includes('[[[[[[[[[[[[[[[[[[[[') || t.includes('{"a":'.repeat(20))],
  ])('bodies include %s', (_, has) => {
    expect(texts.some(has)).toBe(true);
  });

  test('ids are mostly the real ones, and otherwise hostile', () => {
    const ids = fc.sample(idArb(['abc']), { numRuns: 1_000, seed: 7 });
    const real = ids.filter((id) => id === 'abc').length;
    expect(real).toBeGreaterThan(500);
    const hostile = fc.sample(fuzzedId, { numRuns: 1_000, seed: 7 });
    for (const kind of [/^-\d/, /\.\./, /^\d{20,}$/, /%/])
      expect(
        hostile.some((id) => kind.test(id)),
        String(kind),
      ).toBe(true);
  });

  test('query strings carry Strapi parameters, deep brackets and qs arrays', () => {
    const queries = fc.sample(queryString, { numRuns: 1_000, seed: 11 });
    expect(queries.some((q) => /[?&](populate|filters)/.test(q))).toBe(true);
    expect(queries.some((q) => q.includes('[a]'.repeat(15)))).toBe(true);
    expect(queries.some((q) => (q.match(/a\[\]=1/g) ?? []).length > 100)).toBe(true);
  });

  test('multipart bodies include real images, cut bodies and broken framing', async () => {
    const png = await tinyPng();
    const bodies = fc.sample(multipartRequest(png), { numRuns: 500, seed: 3 });
    expect(bodies.some((b) => b.payload.includes(png))).toBe(true);
    expect(bodies.some((b) => !b.contentType.includes('boundary='))).toBe(true);
    expect(bodies.some((b) => b.payload.length > 0 && !b.payload.toString('latin1').trimEnd().endsWith('--'))).toBe(
      true,
    );
  });
});

describe('on a database', () => {
  let ctx: TestContext;
  let player: TestUser;

  beforeAll(async () => {
    ctx = await testApp();
    player = await createUser(ctx, { username: 'fuzzer', phone: '+40721000999' });
  });
  afterAll(() => ctx.close());

  test('the checksums see a change in any table, and not in a column left out', async () => {
    const checksums = await tableChecksummer(ctx.db, { ignoreColumns: { users: ['updated_at'] } });
    expect(checksums.tables).toEqual(expect.arrayContaining(['users', 'teams', 'predictions', 'files']));
    const before = await checksums.take();
    await createTeam(ctx.db, 'Echipa de control');
    await ctx.db.execute(sql`update users set updated_at = now() + interval '1 day'`);
    const after = await checksums.take();
    expect(changedTables(before, after)).toEqual(['teams']);
    await ctx.db.execute(sql`update users set points = points + 1`);
    // The ranks' histogram moves with the points, in the same statement (a trigger).
    expect(changedTables(after, await checksums.take())).toEqual(['points_histogram', 'users']);
  });

  test('latest() scans again once a transaction has ended, even one rolled back', async () => {
    const checksums = await tableChecksummer(ctx.db);
    const first = await checksums.latest();
    // On PostgreSQL other databases of the server move the cluster-wide xid counter too, forcing a new scan.
    if (ctx.database.kind === 'pglite') expect(await checksums.latest()).toBe(first);
    await createTeam(ctx.db, 'Echipa nouă');
    const second = await checksums.latest();
    expect(changedTables(first, second)).toEqual(['teams']);
    await ctx.db
      .transaction(async (tx) => {
        await createTeam(tx, 'Echipa anulată');
        tx.rollback();
      })
      .catch(() => {});
    const third = await checksums.latest();
    expect(third).not.toBe(second);
    expect(changedTables(second, third)).toEqual([]);
  });

  // Found by the fuzz: busboy throws plain Errors for bad framing, which became 500s.
  const upload = (payload: string | Buffer, boundary = 'abc') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...player.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  const storedFiles = () => {
    const dir = join(ctx.config.dataDir, 'uploads');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };

  test('a multipart body that is only a dash is a 400', async () => {
    const res = await upload('-', '/');
    expect(res.statusCode).toBe(400);
    expectStrapiError(res, res.body);
  });

  test('a multipart body cut short after a stored image is a 400 that leaves no file behind', async () => {
    const whole = multipartBody(
      [
        { filename: 'a.png', contentType: 'image/png', data: await tinyPng() },
        { filename: 'b.png', contentType: 'image/png', data: await tinyPng() },
      ],
      {},
      'abc',
    );
    const cut = whole.subarray(0, whole.lastIndexOf('Content-Type: image/png') + 30);
    const checksums = await tableChecksummer(ctx.db);
    const before = await checksums.take();
    const filesBefore = storedFiles();
    const res = await upload(cut);
    expect(res.statusCode).toBe(400);
    expectStrapiError(res, res.body);
    expect(changedTables(before, await checksums.take())).toEqual([]);
    expect(storedFiles()).toBe(filesBefore);
  });

  // Found by the fuzz's prototype keys: `key in shape` let keys of Object.prototype pass as known fields.
  test.each(['constructor', 'toString', 'hasOwnProperty'])('a data key %s is an invalid key', async (key) => {
    const admin = await createUser(ctx, { username: `admin_${key}`, role: 'admin' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: `{"data":{"name":"Echipa","${key}":"x"}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`Invalid key ${key}`);
  });
});
