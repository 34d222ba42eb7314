import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { PREDICTION_DEADLINE_MS } from '../../../domain/limits.ts';
import { CHANGE_CHANNEL } from '../../cluster/change-listeners.ts';
import { files, teams } from '../../db/tables/core.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { createLeague, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// The match reads the client makes, in the forms it makes them.

let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
const NOW = new Date('2025-10-16T09:00:00Z');
const EMBLEM_URL = '/uploads/echipa_a_0123456789.svg';

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

interface MatchJson {
  id: number;
  documentId: string;
  date: string;
  deadline: string;
  team1_finalScore: number | null;
  team2_finalScore: number | null;
  team1: { documentId: string; name: string; emblem: { id: number; url: string } | null };
  team2: { documentId: string; name: string; emblem: { id: number; url: string } | null };
  round: { documentId: string; name: string; current: boolean };
}

const CURRENT_ROUND_QUERY =
  '/api/matches?filters[round][current][$eq]=true&sort=date:asc' +
  '&populate[team1][populate][emblem][fields][0]=url&populate[team2][populate][emblem][fields][0]=url' +
  '&populate[round][fields][0]=name';

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 6);
  // Echipa A gets an emblem, so one side of some matches carries a media object.
  const [emblem] = await ctx.db
    .insert(files)
    .values({
      name: 'echipa_a.svg',
      hash: 'echipa_a_0123456789',
      ext: '.svg',
      mime: 'image/svg+xml',
      width: 128,
      height: 128,
      size: 1.5,
      sizeInBytes: 1536,
      url: EMBLEM_URL,
    })
    .returning();
  await ctx.db.update(teams).set({ emblemId: emblem.id }).where(eq(teams.id, league.teams[0].id));
  // Distinct publication instants, newest last created.
  const all = [...league.pastMatches, ...league.currentMatches];
  for (const [i, m] of all.entries()) {
    await ctx.db
      .update(matches)
      .set({ publishedAt: new Date(NOW.getTime() - (all.length - i) * 60_000) })
      .where(eq(matches.id, m.id));
  }
});
afterAll(() => ctx.close());

describe('GET /api/matches', () => {
  test("the client's current-round query answers only that round's matches, by date", async () => {
    const res = await get(CURRENT_ROUND_QUERY);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const data: MatchJson[] = body.data;
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 3 });
    expect(data.map((m) => m.documentId)).toEqual(league.currentMatches.map((m) => m.documentId));
    const dates = data.map((m) => Date.parse(m.date));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    for (const m of data) {
      expect(m.round).toMatchObject({ name: 'Etapa 2', current: true, documentId: league.current.documentId });
      expect(m.team1_finalScore).toBeNull();
      expect(m.team2_finalScore).toBeNull();
      expect(m.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(m.deadline).toBe(new Date(Date.parse(m.date) - PREDICTION_DEADLINE_MS).toISOString());
      for (const side of [m.team1, m.team2]) {
        expect(side).toMatchObject({ documentId: expect.stringMatching(/^[a-z0-9]{24}$/), name: expect.any(String) });
        expect(side).toHaveProperty('emblem');
      }
    }
    // The first current match is B v A: team2 is Echipa A, with its emblem url.
    expect(data[0].team1.name).toBe('Echipa B');
    expect(data[0].team2.name).toBe('Echipa A');
    expect(data[0].team2.emblem?.url).toBe(EMBLEM_URL);
    expect(data[0].team1.emblem).toBeNull();
  });

  test('sort=date:desc reverses the order', async () => {
    const res = await get('/api/matches?filters[round][current][$eq]=true&sort=date:desc');
    const ids = res.json().data.map((m: MatchJson) => m.documentId);
    expect(ids).toEqual(league.currentMatches.map((m) => m.documentId).reverse());
  });

  test('findOne by documentId answers {data, meta: {}}, as does filters[documentId][$eq]', async () => {
    const target = league.currentMatches[1];
    const one = await get(`/api/matches/${target.documentId}?populate=*`);
    expect(one.statusCode).toBe(200);
    expect(one.json().meta).toEqual({});
    expect(one.json().data).toMatchObject({ id: target.id, documentId: target.documentId });
    const filtered = await get(`/api/matches?filters[documentId][$eq]=${target.documentId}&populate=*`);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().data).toEqual([one.json().data]);
  });

  test('findOne of an unknown documentId is a 404 NotFoundError', async () => {
    const res = await get('/api/matches/doesnotexist000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
    });
  });

  test('filters[team1_finalScore][$null]=true lists the unscored matches, false the scored', async () => {
    const unscored = (await get('/api/matches?filters[team1_finalScore][$null]=true')).json().data as MatchJson[];
    expect(unscored.map((m) => m.id).sort()).toEqual(league.currentMatches.map((m) => m.id).sort());
    const scored = (await get('/api/matches?filters[team1_finalScore][$null]=false')).json().data as MatchJson[];
    expect(scored.map((m) => m.id).sort()).toEqual(league.pastMatches.map((m) => m.id).sort());
    for (const m of scored) expect(m).toMatchObject({ team1_finalScore: 2, team2_finalScore: 1 });
  });

  test('sort=publishedAt:desc answers the newest first', async () => {
    const res = await get('/api/matches?sort=publishedAt:desc');
    expect(res.statusCode).toBe(200);
    const expected = [...league.pastMatches, ...league.currentMatches].map((m) => m.id).reverse();
    expect(res.json().data.map((m: MatchJson) => m.id)).toEqual(expected);
  });

  test('filters[round][documentId][$eq] picks one round', async () => {
    const res = await get(`/api/matches?filters[round][documentId][$eq]=${league.past.documentId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as MatchJson[];
    expect(data.map((m) => m.id).sort()).toEqual(league.pastMatches.map((m) => m.id).sort());
    for (const m of data) expect(m.round).toMatchObject({ name: 'Etapa 1', current: false });
  });

  test('a filter on a team name through the relation works', async () => {
    const res = await get('/api/matches?filters[team1][name][$eq]=Echipa%20A');
    expect(res.json().data.map((m: MatchJson) => m.id)).toEqual([league.pastMatches[0].id]);
  });

  test.each([
    ['a private column through a relation', 'filters[team1][password][$eq]=x'],
    ['an unknown column through a relation', 'filters[round][secret][$eq]=1'],
    ['a private column at the top', 'filters[passwordHash][$eq]=x'],
    ['a relation path to an unknown relation', 'filters[owner][id][$eq]=1'],
    ['populate deeper than 3 levels', 'populate[team1][populate][emblem][populate][x][populate][y]=true'],
    ['populate deeper than 3 levels as a path', 'populate=team1.emblem.x.y'],
    ['an unknown populate', 'populate=predictions'],
    ['an unknown sort', 'sort=team1.password:asc'],
    ['a value of the wrong type', 'filters[round][current][$eq]=maybe'],
  ])('%s is a 400 ValidationError', async (_, qs) => {
    const res = await get(`/api/matches?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
  });

  test('findOne refuses a list-only key', async () => {
    const res = await get(`/api/matches/${league.currentMatches[0].documentId}?filters[id][$eq]=1`);
    expect(res.statusCode).toBe(400);
  });
});

// The list is cached (matches.cache.ts): each test reads it first, so a write that forgot to drop the cache
// would be answered with the list from before it.
describe('the cached list follows every admin write at once', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
  });
  afterEach(() => vi.restoreAllMocks());

  const list = async () => (await get(CURRENT_ROUND_QUERY)).json().data as MatchJson[];
  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, data?: object) =>
    ctx.app.inject({ method, url, headers: admin.headers, payload: data ? { data } : undefined });

  test('a changed kickoff', async () => {
    const target = league.currentMatches[2];
    expect((await list()).map((m) => m.documentId)).toContain(target.documentId);
    const date = new Date(NOW.getTime() + 10 * 24 * 3600_000).toISOString();
    expect((await write('PUT', `/api/matches/${target.documentId}`, { date })).statusCode).toBe(200);
    expect((await list()).find((m) => m.documentId === target.documentId)?.date).toBe(date);
  });

  test('a new match, then its deletion', async () => {
    const before = (await list()).length;
    const created = await write('POST', '/api/matches', {
      team1: league.teams[4].documentId,
      team2: league.teams[0].documentId,
      round: league.current.documentId,
      date: new Date(NOW.getTime() + 12 * 24 * 3600_000).toISOString(),
    });
    expect(created.statusCode).toBe(201);
    const documentId = created.json().data.documentId;
    expect((await list()).map((m) => m.documentId)).toContain(documentId);
    expect((await list()).length).toBe(before + 1);
    expect((await write('DELETE', `/api/matches/${documentId}`)).statusCode).toBe(204);
    expect((await list()).map((m) => m.documentId)).not.toContain(documentId);
  });

  test('a renamed team and a renamed round', async () => {
    const team = league.teams[1];
    expect((await list()).some((m) => m.team1.name === 'Echipa B')).toBe(true);
    expect((await write('PUT', `/api/teams/${team.documentId}`, { name: 'Echipa Bis' })).statusCode).toBe(200);
    const names = (await list()).flatMap((m) => [m.team1.name, m.team2.name]);
    expect(names).toContain('Echipa Bis');
    expect(names).not.toContain('Echipa B');
    expect((await write('PUT', `/api/rounds/${league.current.documentId}`, { name: 'Etapa 2 bis' })).statusCode).toBe(
      200,
    );
    expect((await list()).every((m) => m.round.name === 'Etapa 2 bis')).toBe(true);
  });

  test('another round made current', async () => {
    const shown = (await list()).map((m) => m.documentId);
    expect(shown).toEqual(expect.arrayContaining(league.currentMatches.map((m) => m.documentId)));
    expect((await write('PUT', `/api/rounds/${league.past.documentId}`, { current: true })).statusCode).toBe(200);
    expect((await list()).map((m) => m.id).sort()).toEqual(league.pastMatches.map((m) => m.id).sort());
    expect((await write('PUT', `/api/rounds/${league.current.documentId}`, { current: true })).statusCode).toBe(200);
  });

  test("a deleted emblem file leaves its team's matches without the emblem", async () => {
    const withEmblem = (await list()).find((m) => m.team2.emblem?.url === EMBLEM_URL)!;
    expect((await write('DELETE', `/api/upload/files/${withEmblem.team2.emblem?.id}`)).statusCode).toBe(200);
    expect((await list()).find((m) => m.documentId === withEmblem.documentId)?.team2.emblem).toBeNull();
  });

  test('a write behind the app’s back (a script) shows once the script notifies the change, however late', async () => {
    const target = league.currentMatches[0];
    const date = new Date(NOW.getTime() + 9 * 24 * 3600_000);
    const before = (await list()).find((m) => m.documentId === target.documentId)?.date;
    await ctx.db.update(matches).set({ date }).where(eq(matches.id, target.id));
    expect((await list()).find((m) => m.documentId === target.documentId)?.date).toBe(before);
    const heard = new Promise<void>((resolve) => {
      const off = ctx.app.services.changes.subscribe('fixtures', () => {
        off();
        resolve();
      });
    });
    await ctx.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, 'script:fixtures')`);
    await heard;
    expect((await list()).find((m) => m.documentId === target.documentId)?.date).toBe(date.toISOString());
  });
});
