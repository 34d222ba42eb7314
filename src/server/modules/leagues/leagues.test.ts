import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  LEAGUE_CODE_ALPHABET,
  LEAGUE_DESCRIPTION_MAX_LENGTH,
  leaguePreviewSchema,
  leagueSchema,
  myLeagueSchema,
} from '../../../domain/league.schemas.ts';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { LEAGUE_NAME_MAX_LENGTH, LEAGUE_NAME_MIN_LENGTH } from '../../../domain/league-rules.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { storeFile } from '../uploads/uploads.service.ts';
import { call, join, newLeague, players, setPoints } from './leagues.world.ts';

// Creating a league, the per-player limit, joining by code, the invite's preview and who may read a league.

let ctx: TestContext;
let ana: TestUser;
let bogdan: TestUser;
let outsider: TestUser;
let unverified: TestUser;
beforeAll(async () => {
  ctx = await testApp({ env: { LEAGUES_PER_PLAYER: '3' } });
  [ana, bogdan, outsider] = await players(ctx, 'jucator', 3);
  unverified = await createUser(ctx, { username: 'nou', verified: false });
});
afterAll(() => ctx.close());

describe('creating a league', () => {
  test('answers 201 with the league: the creator owns it, is its only member and sees its code', async () => {
    const res = await call(ctx, 'POST', '/api/leagues', ana, { name: '  Liga de la birou  ', description: ' Hai! ' });
    expect(res.statusCode).toBe(201);
    const league = leagueSchema.parse(res.json().data);
    expect(league).toMatchObject({
      name: 'Liga de la birou',
      description: 'Hai!',
      emblem: null,
      owner: { documentId: ana.documentId, username: ana.username },
      membersCount: 1,
      isOwner: true,
    });
    expect(league.code).toHaveLength(10);
    expect([...league.code!].every((c) => LEAGUE_CODE_ALPHABET.includes(c))).toBe(true);
    expect(league.code).not.toMatch(/[01OIL]/);
  });

  test.each([
    ['2 characters', 'ab', 'Numele ligii trebuie să aibă cel puțin 3 caractere.'],
    ['2 characters once trimmed', '   ab   ', leagueMessages.nameTooShort(LEAGUE_NAME_MIN_LENGTH)],
    ['41 characters', 'x'.repeat(41), 'Numele ligii poate avea cel mult 40 de caractere.'],
    ['41 characters with spaces inside', `a${' '.repeat(39)}b`, leagueMessages.nameTooLong(LEAGUE_NAME_MAX_LENGTH)],
    ['no name', undefined, leagueMessages.nameRequired],
    ['an empty name', '', 'Completează numele ligii.'],
    ['only spaces', '   ', leagueMessages.nameRequired],
    ['null', null, leagueMessages.nameRequired],
  ])('a name of %s is refused in Romanian', async (_, name, message) => {
    const res = await call(ctx, 'POST', '/api/leagues', bogdan, { name });
    expect(res.statusCode).toBe(400);
    // One message, under the name, in Strapi's shape.
    expect(res.json()).toMatchObject({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message,
        details: { errors: [{ path: ['data', 'name'], message, name: 'ValidationError' }] },
      },
    });
    expect(res.json().error.details.errors).toHaveLength(1);
  });

  test('a description past its limit is refused', async () => {
    const description = 'd'.repeat(LEAGUE_DESCRIPTION_MAX_LENGTH + 1);
    const res = await call(ctx, 'POST', '/api/leagues', bogdan, { name: 'Liga lungă', description });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Descrierea ligii poate avea cel mult 300 de caractere.');
  });

  test('3 and 40 characters are accepted; unknown keys such as owner or code are refused', async () => {
    expect((await call(ctx, 'POST', '/api/leagues', bogdan, { name: 'abc' })).statusCode).toBe(201);
    const forty = await call(ctx, 'POST', '/api/leagues', outsider, { name: 'y'.repeat(40) });
    expect(forty.statusCode).toBe(201);
    for (const extra of [{ owner: ana.documentId }, { code: 'AAAAAAAAAA' }, { membersCount: 5 }]) {
      const res = await call(ctx, 'POST', '/api/leagues', bogdan, { name: 'Liga', ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^Invalid key /);
    }
  });

  test('an unverified account is refused with PHONE_NOT_VERIFIED, a visitor with 401', async () => {
    const res = await call(ctx, 'POST', '/api/leagues', unverified, { name: 'Liga mea' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details.code).toBe('PHONE_NOT_VERIFIED');
    expect((await call(ctx, 'POST', '/api/leagues', null, { name: 'Liga mea' })).statusCode).toBe(401);
  });

  test('the emblem must be an image the creator uploaded', async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const mine = await storeFile(ctx.app.services, image, 'e.png', bogdan.id);
    const theirs = await storeFile(ctx.app.services, image, 'e.png', ana.id);
    const refused = [
      [theirs.id, leagueMessages.emblemNotYours],
      [999_999, leagueMessages.emblemMissing],
    ] as const;
    for (const [emblem, message] of refused) {
      const res = await call(ctx, 'POST', '/api/leagues', bogdan, { name: 'Cu emblemă', emblem });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const res = await call(ctx, 'POST', '/api/leagues', bogdan, { name: 'Cu emblemă', emblem: mine.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.emblem).toMatchObject({ id: mine.id, mime: 'image/png' });
  });

  test('past LEAGUES_PER_PLAYER (3 here) a player can neither create nor join another league', async () => {
    // bogdan already is in 2 (abc and the one with an emblem).
    await newLeague(ctx, bogdan, 'A treia');
    const res = await call(ctx, 'POST', '/api/leagues', bogdan, { name: 'A patra' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ name: 'ApplicationError', message: leagueMessages.playerLimit(3) });
    const { code } = await newLeague(ctx, ana, 'Liga Anei');
    const joining = await call(ctx, 'POST', '/api/leagues/join', bogdan, { code });
    expect(joining.statusCode).toBe(400);
    expect(joining.json().error.message).toBe('Poți face parte din cel mult 3 ligi.');
    const mine = (await call(ctx, 'GET', '/api/leagues', bogdan)).json().data;
    expect(mine.map((l: { name: string }) => l.name)).toEqual(['abc', 'Cu emblemă', 'A treia']);
  });
});

describe('joining by code', () => {
  let league: { documentId: string; code: string };
  let carmen: TestUser;
  let dan: TestUser;
  beforeAll(async () => {
    [carmen, dan] = await players(ctx, 'fan', 2);
    league = await newLeague(ctx, carmen, 'Liga Galactică');
  });

  test('a wrong code is 404 with a Romanian message, and adds no one', async () => {
    const res = await call(ctx, 'POST', '/api/leagues/join', dan, { code: 'ABCDEFGHJK' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ name: 'NotFoundError', message: leagueMessages.codeNotFound });
    expect((await call(ctx, 'GET', '/api/leagues', dan)).json().data).toEqual([]);
  });

  test('the code works typed in lower case with spaces; joining twice is no error and adds nothing', async () => {
    const typed = `${league.code.slice(0, 5).toLowerCase()} ${league.code.slice(5).toLowerCase()}`;
    const first = await join(ctx, dan, typed);
    expect(first.meta).toEqual({ joined: true });
    expect(first.data).toMatchObject({ documentId: league.documentId, membersCount: 2, isOwner: false });
    expect(first.data.code).toBe(league.code);
    const again = await join(ctx, dan, league.code);
    expect(again.meta).toEqual({ joined: false });
    expect(again.data.membersCount).toBe(2);
    const mine = myLeagueSchema.array().parse((await call(ctx, 'GET', '/api/leagues', dan)).json().data);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ documentId: league.documentId, membersCount: 2, myRank: 1 });
  });

  test('a visitor sees the preview: name, owner, member count and top 3 with points, never the code', async () => {
    const [e1, e2, e3] = await players(ctx, 'previzualizare', 3);
    for (const p of [e1, e2, e3]) await join(ctx, p, league.code);
    await setPoints(ctx, e1, 50);
    await setPoints(ctx, e2, 70);
    await setPoints(ctx, e3, 50);
    const res = await call(ctx, 'GET', `/api/leagues/join/${league.code.toLowerCase()}`, null);
    expect(res.statusCode).toBe(200);
    const preview = leaguePreviewSchema.parse(res.json().data);
    expect(preview).toMatchObject({ name: 'Liga Galactică', owner: { username: carmen.username }, membersCount: 5 });
    expect(preview.top.map((t) => [t.rank, t.username, t.points])).toEqual([
      [1, e2.username, 70],
      [2, e1.username, 50],
      [2, e3.username, 50],
    ]);
    expect(res.body).not.toContain(league.code);
    const missing = await call(ctx, 'GET', '/api/leagues/join/NUEXISTA22', null);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(leagueMessages.codeNotFound);
  });

  test('members (with the code) and admins read the league; an outsider gets 403, an unknown id 404', async () => {
    const member = await call(ctx, 'GET', `/api/leagues/${league.documentId}`, dan);
    expect(member.statusCode).toBe(200);
    expect(member.json().data).toMatchObject({ code: league.code, isOwner: false });
    const admin = await createUser(ctx, { username: 'sef', role: 'admin' });
    const byAdmin = await call(ctx, 'GET', `/api/leagues/${league.documentId}`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data).not.toHaveProperty('code');
    const out = await call(ctx, 'GET', `/api/leagues/${league.documentId}`, outsider);
    expect(out.statusCode).toBe(403);
    expect(out.json().error.message).toBe(leagueMessages.notMember);
    expect(out.body).not.toContain(league.code);
    const unknown = await call(ctx, 'GET', '/api/leagues/nuexistaaceastaliga00000', dan);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(leagueMessages.leagueNotFound);
  });
});
