import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminSessionMessages, SESSION_EXPIRED } from '../../../domain/admin-session.ts';
import { rowsOf } from '../../db/client.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { bearer, type TestContext, testApp } from '../../test/test-app.ts';
import { pruneExpiredSessions } from './sessions.queries.ts';

// An administrator's session ends after 30 minutes without a request and 12 hours after its login, decided by the
// server from the session's row on the server's clock (the test clock here); a player's lasts its 30 days.

const NOW = new Date('2026-11-20T08:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let ctx: TestContext;

const login = async (identifier: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/local',
    payload: { identifier, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().jwt as string;
};
const me = (jwt: string, app = ctx.app) => app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(jwt) });
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
const sessionRow = async (jwt: string) => {
  const rows = await rowsOf<{ created_at: Date; last_seen_at: Date; password_at: Date }>(
    ctx.db,
    sql`select created_at, last_seen_at, password_at from sessions where id = ${claimsOf(jwt).sid}`,
  );
  return rows[0] ? Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, new Date(v).getTime()])) : null;
};
/** The 401 of a session that has just ended by a timeout: Romanian, with its machine-readable reason. */
const expectEnded = async (jwt: string, reason: 'idle' | 'tooOld', app = ctx.app) => {
  const res = await me(jwt, app);
  expect(res.statusCode).toBe(401);
  expect(res.json().error).toEqual({
    status: 401,
    name: 'UnauthorizedError',
    message: reason === 'idle' ? adminSessionMessages.idle(30) : adminSessionMessages.tooOld(12),
    details: { code: SESSION_EXPIRED, reason },
  });
};

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  await createUser(ctx, { username: 'sefa_de_tura', role: 'admin' });
  await createUser(ctx, { username: 'sef_de_noapte', role: 'admin' });
  await createUser(ctx, { username: 'jucator_rabdator' });
  await createUser(ctx, { username: 'jucator_promovat' });
});
afterAll(() => ctx.close());

describe("an administrator's session", () => {
  test('ends after 30 minutes without a request: a Romanian 401 with SESSION_EXPIRED, the row gone', async () => {
    ctx.clock.set(NOW);
    const jwt = await login('sefa_de_tura');
    ctx.clock.advance(29 * MINUTE);
    expect((await me(jwt)).statusCode).toBe(200);
    // 58 minutes after the login, 29 after the last request: still on.
    ctx.clock.advance(29 * MINUTE);
    expect((await me(jwt)).statusCode).toBe(200);
    ctx.clock.advance(30 * MINUTE);
    await expectEnded(jwt, 'idle');
    expect(await sessionRow(jwt)).toBeNull();
    // The token stays useless, even once the clock is back: the session is gone.
    ctx.clock.set(NOW);
    const again = await me(jwt);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe('Invalid credentials');
    // A new login opens a new session.
    expect((await me(await login('sefa_de_tura'))).statusCode).toBe(200);
  });

  test("its activity is written at most once a minute, on the server's clock", async () => {
    ctx.clock.set(NOW);
    const jwt = await login('sefa_de_tura');
    expect(await sessionRow(jwt)).toEqual({ created_at: +NOW, last_seen_at: +NOW, password_at: +NOW });
    ctx.clock.advance(30_000);
    expect((await me(jwt)).statusCode).toBe(200);
    expect((await sessionRow(jwt))?.last_seen_at).toBe(+NOW);
    ctx.clock.advance(31_000);
    expect((await me(jwt)).statusCode).toBe(200);
    expect((await sessionRow(jwt))?.last_seen_at).toBe(+NOW + 61_000);
    ctx.clock.advance(30_000);
    expect((await me(jwt)).statusCode).toBe(200);
    expect((await sessionRow(jwt))?.last_seen_at).toBe(+NOW + 61_000);
    // The password time moves only with a password.
    expect((await sessionRow(jwt))?.password_at).toBe(+NOW);
  });

  test('ends 12 hours after its login, however busy', async () => {
    ctx.clock.set(NOW);
    const jwt = await login('sef_de_noapte');
    for (let t = 20 * MINUTE; t < 12 * HOUR; t += 20 * MINUTE) {
      ctx.clock.set(new Date(+NOW + t));
      expect((await me(jwt)).statusCode, `${t / MINUTE} minutes in`).toBe(200);
    }
    ctx.clock.set(new Date(+NOW + 12 * HOUR));
    await expectEnded(jwt, 'tooOld');
    expect(await sessionRow(jwt)).toBeNull();
  });

  test("a login's token expires soon after the longest session: 24 hours for an admin, 30 days for a player", async () => {
    ctx.clock.set(NOW);
    const admin = claimsOf(await login('sef_de_noapte'));
    expect(admin.exp - admin.iat).toBe(24 * 3600);
    const player = claimsOf(await login('jucator_rabdator'));
    expect(player.exp - player.iat).toBe(30 * 24 * 3600);
  });

  test('the limits follow the role: a player promoted to admin is held to them at the next request', async () => {
    ctx.clock.set(NOW);
    const jwt = await login('jucator_promovat');
    ctx.clock.advance(13 * HOUR);
    expect((await me(jwt)).statusCode).toBe(200);
    const boss = await login('sefa_de_tura');
    const id = claimsOf(jwt).id as number;
    const promote = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: bearer(boss),
      payload: { role: 4 },
    });
    expect(promote.statusCode, promote.body).toBe(200);
    await expectEnded(jwt, 'tooOld');
  });

  test('is refused by every instance of the database: each decides from the row', async () => {
    const other = await testApp({ now: NOW, database: ctx.database });
    try {
      ctx.clock.set(NOW);
      other.clock.set(NOW);
      const jwt = await login('sef_de_noapte');
      expect((await me(jwt, other.app)).statusCode).toBe(200);
      // Busy on this instance only for 50 minutes: the other sees the activity written to the row.
      for (let t = 10; t <= 50; t += 10) {
        ctx.clock.set(new Date(+NOW + t * MINUTE));
        expect((await me(jwt)).statusCode).toBe(200);
      }
      other.clock.set(new Date(+NOW + 70 * MINUTE));
      expect((await me(jwt, other.app)).statusCode).toBe(200);
      // Then idle: refused on the other instance, and so gone for this one too.
      other.clock.set(new Date(+NOW + 101 * MINUTE));
      ctx.clock.set(new Date(+NOW + 101 * MINUTE));
      await expectEnded(jwt, 'idle', other.app);
      expect((await me(jwt)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe("a player's session", () => {
  test('lasts its 30 days: idle for 29 days it still works, and no activity is written', async () => {
    ctx.clock.set(NOW);
    const jwt = await login('jucator_rabdator');
    ctx.clock.advance(29 * DAY);
    expect((await me(jwt)).statusCode).toBe(200);
    expect((await sessionRow(jwt))?.last_seen_at).toBe(+NOW);
  });
});

describe('the hourly sweep', () => {
  test("deletes idle and old admin sessions with the expired tokens; a player's idle session stays", async () => {
    ctx.clock.set(NOW);
    const idleAdmin = await login('sefa_de_tura');
    const idlePlayer = await login('jucator_rabdator');
    ctx.clock.advance(5 * HOUR);
    const freshAdmin = await login('sef_de_noapte');
    const settings = ctx.config.adminSessions;
    await pruneExpiredSessions(ctx.db, ctx.clock.now, settings);
    expect(await sessionRow(idleAdmin)).toBeNull();
    expect(await sessionRow(idlePlayer)).not.toBeNull();
    expect(await sessionRow(freshAdmin)).not.toBeNull();
    ctx.clock.advance(12 * HOUR);
    await pruneExpiredSessions(ctx.db, ctx.clock.now, { ...settings, idleMs: 100 * DAY });
    expect(await sessionRow(freshAdmin)).toBeNull();
    expect(await sessionRow(idlePlayer)).not.toBeNull();
  });
});
