import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { meWithRoleSchema, sessionAnswerSchema } from '../../../domain/auth.schemas.ts';
import { ROLE_IDS } from '../../../domain/limits.ts';
import { authMessages } from '../../../domain/messages.ts';
import { users } from '../../db/tables/core.table.ts';
import { authChanged } from '../../http/auth-cache.ts';
import { hashPassword, verifyPassword } from '../../http/password.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { bearer, type TestContext, testApp } from '../../test/test-app.ts';
import { setPassword } from '../users/users.queries.ts';

// Login, the token it gives, and what the token is worth afterwards.

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('auth', () => {
  let ctx: TestContext;
  let ana: TestUser;

  const login = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/local', payload: payload as never });
  const me = (headers: Record<string, string> = {}, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/users/me${query}`, headers });

  beforeAll(async () => {
    ctx = await testApp();
    ana = await createUser(ctx, { username: 'Ana_Maria', verified: true });
  });
  afterAll(() => ctx.close());

  describe('POST /api/auth/local', () => {
    test.each([
      ['the e-mail', 'ana_maria@test.prezice.ro'],
      ['the e-mail in another case', 'ANA_Maria@Test.Prezice.RO'],
      ['the username', 'Ana_Maria'],
      ['the username in another case', 'ana_MARIA'],
    ])('by %s answers {jwt, user} as plain JSON', async (_, identifier) => {
      const res = await login({ identifier, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      // The answer is the domain's contract, which the client reads (sessionAnswerSchema).
      expect(sessionAnswerSchema.safeParse(body).success).toBe(true);
      expect(Object.keys(body).sort()).toEqual(['jwt', 'user']);
      expect(body.jwt).toEqual(expect.any(String));
      expect(body.user).toMatchObject({
        id: ana.id,
        documentId: ana.documentId,
        username: 'Ana_Maria',
        email: 'ana_maria@test.prezice.ro',
        phoneVerified: true,
      });
      for (const secret of ['password', 'passwordHash', 'password_hash', 'tokenVersion', 'token_version']) {
        expect(body.user).not.toHaveProperty(secret);
      }
      expect(res.body).not.toContain('scrypt$');
    });

    test.each([
      ['an identifier longer than any account has', { identifier: 'a'.repeat(255), password: TEST_PASSWORD }],
      ['a password longer than any account has', { identifier: 'Ana_Maria', password: 'p'.repeat(201) }],
    ])('%s is answered as a wrong pair, in the Strapi shape', async (_, payload) => {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ name: 'ValidationError', message: authMessages.invalidCredentials });
    });

    test('an unverified account logs in and its user says phoneVerified false', async () => {
      const u = await createUser(ctx, { username: 'neverificat', verified: false });
      const res = await login({ identifier: u.username, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.phoneVerified).toBe(false);
    });

    test.each([
      ['a wrong password', { identifier: 'Ana_Maria', password: 'not-the-password' }],
      ['an unknown user', { identifier: 'nimeni', password: TEST_PASSWORD }],
      ['an unknown e-mail', { identifier: 'nimeni@test.prezice.ro', password: TEST_PASSWORD }],
    ])('%s answers 400 with the same message', async (_, payload) => {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        data: null,
        error: { status: 400, name: 'ValidationError', message: authMessages.invalidCredentials, details: {} },
      });
    });

    test.each([
      ['no body fields', {}],
      ['no password', { identifier: 'Ana_Maria' }],
      ['no identifier', { password: TEST_PASSWORD }],
      ['an empty identifier', { identifier: '', password: TEST_PASSWORD }],
      ['a number as identifier', { identifier: 12, password: TEST_PASSWORD }],
    ])('%s is a 400 ValidationError', async (_, payload) => {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    });

    test('the JWT is HS256 and expires in 30 days', async () => {
      const { jwt } = (await login({ identifier: 'Ana_Maria', password: TEST_PASSWORD })).json();
      const [header, payload, signature] = jwt.split('.');
      expect(signature).toBeTruthy();
      expect(decodePart(header)).toMatchObject({ alg: 'HS256' });
      const claims = decodePart(payload);
      expect(claims.id).toBe(ana.id);
      expect(claims.exp - claims.iat).toBe(THIRTY_DAYS_S);
      expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(60);
      expect(claims).not.toHaveProperty('password');
    });

    test('the token it gives opens /api/users/me', async () => {
      const { jwt } = (await login({ identifier: 'Ana_Maria', password: TEST_PASSWORD })).json();
      const res = await me(bearer(jwt));
      expect(res.statusCode).toBe(200);
      expect(res.json().documentId).toBe(ana.documentId);
    });
  });

  describe('GET /api/users/me', () => {
    test('without a token answers 401 UnauthorizedError', async () => {
      const res = await me();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ data: null, error: { status: 401, name: 'UnauthorizedError' } });
    });

    test.each([
      ['garbage', 'Bearer garbage'],
      ['a JWT-shaped forgery', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl'],
      ['a token signed with another secret', 'other'],
    ])('with %s answers 401', async (_, header) => {
      let authorization = header;
      if (header === 'other') {
        const { tokenService } = await import('../../http/jwt.ts');
        const sid = JSON.parse(Buffer.from(ana.jwt.split('.')[1], 'base64url').toString('utf8')).sid;
        const forged = await tokenService('another-secret-of-enough-length').sign({
          id: ana.id,
          v: 0,
          sid,
          expiresAt: new Date(Date.now() + 3600_000),
        });
        authorization = `Bearer ${forged}`;
      }
      const res = await me({ authorization });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.name).toBe('UnauthorizedError');
    });

    test('with a valid token answers the user, without private fields or role', async () => {
      const res = await me(ana.headers);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id: ana.id,
        documentId: ana.documentId,
        username: 'Ana_Maria',
        email: ana.email,
        phoneVerified: true,
      });
      expect(body).not.toHaveProperty('data');
      expect(body).not.toHaveProperty('role');
      for (const secret of ['password', 'passwordHash', 'tokenVersion']) expect(body).not.toHaveProperty(secret);
    });

    test('populate=role gives {id, name, type}: predictor 3, admin 4', async () => {
      const predictor = await me(ana.headers, '?populate=role');
      expect(predictor.statusCode).toBe(200);
      expect(meWithRoleSchema.parse(predictor.json()).role).toMatchObject({
        id: ROLE_IDS.predictor,
        type: 'predictor',
        name: expect.any(String),
      });
      expect(predictor.json().role.id).toBe(3);

      const admin = await createUser(ctx, { username: 'sefu', role: 'admin' });
      const res = await me(admin.headers, '?populate=role');
      expect(res.json().role).toMatchObject({ id: 4, type: 'admin', name: expect.any(String) });
      for (const form of ['?populate[0]=role', '?populate[role]=true', '?populate=*']) {
        expect((await me(admin.headers, form)).json().role?.type, form).toBe('admin');
      }
    });

    test('an unknown populate is a 400', async () => {
      const res = await me(ana.headers, '?populate=passwordHash');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.name).toBe('ValidationError');
    });
  });

  describe('token lifetime', () => {
    test('a token stops working after the password changes, and the new password logs in', async () => {
      const u = await createUser(ctx, { username: 'schimba' });
      expect((await me(u.headers)).statusCode).toBe(200);
      await setPassword(ctx.db, u.id, await hashPassword('o-parola-noua-123'));
      const res = await me(u.headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.name).toBe('UnauthorizedError');
      expect((await login({ identifier: 'schimba', password: TEST_PASSWORD })).statusCode).toBe(400);
      const again = await login({ identifier: 'schimba', password: 'o-parola-noua-123' });
      expect(again.statusCode).toBe(200);
      expect((await me(bearer(again.json().jwt))).statusCode).toBe(200);
    });

    test('a token stops working after the account is deleted', async () => {
      const u = await createUser(ctx, { username: 'sters' });
      expect((await me(u.headers)).statusCode).toBe(200);
      await ctx.db.delete(users).where(eq(users.id, u.id));
      // Deleted behind the app's back: told as the app's own writes tell the session cache (else within 2 s).
      authChanged();
      const res = await me(u.headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.name).toBe('UnauthorizedError');
    });

    test('a blocked account cannot log in and its token stops working', async () => {
      const u = await createUser(ctx, { username: 'blocat' });
      await ctx.db.update(users).set({ blocked: true }).where(eq(users.id, u.id));
      expect((await me(u.headers)).statusCode).toBe(401);
      const res = await login({ identifier: 'blocat', password: TEST_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(authMessages.invalidCredentials);
    });
  });

  describe('password hashes', () => {
    test('are scrypt in the database and verify', async () => {
      const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ana.id));
      expect(row.hash.startsWith('scrypt$')).toBe(true);
      expect(await verifyPassword(TEST_PASSWORD, row.hash)).toBe(true);
      expect(await verifyPassword(`${TEST_PASSWORD}x`, row.hash)).toBe(false);
    });

    test('a fresh hash is salted: the same password hashes differently and both verify', async () => {
      const a = await hashPassword('aceeasi-parola');
      const b = await hashPassword('aceeasi-parola');
      expect(a).not.toBe(b);
      expect(a.startsWith('scrypt$')).toBe(true);
      expect(await verifyPassword('aceeasi-parola', a)).toBe(true);
      expect(await verifyPassword('aceeasi-parola', b)).toBe(true);
      expect(await verifyPassword('aceeasi-parola', 'bcrypt$whatever')).toBe(false);
    });
  });
});
