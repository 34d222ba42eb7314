import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminSessionMessages, REAUTH_REQUIRED } from '../../../domain/admin-session.ts';
import { ROLE_IDS } from '../../../domain/limits.ts';
import { rowsOf } from '../../db/client.ts';
import { users } from '../../db/tables/core.table.ts';
import { dataExports } from '../../db/tables/data-exports.table.ts';
import { createLeague, createRound, createUser, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { bearer, type TestContext, testApp } from '../../test/test-app.ts';

// The back office's gravest actions (deleting an account, changing a role, a player's data export, changing the
// current round) need the password typed in the session within 15 minutes: a login counts, so the specification's
// own calls work right after one; later the server answers 403 REAUTH_REQUIRED until POST /api/auth/reauthenticate.

const NOW = new Date('2026-11-20T12:00:00.000Z');
const MINUTE = 60_000;
const WRONG_TRIES = 3;

let ctx: TestContext;
let n = 0;

const login = async (identifier: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/local',
    payload: { identifier, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return bearer(res.json().jwt as string);
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  ctx.app.inject({ method, url, headers: headers as Record<string, string>, payload });
const reauth = (headers: object, password: string) => call('POST', '/api/auth/reauthenticate', headers, { password });
const player = () => createUser(ctx, { username: `jucator_reauth_${++n}` });
const roleOf = async (u: TestUser) => (await ctx.db.select().from(users).where(eq(users.id, u.id)))[0]?.roleId;
const currentRoundName = async () =>
  (await rowsOf<{ name: string }>(ctx.db, sql`select name from rounds where current`))[0]?.name ?? null;

/** The four kinds of action, each on a target of its own; `changed` says whether it took effect. */
type Action = { name: string; run: (h: object) => ReturnType<typeof call>; changed: () => Promise<boolean> };
async function actions(): Promise<Action[]> {
  const [promoted, removed, forgotten, exported] = [await player(), await player(), await player(), await player()];
  const round = await createRound(ctx.db, `Etapa reauth ${++n}`);
  const exportsOf = async (id: number) =>
    (await ctx.db.select().from(dataExports).where(eq(dataExports.userId, id))).length;
  return [
    {
      name: 'a role change',
      run: (h) => call('PUT', `/api/users/${promoted.id}`, h, { role: 4 }),
      changed: async () => (await roleOf(promoted)) === ROLE_IDS.admin,
    },
    {
      name: 'deleting an account',
      run: (h) => call('DELETE', `/api/users/${removed.id}`, h),
      changed: async () => (await roleOf(removed)) === undefined,
    },
    {
      name: "asking a player's deletion",
      run: (h) => call('POST', `/api/users/${forgotten.id}/deletion`, h, { confirmation: forgotten.username }),
      changed: async () =>
        (await ctx.db.select().from(users).where(eq(users.id, forgotten.id)))[0].deleteAfter !== null,
    },
    {
      name: "a player's data export",
      run: (h) => call('POST', `/api/users/${exported.id}/data-export`, h),
      changed: async () => (await exportsOf(exported.id)) > 0,
    },
    {
      name: 'making a round current',
      run: (h) => call('PUT', `/api/rounds/${round.documentId}`, h, { data: { current: true } }),
      changed: async () => (await currentRoundName()) === round.name,
    },
  ];
}

beforeAll(async () => {
  ctx = await testApp({ now: NOW, rateLimits: { changePassword: WRONG_TRIES } });
  await createLeague(ctx.db, NOW, 4);
  await createUser(ctx, { username: 'sef_reauth', role: 'admin' });
  await createUser(ctx, { username: 'sefa_reauth', role: 'admin' });
});
afterAll(() => ctx.close());

describe('a recent password entry', () => {
  test("right after a login every action passes (the specification's own calls)", async () => {
    ctx.clock.set(NOW);
    const admin = await login('sef_reauth');
    ctx.clock.advance(14 * MINUTE);
    for (const action of await actions()) {
      const res = await action.run(admin);
      expect(res.statusCode, `${action.name}: ${res.body}`).toBeLessThan(300);
      expect(await action.changed(), action.name).toBe(true);
    }
  });

  test('15 minutes after it, each is a Romanian 403 REAUTH_REQUIRED and changes nothing', async () => {
    ctx.clock.set(NOW);
    const admin = await login('sef_reauth');
    ctx.clock.advance(15 * MINUTE);
    for (const action of await actions()) {
      const res = await action.run(admin);
      expect(res.statusCode, `${action.name}: ${res.body}`).toBe(403);
      expect(res.json().error).toEqual({
        status: 403,
        name: 'ForbiddenError',
        message: adminSessionMessages.reauthRequired(15),
        details: { code: REAUTH_REQUIRED },
      });
      expect(await action.changed(), action.name).toBe(false);
    }
  });

  test('the password typed again opens them for 15 minutes more; a wrong one is a Romanian 400', async () => {
    ctx.clock.set(NOW);
    const admin = await login('sef_reauth');
    ctx.clock.advance(20 * MINUTE);
    const wrong = await reauth(admin, 'nu-e-parola-mea');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      name: 'ValidationError',
      message: adminSessionMessages.wrongPassword,
      details: { errors: [{ path: ['password'], message: adminSessionMessages.wrongPassword }] },
    });
    const right = await reauth(admin, TEST_PASSWORD);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ ok: true });
    ctx.clock.advance(14 * MINUTE);
    for (const action of await actions()) {
      const res = await action.run(admin);
      expect(res.statusCode, `${action.name}: ${res.body}`).toBeLessThan(300);
      expect(await action.changed(), action.name).toBe(true);
    }
    ctx.clock.advance(MINUTE);
    expect((await (await actions())[0].run(admin)).statusCode).toBe(403);
  });

  test("it is the session's own: another session of the same admin still needs its password", async () => {
    ctx.clock.set(NOW);
    const laptop = await login('sefa_reauth');
    const phone = await login('sefa_reauth');
    ctx.clock.advance(20 * MINUTE);
    expect((await reauth(laptop, TEST_PASSWORD)).statusCode).toBe(200);
    const [promote] = await actions();
    expect((await promote.run(phone)).statusCode).toBe(403);
    expect((await promote.run(laptop)).statusCode).toBe(200);
  });

  test('other edits never ask: the same role, a rename, the current round left as it is', async () => {
    ctx.clock.set(NOW);
    const admin = await login('sef_reauth');
    ctx.clock.advance(25 * MINUTE);
    const someone = await player();
    const same = await call('PUT', `/api/users/${someone.id}`, admin, {
      role: 3,
      instagramAccount: 'https://instagram.com/x',
    });
    expect(same.statusCode, same.body).toBe(200);
    const [current] = await rowsOf<{ documentId: string; name: string }>(
      ctx.db,
      sql`select document_id as "documentId", name from rounds where current`,
    );
    const rename = await call('PUT', `/api/rounds/${current.documentId}`, admin, {
      data: { name: `${current.name} bis` },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const keep = await call('PUT', `/api/rounds/${current.documentId}`, admin, {
      data: { current: true, name: current.name },
    });
    expect(keep.statusCode, keep.body).toBe(200);
  });

  test('POST /api/rounds with current: true asks; without it, it does not', async () => {
    ctx.clock.set(NOW);
    const admin = await login('sef_reauth');
    ctx.clock.advance(16 * MINUTE);
    const before = await currentRoundName();
    const refused = await call('POST', '/api/rounds', admin, { data: { name: 'Etapa grăbită', current: true } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details).toEqual({ code: REAUTH_REQUIRED });
    expect(await currentRoundName()).toBe(before);
    expect(
      (await rowsOf(ctx.db, sql`select 1 from rounds where name = 'Etapa grăbită'`)).length,
      'nothing written',
    ).toBe(0);
    expect((await call('POST', '/api/rounds', admin, { data: { name: 'Etapa liniștită' } })).statusCode).toBe(201);
  });

  test("an admin downloading a player's archive needs it too; the player never does", async () => {
    ctx.clock.set(NOW);
    const admin = await login('sef_reauth');
    const owner = await player();
    const asked = await call('POST', `/api/users/${owner.id}/data-export`, admin);
    expect(asked.statusCode, asked.body).toBe(202);
    const { url } = (await call('GET', `/api/users/${owner.id}/data-export`, admin)).json().data;
    expect((await call('GET', url, admin)).statusCode).toBe(200);
    ctx.clock.advance(16 * MINUTE);
    const refused = await call('GET', url, admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details).toEqual({ code: REAUTH_REQUIRED });
    expect((await call('GET', url, owner.headers)).statusCode).toBe(200);
  });

  test(`wrong passwords: ${WRONG_TRIES} an hour per account, then 429; right ones do not count`, async () => {
    ctx.clock.set(NOW);
    const admin = await login('sefa_reauth');
    for (let i = 0; i < 5; i++) expect((await reauth(admin, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < WRONG_TRIES; i++) expect((await reauth(admin, `gresit-${i}-xyz`)).statusCode).toBe(400);
    const limited = await reauth(admin, TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.name).toBe('RateLimitError');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('needs a token; an empty or missing password is a 400', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/reauthenticate', payload: {} })).statusCode).toBe(
      401,
    );
    const admin = await login('sef_reauth');
    expect((await reauth(admin, '')).statusCode).toBe(400);
    expect((await call('POST', '/api/auth/reauthenticate', admin, {})).statusCode).toBe(400);
  });
});
