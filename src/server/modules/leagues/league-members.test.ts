import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leagueMembersSchema } from '../../../domain/league.schemas.ts';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { users } from '../../db/tables/core.table.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { expectStrapiError } from '../../test/security/fuzz-run.ts';
import { idArb, queryString } from '../../test/security/fuzz-url-arbitraries.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { storeFile } from '../uploads/uploads.service.ts';
import { call, join, newLeague, players, setPoints } from './leagues.world.ts';

// GET /api/leagues/{id}/members: who may read it, its order (owner first, then by joining), its search and pages in
// the Strapi dialect, and what it never shows.

let ctx: TestContext;
let owner: TestUser;
let members: TestUser[];
let outsider: TestUser;
let admin: TestUser;
let unverified: TestUser;
let league: { documentId: string; code: string };
const url = (query = '', id = league.documentId) => `/api/leagues/${id}/members${query}`;

async function list(user: TestUser, query = '') {
  const res = await call(ctx, 'GET', url(query), user);
  expect(res.statusCode, res.body).toBe(200);
  return leagueMembersSchema.parse(res.json());
}

beforeAll(async () => {
  ctx = await testApp();
  // Names chosen so that the order by joining differs from the alphabetical one and from the points.
  [outsider, owner] = await players(ctx, 'strain', 2);
  members = [];
  for (const name of ['Zoe', 'andrei', 'Maria', 'bogdan', 'Mara'])
    members.push(await createUser(ctx, { username: name }));
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
  unverified = await createUser(ctx, { username: 'nou', verified: false });
  league = await newLeague(ctx, owner, 'Liga Membrilor');
  for (const m of members) await join(ctx, m, league.code);
  await setPoints(ctx, members[1], 240);
  await setPoints(ctx, owner, 15);
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a6' } })
    .png()
    .toBuffer();
  const avatar = await storeFile(ctx.app.services, image, 'a.png', members[2].id);
  await ctx.db.update(users).set({ avatarId: avatar.id }).where(eq(users.id, members[2].id));
});
afterAll(() => ctx.close());

describe('who may read the members', () => {
  test('a member and an admin who is not one read them; the owner too', async () => {
    for (const user of [members[0], admin, owner]) expect((await list(user)).meta.pagination.total).toBe(6);
  });

  test('a verified player outside the league is refused 403 with the league message, an unverified one too', async () => {
    for (const user of [outsider, unverified]) {
      const res = await call(ctx, 'GET', url(), user);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        data: null,
        error: { name: 'ForbiddenError', message: leagueMessages.notMember },
      });
    }
  });

  test('a visitor is 401, an unknown league 404, whatever the query', async () => {
    expect((await call(ctx, 'GET', url('?filters[email][$eq]=x'), null)).statusCode).toBe(401);
    const unknown = await call(ctx, 'GET', url('', 'nuexistaaceastaliga00000'), owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(leagueMessages.leagueNotFound);
  });
});

describe('the list', () => {
  test('the owner first, then the members in the order they joined, each with what the owner needs', async () => {
    const { data, meta } = await list(members[3]);
    expect(data.map((m) => m.username)).toEqual(['strain2', 'Zoe', 'andrei', 'Maria', 'bogdan', 'Mara']);
    expect(data.map((m) => m.isOwner)).toEqual([true, false, false, false, false, false]);
    expect(meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 6 });
    expect(data[0]).toEqual({
      documentId: owner.documentId,
      username: 'strain2',
      avatar: null,
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      isOwner: true,
      points: 15,
    });
    expect(data[2].points).toBe(240);
    expect(data[3].avatar).toMatchObject({ url: expect.stringMatching(/^\/uploads\//), mime: 'image/png' });
    const joined = data.slice(1).map((m) => Date.parse(m.joinedAt));
    expect(joined).toEqual([...joined].sort((a, b) => a - b));
    // Nothing private about anyone: no e-mail, phone or numeric id.
    expect(JSON.stringify(data)).not.toMatch(
      /email|phone|@test\.prezice\.ro|"id":\d+,"documentId":"[a-z0-9]{24}","username"/,
    );
  });

  test('pages in the Strapi dialect; a page size above 100 is clamped', async () => {
    const first = await list(owner, '?pagination[page]=1&pagination[pageSize]=4');
    const second = await list(owner, '?pagination[page]=2&pagination[pageSize]=4');
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 4, pageCount: 2, total: 6 });
    expect([...first.data, ...second.data].map((m) => m.username)).toEqual(
      (await list(owner)).data.map((m) => m.username),
    );
    expect(second.data).toHaveLength(2);
    expect((await list(owner, '?pagination[pageSize]=5000')).meta.pagination.pageSize).toBe(100);
  });

  test('filters[username][$containsi] searches, whatever the case; the owner stays first when found', async () => {
    const ma = await list(owner, '?filters[username][$containsi]=MA');
    expect(ma.data.map((m) => m.username)).toEqual(['Maria', 'Mara']);
    expect(ma.meta.pagination.total).toBe(2);
    const strain = await list(owner, `?filters[username][$containsi]=${encodeURIComponent('AIN')}`);
    expect(strain.data.map((m) => m.username)).toEqual(['strain2']);
    const none = await list(owner, '?filters[username][$containsi]=nimeni');
    expect(none).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
    // A % or _ in the search is a character, not a wildcard.
    expect((await list(owner, '?filters[username][$containsi]=%25')).data).toEqual([]);
  });

  test('the search ignores diacritics on both sides: "stefan" finds Ștefan, "ștefan" finds stefan_ro', async () => {
    // A name with a diacritic can no longer be chosen at registration; accounts made before keep theirs.
    const stefan = await createUser(ctx, { username: 'Ștefan', email: 'stefan.vechi@test.prezice.ro' });
    const plain = await createUser(ctx, { username: 'stefan_ro' });
    const other = await newLeague(ctx, owner, 'Liga lui Ștefan');
    for (const m of [stefan, plain, members[0]]) await join(ctx, m, other.code);
    const names = async (typed: string, id = other.documentId) => {
      const res = await call(ctx, 'GET', url(`?filters[username][$containsi]=${encodeURIComponent(typed)}`, id), owner);
      return res.json().data.map((m: { username: string }) => m.username);
    };
    expect(await names('stefan')).toEqual(['Ștefan', 'stefan_ro']);
    expect(await names('ȘTEFAN')).toEqual(['Ștefan', 'stefan_ro']);
    expect(await names('\u015Ftef')).toEqual(['Ștefan', 'stefan_ro']);
    expect(await names('zoe')).toEqual(['Zoe']);
    // Only the league's own members: neither is in the first league.
    expect(await names('stefan', league.documentId)).toEqual([]);
  });

  test('private fields, unknown keys and sorts are a 400 ValidationError', async () => {
    for (const query of [
      '?filters[email][$eq]=a',
      '?filters[phone][$null]=false',
      '?filters[user][email][$eq]=a',
      '?sort=username',
      '?sort=joinedAt:desc',
      '?fields=email',
      '?populate=favTeam',
      '?page=2',
      '?filters[points][$containsi]=1',
    ]) {
      const res = await call(ctx, 'GET', url(query), owner);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.name, query).toBe('ValidationError');
    }
  });

  test('a removed member and one who left are gone; after a hand-over the new owner comes first', async () => {
    const other = await newLeague(ctx, owner, 'Liga Schimbărilor');
    for (const m of members.slice(0, 3)) await join(ctx, m, other.code);
    const names = async () => (await list(owner, '')).data; // of the main league, untouched
    const before = await names();
    expect(
      (await call(ctx, 'DELETE', `/api/leagues/${other.documentId}/members/${members[0].documentId}`, owner))
        .statusCode,
    ).toBe(204);
    expect((await call(ctx, 'POST', `/api/leagues/${other.documentId}/leave`, members[1])).statusCode).toBe(204);
    const handed = await call(ctx, 'PUT', `/api/leagues/${other.documentId}/owner`, owner, {
      user: members[2].documentId,
    });
    expect(handed.statusCode).toBe(200);
    const res = await call(ctx, 'GET', url('', other.documentId), owner);
    expect(res.json().data.map((m: { username: string; isOwner: boolean }) => [m.username, m.isOwner])).toEqual([
      ['Maria', true],
      ['strain2', false],
    ]);
    expect(await names()).toEqual(before);
  });
});

test('fuzzed query strings and ids never make a 5xx; refusals are Strapi errors', async () => {
  await fc.assert(
    fc.asyncProperty(idArb([league.documentId]), queryString, async (id, query) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/leagues/${id}/members${query}`,
        headers: owner.headers,
      });
      const context = `${id} ${query.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, context).toBeLessThan(500);
      if (res.statusCode >= 400) expectStrapiError(res, context);
      else leagueMembersSchema.parse(res.json());
    }),
    { numRuns: 300 },
  );
});
