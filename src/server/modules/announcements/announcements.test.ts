import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { announcementSchema } from '../../../domain/announcement.schemas.ts';
import { listOf, oneOf } from '../../../domain/media.schemas.ts';
import { announcements } from '../../db/tables/announcements.table.ts';
import { rounds, roundWinners } from '../../db/tables/rounds.table.ts';
import { createRound, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { XSS_SAMPLES } from '../../test/xss-samples.ts';

let ctx: TestContext;
let admin: TestUser;
let fan: TestUser;

beforeAll(async () => {
  ctx = await testApp();
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
  fan = await createUser(ctx, { username: 'ana' });
});
afterAll(() => ctx.close());

type Body = Record<string, unknown>;
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body, user: TestUser | null = admin) =>
  ctx.app.inject({ method, url, payload, headers: user ? user.headers : {} });
const create = (data: Body) => send('POST', '/api/announcements', { data });

async function created(data: Body) {
  const res = await create(data);
  expect(res.statusCode, res.body).toBe(201);
  return oneOf(announcementSchema).parse(res.json()).data;
}

describe('admin writes', () => {
  test('create derives the slug from the title and answers 201 {data, meta}', async () => {
    const res = await create({ title: 'Câștigătorii Etapei 15!', content: '<p>Felicitări!</p>' });
    expect(res.statusCode).toBe(201);
    expect(res.json().meta).toEqual({});
    expect(res.json().data).toMatchObject({
      title: 'Câștigătorii Etapei 15!',
      slug: 'castigatorii-etapei-15',
      content: '<p>Felicitări!</p>',
      round: null,
    });
  });

  test.each(XSS_SAMPLES.map((s) => [s]))('stored content is sanitized: %s', async (sample) => {
    const a = await created({ title: 'XSS', content: `<p>înainte</p>${sample}<p>după</p>` });
    const lower = a.content.toLowerCase();
    for (const bad of ['<script', 'onerror', 'onload', 'javascript:', 'data:', 'style=', '<iframe', '<svg']) {
      expect(lower).not.toContain(bad);
    }
    const stored = await ctx.db.select().from(announcements).where(eq(announcements.id, a.id));
    expect(stored[0].content).toBe(a.content);
  });

  test('links get target="_blank" and rel="noopener noreferrer nofollow"', async () => {
    const a = await created({
      title: 'Linkuri',
      content: '<p><a href="https://prezice.ro" target="_self">Site</a></p>',
    });
    expect(a.content).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://prezice.ro">Site</a></p>',
    );
  });

  test('PUT changes the fields sent, keeps the slug unless one is sent, and ignores itself for uniqueness', async () => {
    const a = await created({ title: 'Versiunea unu', content: '<p>v1</p>' });
    const url = `/api/announcements/${a.documentId}`;
    let res = await send('PUT', url, { data: { title: 'Versiunea doi' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Versiunea doi', slug: 'versiunea-unu', content: '<p>v1</p>' });
    res = await send('PUT', url, { data: { slug: 'versiunea-unu', content: '<p>v2<script>x</script></p>' } });
    expect(res.json().data).toMatchObject({ slug: 'versiunea-unu', content: '<p>v2</p>' });
    res = await send('PUT', url, { data: { slug: '' } });
    expect(res.json().data.slug).toBe('versiunea-doi');
    const other = await created({ title: 'Altul' });
    res = await send('PUT', `/api/announcements/${other.documentId}`, { data: { slug: 'Versiunea Doi' } });
    expect(res.json().data.slug).toBe('versiunea-doi-2');
  });

  test('DELETE answers 204; then the announcement is gone', async () => {
    const a = await created({ title: 'De șters' });
    const res = await send('DELETE', `/api/announcements/${a.documentId}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get(`/api/announcements/${a.documentId}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/announcements/${a.documentId}`)).statusCode).toBe(404);
  });

  test('PUT on a missing announcement is a 404', async () => {
    const res = await send('PUT', '/api/announcements/abcdefghijklmnopqrstuvwx', { data: { title: 'x' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.name).toBe('NotFoundError');
  });
});

describe('rounds', () => {
  test('round linking, winners best first with public fields, and clearing', async () => {
    const round = await createRound(ctx.db, 'Etapa 9');
    const w1 = await createUser(ctx, { username: 'ion' });
    const w2 = await createUser(ctx, { username: 'maria' });
    await ctx.db.insert(roundWinners).values([
      { roundId: round.id, userId: w1.id, currentPoints: 150, prize: 'Tricou', position: 2 },
      { roundId: round.id, userId: w2.id, currentPoints: 310, prize: '100 RON', position: 1 },
    ]);
    const a = await created({ title: 'Câștigătorii etapei 9', round: { connect: [round.documentId] } });
    expect(a.round).toEqual({
      id: round.id,
      documentId: round.documentId,
      name: 'Etapa 9',
      current: false,
      winners: [
        { currentPoints: 310, prize: '100 RON', user: { documentId: w2.documentId, username: 'maria', avatar: null } },
        { currentPoints: 150, prize: 'Tricou', user: { documentId: w1.documentId, username: 'ion', avatar: null } },
      ],
    });
    const json = JSON.stringify((await get(`/api/announcements/${a.documentId}`)).json());
    for (const secret of ['email', 'phone', 'password', w1.email]) expect(json).not.toContain(secret);

    const filtered = await get(`/api/announcements?filters[round][documentId][$eq]=${round.documentId}`);
    expect(filtered.json().data.map((x: { id: number }) => x.id)).toEqual([a.id]);

    const url = `/api/announcements/${a.documentId}`;
    let res = await send('PUT', url, { data: { round: null } });
    expect(res.json().data.round).toBeNull();
    res = await send('PUT', url, { data: { round: round.documentId } });
    expect(res.json().data.round.documentId).toBe(round.documentId);
    res = await send('PUT', url, { data: { title: 'Doar titlul' } });
    expect(res.json().data.round.documentId).toBe(round.documentId);
  });

  test("deleting a round sets its announcements' round to null", async () => {
    const round = await createRound(ctx.db, 'Etapa de șters');
    const a = await created({ title: 'Cu etapă', round: round.documentId });
    expect(a.round?.name).toBe('Etapa de șters');
    await ctx.db.delete(rounds).where(eq(rounds.id, round.id));
    const res = await get(`/api/announcements/${a.documentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.round).toBeNull();
  });
});

describe('public reads', () => {
  test('the list is newest first, with Strapi pagination', async () => {
    const res = await get('/api/announcements?pagination[pageSize]=500');
    expect(res.statusCode).toBe(200);
    const body = listOf(announcementSchema).parse(res.json());
    expect(body.meta.pagination.pageSize).toBe(100);
    const times = body.data.map((a) => [Date.parse(a.createdAt), a.id] as const);
    const sorted = [...times].sort((x, y) => y[0] - x[0] || y[1] - x[1]);
    expect(times).toEqual(sorted);
    expect(body.data[0].id).toBe(Math.max(...body.data.map((a) => a.id)));
  });

  test('the default page size is 25', async () => {
    expect((await get('/api/announcements')).json().meta.pagination.pageSize).toBe(25);
  });

  test('filters[slug][$eq] finds one announcement; filters[title][$containsi] searches', async () => {
    await created({ title: 'Regulile jocului' });
    let res = await get('/api/announcements?filters[slug][$eq]=regulile-jocului');
    expect(res.json().data.map((a: { slug: string }) => a.slug)).toEqual(['regulile-jocului']);
    res = await get(`/api/announcements?filters[title][$containsi]=${encodeURIComponent('REGULILE')}`);
    expect(res.json().data).toHaveLength(1);
    res = await get('/api/announcements?filters[slug]=regulile-jocului&sort=title:asc&populate=round');
    expect(res.json().data).toHaveLength(1);
  });

  test('/api/ann lists like /api/announcements', async () => {
    const a = await get('/api/ann?sort=createdAt:desc');
    const b = await get('/api/announcements');
    expect(a.statusCode).toBe(200);
    expect(a.json().data.map((x: { id: number }) => x.id)).toEqual(b.json().data.map((x: { id: number }) => x.id));
  });

  test('/api/ann/:id finds by documentId, numeric id and slug', async () => {
    const a = await created({ title: 'Anunț de găsit' });
    for (const key of [a.documentId, String(a.id), 'anunt-de-gasit']) {
      const res = await get(`/api/ann/${key}`);
      expect(res.statusCode, key).toBe(200);
      expect(res.json().data.documentId).toBe(a.documentId);
    }
    expect((await get(`/api/announcements/${a.documentId}`)).json().data.id).toBe(a.id);
  });

  test.each([
    '/api/announcements/abcdefghijklmnopqrstuvwx',
    '/api/announcements/nu-exista',
    '/api/ann/nu-exista',
    '/api/ann/999999',
    '/api/ann/abcdefghijklmnopqrstuvwx',
  ])('%s is a 404 NotFoundError', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } });
  });

  test.each([
    'filters[content][$containsi]=x',
    'filters[roundId][$eq]=1',
    'filters[round][name][$eq]=x',
    'sort=slug:asc',
    'populate=author',
    'foo=bar',
  ])('an unknown filter, sort or populate is a 400: %s', async (qs) => {
    const res = await get(`/api/announcements?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.name).toBe('ValidationError');
  });
});

describe('guards and validation', () => {
  const someId = 'abcdefghijklmnopqrstuvwx';
  const writes = [
    ['POST', '/api/announcements'],
    ['PUT', `/api/announcements/${someId}`],
    ['DELETE', `/api/announcements/${someId}`],
  ] as const;

  test.each(writes)('%s %s: a visitor gets 401 and a non-admin 403, before validation', async (method, url) => {
    const bad = { nonsense: true };
    const visitor = await send(method, url, bad, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.name).toBe('UnauthorizedError');
    const user = await send(method, url, bad, fan);
    expect(user.statusCode).toBe(403);
    expect(user.json().error.name).toBe('ForbiddenError');
  });

  test.each([
    ['no data', {}],
    ['an unknown key', { data: { title: 'x', author: 'eu' } }],
    ['a private key', { data: { title: 'x', id: 5 } }],
    ['title missing', { data: { content: '<p>x</p>' } }],
    ['title blank', { data: { title: '   ' } }],
    ['title too long', { data: { title: 'a'.repeat(201) } }],
    ['title not a string', { data: { title: 5 } }],
    ['content too large', { data: { title: 'x', content: `<p>${'ă'.repeat(60 * 1024)}</p>` } }],
    ['content not a string', { data: { title: 'x', content: { html: 1 } } }],
    ['a slug that normalises to nothing', { data: { title: 'x', slug: '!!!' } }],
    ['a round that does not exist', { data: { title: 'x', round: { connect: [someId] } } }],
    ['a round id that does not exist', { data: { title: 'x', round: 999999 } }],
    ['a malformed round', { data: { title: 'x', round: { connect: ['nope!'] } } }],
  ])('POST with %s is a 400 ValidationError', async (_, payload) => {
    const res = await send('POST', '/api/announcements', payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.name).toBe('ValidationError');
  });

  test('PUT with a bad body is a 400, never a 500', async () => {
    const a = await created({ title: 'Validare' });
    const url = `/api/announcements/${a.documentId}`;
    for (const data of [
      { title: '' },
      { title: null },
      { round: { connect: [someId] } },
      { extra: 1 },
      { slug: '???' },
    ]) {
      const res = await send('PUT', url, { data });
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
    }
  });

  test('content of exactly 100 KB is accepted', async () => {
    const content = `<p>${'a'.repeat(100 * 1024 - 7)}</p>`;
    const res = await create({ title: 'Lung', content });
    expect(res.statusCode).toBe(201);
  });
});
