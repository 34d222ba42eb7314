import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { authMessages } from '../../../domain/messages.ts';
import { registrationMessages } from '../../../domain/registration-rules.ts';
import { userSchema } from '../../../domain/user.schemas.ts';
import { userAdminMessages } from '../../../domain/user-admin.schemas.ts';
import { communityPosts } from '../../db/tables/community.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { createLeague, createUser, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { findFile } from '../uploads/uploads.queries.ts';
import { storeFile } from '../uploads/uploads.service.ts';

let ctx: TestContext;
let admin: TestUser;
let ana: TestUser;
let league: Awaited<ReturnType<typeof createLeague>>;

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, user: TestUser = admin) =>
  ctx.app.inject({ method, url, payload, headers: user.headers });

beforeAll(async () => {
  ctx = await testApp();
  league = await createLeague(ctx.db, new Date(), 2);
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
  ana = await createUser(ctx, { username: 'ana', phone: '+40712000001' });
});
afterAll(() => ctx.close());

describe('GET /api/users', () => {
  test('a plain array with role, avatar and favTeam; never a password', async () => {
    const res = await call('GET', '/api/users?populate[0]=avatar&populate[1]=role&populate[2]=favTeam');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    // Every row is the domain's contract, which the back office reads (populated).
    const parsed = z.array(userSchema.required({ role: true, avatar: true, favTeam: true })).safeParse(res.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
    const row = res.json().find((u: { username: string }) => u.username === 'ana');
    expect(row).toMatchObject({
      role: { type: 'predictor', id: 3 },
      avatar: null,
      favTeam: null,
      phone: '+40712000001',
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password|scrypt|tokenVersion/);
  });

  test('paged with start/limit, at most 100', async () => {
    const res = await call('GET', '/api/users?start=1&limit=1');
    expect(res.json()).toHaveLength(1);
    expect((await call('GET', '/api/users?limit=5000')).statusCode).toBe(200);
  });

  test('the search ignores case and diacritics on both sides, in the username or the e-mail', async () => {
    // A name with a diacritic can no longer be chosen at registration; accounts made before keep theirs.
    await createUser(ctx, { username: 'Ștefănel', email: 'fanel@test.prezice.ro' });
    await createUser(ctx, { username: 'mihai_b', email: 'stefan.mihai@exemplu.ro' });
    await createUser(ctx, { username: 'Tinel', email: 'tinel@test.prezice.ro' });
    const search = async (typed: string) => {
      const q = encodeURIComponent(typed);
      const res = await call(
        'GET',
        `/api/users?filters[$or][0][username][$containsi]=${q}&filters[$or][1][email][$containsi]=${q}&sort=username`,
      );
      expect(res.statusCode).toBe(200);
      return res.json().map((u: { username: string }) => u.username);
    };
    expect(await search('stefan')).toEqual(['mihai_b', 'Ștefănel']);
    expect(await search('ȘTEFAN')).toEqual(['mihai_b', 'Ștefănel']);
    expect(await search('\u015Ftefăn')).toEqual(['mihai_b', 'Ștefănel']);
    expect(await search('fanel@')).toEqual(['Ștefănel']);
    expect(await search('@EXEMPLU.RO')).toEqual(['mihai_b']);
    expect(await search('ținel')).toEqual(['Tinel']);
  });
});

describe('PUT /api/users/:id', () => {
  test('edits the fields; points are accepted and ignored; authenticated means predictor', async () => {
    const res = await call('PUT', `/api/users/${ana.id}`, {
      username: 'ana_maria',
      email: 'Ana.Maria@Exemplu.ro',
      phone: '0712 000 002',
      password: '',
      youtubeAccount: 'https://www.youtube.com/@ana',
      instagramAccount: '',
      role: 'authenticated',
      favTeam: league.teams[1].documentId,
      points: 99999,
      currentPoints: 500,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'ana_maria',
      email: 'ana.maria@exemplu.ro',
      phone: '+40712000002',
      youtubeAccount: 'https://www.youtube.com/@ana',
      points: 0,
      role: { id: 3 },
      favTeam: { documentId: league.teams[1].documentId },
    });
    // An empty password kept the old one: the old token still works.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: ana.headers })).statusCode).toBe(200);
  });

  test('a new password ends the old sessions; role 4 makes an admin', async () => {
    const bob = await createUser(ctx, { username: 'bob' });
    const res = await call('PUT', `/api/users/${bob.id}`, { password: 'parola-noua-1', role: 4 });
    expect(res.json().role.type).toBe('admin');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bob.headers })).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: 'bob', password: 'parola-noua-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  test('clashes, bad values and private keys are 400s', async () => {
    await createUser(ctx, { username: 'ocupat', email: 'ocupat@x.ro' });
    const cases: [object, string?][] = [
      [{ username: 'OCUPAT' }, authMessages.usernameTaken],
      [{ email: 'ocupat@x.ro' }],
      [{ password: 'scurta' }, authMessages.passwordLength],
      [{ role: 1 }],
      [{ role: 'public' }],
      [{ phoneVerified: true }],
      [{ confirmed: true }],
      [{ avatar: 'x' }],
      [{ favTeam: 'nuexista0000000000000000' }, userAdminMessages.teamMissing],
      [{ youtubeAccount: 'javascript:alert(1)' }],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', `/api/users/${ana.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().error.message).toBe(message);
    }
    expect((await call('PUT', '/api/users/999999', { username: 'nimeni' })).statusCode).toBe(404);
  });

  test('several clashes answer together, each with its field, and nothing is stored', async () => {
    await createUser(ctx, { username: 'luat', email: 'luat@x.ro', phone: '+40712000099' });
    const before = (await call('GET', `/api/users/${ana.id}`)).json();
    const res = await call('PUT', `/api/users/${ana.id}`, {
      username: 'Luat',
      email: 'luat@x.ro',
      phone: '+40712000099',
      youtubeAccount: 'https://youtube.com/@ana',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      name: 'ValidationError',
      message: '3 errors occurred',
      details: {
        errors: [
          { path: ['username'], message: authMessages.usernameTaken },
          { path: ['email'], message: registrationMessages.emailTaken },
          { path: ['phone'], message: registrationMessages.phoneTaken },
        ],
      },
    });
    expect((await call('GET', `/api/users/${ana.id}`)).json()).toEqual(before);
  });

  test('an admin cannot demote or delete themself', async () => {
    expect((await call('PUT', `/api/users/${admin.id}`, { role: 3 })).json().error.message).toBe(
      userAdminMessages.selfDemote,
    );
    expect((await call('DELETE', `/api/users/${admin.id}`)).json().error.message).toBe(userAdminMessages.selfDelete);
  });

  test('the avatar is an uploaded image', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const file = await storeFile(ctx.app.services, png, 'avatar.png', admin.id);
    const res = await call('PUT', `/api/users/${ana.id}`, { avatar: file.id });
    expect(res.json().avatar.url).toBe(file.url);
    expect((await call('PUT', `/api/users/${ana.id}`, { avatar: 987654 })).statusCode).toBe(400);
  });
});

describe('DELETE /api/users/:id', () => {
  test('answers 200 with the account and takes its predictions, posts and their files with it', async () => {
    const gone = await createUser(ctx, { username: 'pleaca' });
    await ctx.db
      .insert(predictions)
      .values({ userId: gone.id, matchId: league.currentMatches[0].id, type: 'score', team1: 1, team2: 0 });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#933' } })
      .png()
      .toBuffer();
    const file = await storeFile(ctx.app.services, png, 'post.png', gone.id);
    await ctx.db.insert(communityPosts).values({ userId: gone.id, text: 'salut', imageId: file.id, approved: true });
    const res = await call('DELETE', `/api/users/${gone.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: gone.id, username: 'pleaca' });
    expect(await findFile(ctx.db, file.id)).toBeUndefined();
    expect((await call('GET', `/api/users/${gone.id}`)).statusCode).toBe(404);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: 'pleaca', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(400);
  });
});
