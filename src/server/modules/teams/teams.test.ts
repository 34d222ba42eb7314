import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listOf } from '../../../domain/media.schemas.ts';
import { teamSchema } from '../../../domain/team.schemas.ts';
import { teams } from '../../db/tables/core.table.ts';
import { createLeague, createTeam } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// The Strapi dialect, checked rule by rule through the first public reads.

let ctx: TestContext;
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await testApp();
  await createLeague(ctx.db, new Date(), 16);
});

/** The names a search finds, in name order. */
const found = async (filter: string) =>
  (await get(`/api/teams?${filter}&sort=name`)).json().data.map((t: { name: string }) => t.name);
afterAll(() => ctx.close());

describe('GET /api/teams', () => {
  test('answers {data, meta.pagination} with documentIds and emblem', async () => {
    const res = await get('/api/teams?populate=emblem');
    expect(res.statusCode).toBe(200);
    const body = listOf(teamSchema).parse(res.json());
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 16 });
    expect(body.data).toHaveLength(16);
    const team = body.data[0];
    expect(team.documentId).toMatch(/^[a-z0-9]{24}$/);
    expect(team).toMatchObject({ id: expect.any(Number), name: expect.any(String), emblem: null });
    expect(team.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  test('filters[name][$containsi] searches case-insensitively', async () => {
    const res = await get(`/api/teams?filters[name][$containsi]=${encodeURIComponent('ECHIPA b')}`);
    expect(res.json().data.map((t: { name: string }) => t.name)).toEqual(['Echipa B']);
  });

  test('a search ignores diacritics on both sides: "otel" finds Oțelul Galați, "ȘTIINȚA" finds Stiinta Clinceni', async () => {
    const otelul = await createTeam(ctx.db, 'Oțelul Galați');
    const stiinta = await createTeam(ctx.db, 'Stiinta Clinceni');
    const cedilla = await createTeam(ctx.db, 'Petrolul Ploie\u015Fti');
    // The team list is cached with the fixtures: written straight in the database, the change is announced.
    await ctx.app.services.changes.announce('fixtures');
    try {
      const search = (op: string, typed: string) => found(`filters[name][${op}]=${encodeURIComponent(typed)}`);
      expect(await search('$containsi', 'otel')).toEqual(['Oțelul Galați']);
      expect(await search('$containsi', 'GALATI')).toEqual(['Oțelul Galați']);
      expect(await search('$containsi', 'ȘTIINȚA')).toEqual(['Stiinta Clinceni']);
      // The cedilla s (U+015F) stored, the comma ș typed, and the reverse.
      expect(await search('$containsi', 'ploiești')).toEqual(['Petrolul Ploie\u015Fti']);
      expect(await search('$containsi', 'o\u0163el')).toEqual(['Oțelul Galați']);
      expect(await search('$startsWithi', 'OȚE')).toEqual(['Oțelul Galați']);
      expect(await search('$startsWithi', 'galati')).toEqual([]);
      expect(await search('$endsWithi', 'galati')).toEqual(['Oțelul Galați']);
      expect(await search('$notContainsi', 'echipa')).toEqual([
        'Oțelul Galați',
        'Petrolul Ploie\u015Fti',
        'Stiinta Clinceni',
      ]);
      // Equality stays exact, and $eqi ignores case only.
      expect(await found('filters[name][$eq]=Otelul%20Galati')).toEqual([]);
      expect(await found(`filters[name][$eqi]=${encodeURIComponent('OȚELUL GALAȚI')}`)).toEqual(['Oțelul Galați']);
    } finally {
      await ctx.db.delete(teams).where(inArray(teams.id, [otelul.id, stiinta.id, cedilla.id]));
      await ctx.app.services.changes.announce('fixtures');
    }
  });

  test('filters[f]=v means $eq and a list means $in', async () => {
    await expect(get('/api/teams?filters[name]=Echipa%20C').then((r) => r.json().data.length)).resolves.toBe(1);
    const res = await get('/api/teams?filters[name][0]=Echipa%20C&filters[name][1]=Echipa%20D');
    expect(res.json().data).toHaveLength(2);
  });

  test('LIKE wildcards in a search are literal', async () => {
    expect((await get('/api/teams?filters[name][$containsi]=%25')).json().data).toHaveLength(0);
    expect((await get('/api/teams?filters[name][$containsi]=_')).json().data).toHaveLength(0);
  });

  test('$or, $and and $not combine', async () => {
    const or = await get('/api/teams?filters[$or][0][name][$eq]=Echipa%20A&filters[$or][1][name][$eq]=Echipa%20B');
    expect(or.json().data).toHaveLength(2);
    const notA = await get('/api/teams?filters[$not][name][$eq]=Echipa%20A');
    expect(notA.json().meta.pagination.total).toBe(15);
    const fieldNot = await get('/api/teams?filters[name][$not][$eq]=Echipa%20A');
    expect(fieldNot.json().meta.pagination.total).toBe(15);
  });

  test.each([['sort=name:desc'], ['sort[0]=name:desc'], ['sort[name]=desc'], ['sort=name:DESC,id']])(
    'sort form %s',
    async (qs) => {
      const names = (await get(`/api/teams?${qs}`)).json().data.map((t: { name: string }) => t.name);
      expect(names[0]).toBe('Echipa P');
    },
  );

  test('page size is clamped to 100 and reported clamped', async () => {
    const res = await get('/api/teams?pagination[pageSize]=5000');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.pagination).toMatchObject({ pageSize: 100, pageCount: 1, total: 16 });
  });

  test('paging walks the list', async () => {
    const res = await get('/api/teams?pagination[page]=2&pagination[pageSize]=5&sort=name');
    expect(res.json().data.map((t: { name: string }) => t.name)).toEqual([
      'Echipa F',
      'Echipa G',
      'Echipa H',
      'Echipa I',
      'Echipa J',
    ]);
    expect(res.json().meta.pagination).toEqual({ page: 2, pageSize: 5, pageCount: 4, total: 16 });
  });

  test('offset paging answers {start, limit, total}', async () => {
    const res = await get('/api/teams?pagination[start]=3&pagination[limit]=2&sort=name');
    expect(res.json().meta.pagination).toEqual({ start: 3, limit: 2, total: 16 });
    expect(res.json().data[0].name).toBe('Echipa D');
  });

  test('mixing page and offset paging is a PaginationError', async () => {
    const res = await get('/api/teams?pagination[page]=1&pagination[start]=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.name).toBe('PaginationError');
  });

  test.each([
    ['an unknown top-level key', 'foo=bar', 'Invalid key foo'],
    ['an unknown filter field', 'filters[nope][$eq]=1', 'Invalid key nope'],
    ['a private field', 'filters[password][$eq]=x', 'Invalid key password'],
    ['an unknown operator', 'filters[name][$regex]=x', 'Invalid key $regex'],
    ['a field name carrying SQL', 'filters[name;drop table teams][$eq]=x', 'Invalid key name;drop table teams'],
    ['a prefixed column', 'filters[t1.password][$startsWith]=a', 'Invalid key t1.password'],
    ['an unknown sort', 'sort=password:asc', 'Invalid key password'],
    ['a sort direction that is not asc or desc', 'sort=name:sideways', 'Invalid key name'],
    ['an unknown populate', 'populate=owner', 'Invalid key owner'],
    ['populate deeper than 3 levels', 'populate=emblem.a.b.c', 'Invalid key emblem.a.b.c'],
    ['a private field in fields', 'fields[0]=password', 'Invalid key password'],
  ])('%s is a 400 ValidationError', async (_, qs, message) => {
    const res = await get(`/api/teams?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError', message } });
  });

  test('an operator on the wrong type is a 400', async () => {
    const res = await get('/api/teams?filters[id][$containsi]=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.name).toBe('ValidationError');
  });

  test('a value of the wrong type is a 400, not a 500', async () => {
    for (const qs of ['filters[id][$eq]=abc', 'filters[createdAt][$gt]=notadate', 'filters[id][$between]=1']) {
      const res = await get(`/api/teams?${qs}`);
      expect(res.statusCode, qs).toBe(400);
    }
  });

  test('populate accepts every documented form', async () => {
    for (const qs of [
      'populate=*',
      'populate=emblem',
      'populate[0]=emblem',
      'populate[emblem]=true',
      'populate[emblem][fields][0]=url',
    ]) {
      expect((await get(`/api/teams?${qs}`)).statusCode, qs).toBe(200);
    }
  });

  test('a trailing slash is the same route', async () => {
    expect((await get('/api/teams/')).json().data).toHaveLength(16);
  });

  test('findOne by documentId answers {data, meta: {}} or a Strapi 404', async () => {
    const list = (await get('/api/teams')).json().data;
    const one = await get(`/api/teams/${list[0].documentId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ data: list[0], meta: {} });
    const missing = await get('/api/teams/doesnotexist000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
    });
  });

  test('a stale or forged token does not stop a public read', async () => {
    const res = await get('/api/teams', { authorization: 'Bearer not.a.jwt' });
    expect(res.statusCode).toBe(200);
  });
});
