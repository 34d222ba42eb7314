import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/tables/core.table.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { bearer, type TestContext, testApp } from '../../test/test-app.ts';

// Sessions: every token names a session kept on the server; logging out ends it there too.

describe('sessions', () => {
  let ctx: TestContext;
  let admin: TestUser;

  const login = async (identifier: string, password = TEST_PASSWORD) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/local', payload: { identifier, password } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().jwt as string;
  };
  const me = (jwt: string) => ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(jwt) });
  const post = (url: string, jwt?: string) => ctx.app.inject({ method: 'POST', url, headers: jwt ? bearer(jwt) : {} });
  const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
  const sessionRows = async (userId: number) => {
    const { rowsOf } = await import('../../db/client.ts');
    const { sql } = await import('drizzle-orm');
    return rowsOf<{ id: string; user_id: number; expires_at: string | Date }>(
      ctx.db,
      sql`select id, user_id, expires_at from sessions where user_id = ${userId} order by created_at, id`,
    );
  };

  beforeAll(async () => {
    ctx = await testApp();
    admin = await createUser(ctx, { username: 'sefa', role: 'admin' });
  });
  afterAll(() => ctx.close());

  test('each login opens a session of its own: a random sid in the token, a row until the token expires', async () => {
    await createUser(ctx, { username: 'doua_sesiuni' });
    const [a, b] = [await login('doua_sesiuni'), await login('doua_sesiuni')];
    const [ca, cb] = [claimsOf(a), claimsOf(b)];
    expect(ca.sid).toMatch(/^[\w-]{22,}$/);
    expect(cb.sid).toMatch(/^[\w-]{22,}$/);
    expect(ca.sid).not.toBe(cb.sid);
    const rows = await sessionRows(ca.id);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([ca.sid, cb.sid]));
    const row = rows.find((r) => r.id === ca.sid)!;
    expect(Math.floor(new Date(row.expires_at).getTime() / 1000)).toBe(ca.exp);
  });

  test('logout ends that session only: its token is refused, another device stays logged in', async () => {
    await createUser(ctx, { username: 'telefon_si_laptop' });
    const phone = await login('telefon_si_laptop');
    const laptop = await login('telefon_si_laptop');
    const res = await post('/api/auth/logout', phone);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const refused = await me(phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.name).toBe('UnauthorizedError');
    expect((await me(laptop)).statusCode).toBe(200);
    // A second logout with the same token is refused too: the session is gone.
    expect((await post('/api/auth/logout', phone)).statusCode).toBe(401);
  });

  test('logout and logout-all need a token', async () => {
    for (const url of ['/api/auth/logout', '/api/auth/logout-all']) {
      const res = await post(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.name).toBe('UnauthorizedError');
    }
  });

  test("logout-all ends every session of the account, and no other account's", async () => {
    const u = await createUser(ctx, { username: 'peste_tot' });
    const other = await createUser(ctx, { username: 'vecinul' });
    const tokens = [u.jwt, await login('peste_tot'), await login('peste_tot')];
    const res = await post('/api/auth/logout-all', tokens[1]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    for (const jwt of tokens) expect((await me(jwt)).statusCode).toBe(401);
    expect(await sessionRows(u.id)).toEqual([]);
    expect((await me(other.jwt)).statusCode).toBe(200);
    // A new login works again.
    expect((await me(await login('peste_tot'))).statusCode).toBe(200);
  });

  test('a token without a session id (issued before sessions) is refused', async () => {
    const u = await createUser(ctx, { username: 'token_vechi' });
    const old = await new SignJWT({ id: u.id, v: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('30d')
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    const res = await me(old);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.name).toBe('UnauthorizedError');
  });

  test("a token naming another account's session, or a session that does not exist, is refused", async () => {
    const u = await createUser(ctx, { username: 'hot_de_sesiune' });
    const victim = await createUser(ctx, { username: 'pagubas' });
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const forge = (sid: string) =>
      new SignJWT({ id: u.id, v: 0, sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('30d')
        .sign(key);
    const victimSid = claimsOf(victim.jwt).sid as string;
    expect((await me(await forge(victimSid))).statusCode).toBe(401);
    expect((await me(await forge('nu-exista-o-asemenea-sesiune'))).statusCode).toBe(401);
    expect((await me(u.jwt)).statusCode).toBe(200);
  });

  test("the admin changing a player's password ends all its sessions", async () => {
    const u = await createUser(ctx, { username: 'parola_noua_de_la_admin' });
    const second = await login('parola_noua_de_la_admin');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      headers: admin.headers,
      payload: { password: 'parola-data-de-admin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const jwt of [u.jwt, second]) expect((await me(jwt)).statusCode).toBe(401);
    expect(await sessionRows(u.id)).toEqual([]);
    // An edit that keeps the password keeps the sessions.
    const kept = await login('parola_noua_de_la_admin', 'parola-data-de-admin');
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      headers: admin.headers,
      payload: { password: '', instagramAccount: 'https://instagram.com/x' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await me(kept)).statusCode).toBe(200);
  });

  test('deleting an account deletes its sessions; a blocked account is refused', async () => {
    const gone = await createUser(ctx, { username: 'sters_cu_sesiuni' });
    await login('sters_cu_sesiuni');
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/users/${gone.id}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionRows(gone.id)).toEqual([]);

    const blocked = await createUser(ctx, { username: 'blocat_cu_sesiune' });
    await ctx.db.update(users).set({ blocked: true }).where(eq(users.id, blocked.id));
    expect((await me(blocked.jwt)).statusCode).toBe(401);
  });

  test('the sweep deletes expired sessions only', async () => {
    const { pruneExpiredSessions } = await import('./sessions.queries.ts');
    const u = await createUser(ctx, { username: 'sesiuni_expirate' });
    const live = claimsOf(u.jwt).sid as string;
    const { sql } = await import('drizzle-orm');
    const { rowsOf } = await import('../../db/client.ts');
    await rowsOf(
      ctx.db,
      sql`insert into sessions (id, user_id, created_at, expires_at)
          values ('expirata-de-o-zi-0000000', ${u.id}, now() - interval '31 days', now() - interval '1 day')`,
    );
    const pruned = await pruneExpiredSessions(ctx.db, new Date());
    expect(pruned).toBeGreaterThanOrEqual(1);
    expect((await sessionRows(u.id)).map((r) => r.id)).toEqual([live]);
  });
});
