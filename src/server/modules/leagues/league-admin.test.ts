import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leagueSchema, myLeagueSchema } from '../../../domain/league.schemas.ts';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { files } from '../../db/tables/core.table.ts';
import { leagues } from '../../db/tables/leagues.table.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { storeFile } from '../uploads/uploads.service.ts';
import { call, join, newLeague, players } from './leagues.world.ts';

// GET /api/leagues: a player's own leagues, or every league for an admin (the back office's list), and what an
// admin may do to a league they do not own: rename it, edit its description, remove its emblem, delete it.

let ctx: TestContext;
let ana: TestUser;
let bogdan: TestUser;
let carmen: TestUser;
let admin: TestUser;
let unverified: TestUser;
/** In creation order: Liga Birou (ana; bogdan, carmen), Șah și Fotbal (bogdan), Birourile Unite (carmen; ana). */
let made: { documentId: string; code: string }[];

const list = async (query = '', who = admin) => {
  const res = await call(ctx, 'GET', `/api/leagues${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { name: string; documentId: string }[]; meta: Record<string, unknown> };
};
const names = async (query: string) => (await list(query)).data.map((l) => l.name);

beforeAll(async () => {
  ctx = await testApp();
  [ana, bogdan, carmen] = await players(ctx, 'ligist', 3);
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
  unverified = await createUser(ctx, { username: 'nou', verified: false });
  made = [
    await newLeague(ctx, ana, 'Liga Birou'),
    await newLeague(ctx, bogdan, 'Șah și Fotbal'),
    await newLeague(ctx, carmen, 'Birourile Unite'),
  ];
  await join(ctx, bogdan, made[0].code);
  await join(ctx, carmen, made[0].code);
  await join(ctx, ana, made[2].code);
});
afterAll(() => ctx.close());

describe('GET /api/leagues as a player', () => {
  test("answers the caller's leagues only, with their rank in each, and reads no query", async () => {
    const own = await list('', ana);
    expect(own.meta).toEqual({});
    const leaguesOfAna = myLeagueSchema.array().parse(own.data);
    expect(leaguesOfAna.map((l) => l.name)).toEqual(['Liga Birou', 'Birourile Unite']);
    expect(leaguesOfAna.every((l) => l.code && l.myRank === 1)).toBe(true);
    // The admin's filters, sorts and pages mean nothing here: the same answer.
    const hostile = await list('?filters[name][$containsi]=Unite&sort=name:desc&pagination[pageSize]=1', ana);
    expect(hostile).toEqual(own);
    expect((await list('', unverified)).data).toEqual([]);
  });

  test('a visitor is refused with 401', async () => {
    expect((await call(ctx, 'GET', '/api/leagues', null)).statusCode).toBe(401);
  });
});

describe('GET /api/leagues as an admin', () => {
  test('every league, newest first, paged, each with its code, owner, member count and dates', async () => {
    const all = await list();
    expect(all.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 3 });
    const shown = leagueSchema.array().parse(all.data);
    expect(shown.map((l) => l.name)).toEqual(['Birourile Unite', 'Șah și Fotbal', 'Liga Birou']);
    expect(shown[2]).toMatchObject({
      documentId: made[0].documentId,
      code: made[0].code,
      description: null,
      emblem: null,
      owner: { documentId: ana.documentId, username: ana.username },
      membersCount: 3,
      isOwner: false,
    });
    expect(Date.parse(shown[2].createdAt)).not.toBeNaN();
    const second = await list('?pagination[page]=2&pagination[pageSize]=2');
    expect(second.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 3 });
    expect(second.data.map((l) => l.name)).toEqual(['Liga Birou']);
  });

  test('searches the name, or the name and the owner, case-insensitively', async () => {
    expect(await names('?filters[name][$containsi]=birou&sort=name')).toEqual(['Birourile Unite', 'Liga Birou']);
    const either = (q: string) =>
      `?filters[$or][0][name][$containsi]=${q}&filters[$or][1][owner][username][$containsi]=${q}&sort=name`;
    expect(await names(either(encodeURIComponent(bogdan.username.toUpperCase())))).toEqual(['Șah și Fotbal']);
    expect(await names(either('FOTBAL'))).toEqual(['Șah și Fotbal']);
    // Without the diacritics, or with the cedilla s (U+015F) of an old keyboard.
    expect(await names(either(encodeURIComponent('sah si')))).toEqual(['Șah și Fotbal']);
    expect(await names(either(encodeURIComponent('\u015EAH \u015EI')))).toEqual(['Șah și Fotbal']);
    const none = await list(either('nimic-de-gasit'));
    expect(none.data).toEqual([]);
    expect(none.meta.pagination).toMatchObject({ total: 0, pageCount: 0 });
  });

  test('sorts by name, member count and creation date; filters by member count', async () => {
    expect(await names('?sort=name:asc')).toEqual(['Birourile Unite', 'Liga Birou', 'Șah și Fotbal']);
    expect(await names('?sort[0]=membersCount:desc&sort[1]=name')).toEqual([
      'Liga Birou',
      'Birourile Unite',
      'Șah și Fotbal',
    ]);
    expect(await names('?sort=createdAt:asc')).toEqual(['Liga Birou', 'Șah și Fotbal', 'Birourile Unite']);
    expect(await names('?filters[membersCount][$gte]=2&sort=name')).toEqual(['Birourile Unite', 'Liga Birou']);
  });

  test.each([
    ['the invite code as a filter', `filters[code][$eq]=AAAAAAAAAA`],
    ['the owner e-mail', 'filters[owner][email][$eq]=x'],
    ['an unknown sort', 'sort=code:asc'],
    ['an unknown key', 'search=birou'],
    ['a text operator on a number', 'filters[membersCount][$containsi]=1'],
  ])('refuses %s with a 400 ValidationError', async (_, query) => {
    const res = await call(ctx, 'GET', `/api/leagues?${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.name).toBe('ValidationError');
  });
});

const image = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 90, g: 10, b: 10 } } })
    .png()
    .toBuffer();
const fileExists = async (id: number) =>
  (await ctx.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length === 1;
const rowOf = async (documentId: string) =>
  (await ctx.db.select().from(leagues).where(eq(leagues.documentId, documentId)))[0];

describe('an admin and a league they do not own', () => {
  test('renames it and edits its description; the name follows the same rules, in Romanian', async () => {
    const league = await newLeague(ctx, ana, 'Nume urât');
    const url = `/api/leagues/${league.documentId}`;
    const tooShort = await call(ctx, 'PUT', url, admin, { name: 'ab' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.message).toBe(leagueMessages.nameTooShort(3));
    const res = await call(ctx, 'PUT', url, admin, { name: 'Liga redenumită', description: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Liga redenumită', description: null, isOwner: false });
    const row = await rowOf(league.documentId);
    expect(row).toMatchObject({ name: 'Liga redenumită', ownerId: ana.id, code: league.code });
    // Still a member's league: the owner keeps it, with the code unchanged.
    expect((await call(ctx, 'GET', url, ana)).json().data).toMatchObject({ name: 'Liga redenumită', isOwner: true });
  });

  test('removes its emblem (the file is released) but cannot put another', async () => {
    const emblem = (await storeFile(ctx.app.services, await image(), 'e.png', ana.id)).id;
    const res = await call(ctx, 'POST', '/api/leagues', ana, { name: 'Cu poză urâtă', emblem });
    const url = `/api/leagues/${res.json().data.documentId}`;
    const theirs = (await storeFile(ctx.app.services, await image(), 'a.png', admin.id)).id;
    for (const other of [theirs, emblem]) {
      const refused = await call(ctx, 'PUT', url, admin, { name: 'Alt nume', emblem: other });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        name: 'ForbiddenError',
        message: leagueMessages.adminEmblemRemoveOnly,
      });
    }
    expect((await rowOf(res.json().data.documentId)).name).toBe('Cu poză urâtă');
    const cleared = await call(ctx, 'PUT', url, admin, { emblem: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.emblem).toBeNull();
    expect(await fileExists(emblem)).toBe(false);
  });

  test("the owner's other tools stay the owner's; a member still cannot rename it", async () => {
    const url = `/api/leagues/${made[0].documentId}`;
    expect((await call(ctx, 'POST', `${url}/code`, admin)).statusCode).toBe(403);
    expect((await call(ctx, 'PUT', `${url}/owner`, admin, { user: bogdan.documentId })).statusCode).toBe(403);
    const member = await call(ctx, 'PUT', url, bogdan, { name: 'Liga lui Bogdan' });
    expect(member.statusCode).toBe(403);
    expect(member.json().error.message).toBe(leagueMessages.ownerOnly);
    expect((await rowOf(made[0].documentId)).name).toBe('Liga Birou');
  });

  test('deletes it: gone from the list and from its members', async () => {
    const league = await newLeague(ctx, carmen, 'De șters');
    expect((await call(ctx, 'DELETE', `/api/leagues/${league.documentId}`, admin)).statusCode).toBe(204);
    expect(await names('?filters[name][$eq]=De șters')).toEqual([]);
    expect((await list('', carmen)).data.map((l) => l.name)).not.toContain('De șters');
  });
});
