import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROLE_IDS } from '../domain/limits.ts';
import { ensureAdmin, isEmptyDatabase } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { users } from './db/tables/core.table.ts';
import { createLeague, createUser } from './test/factories.ts';
import { bearer, type TestContext, testApp } from './test/test-app.ts';

// What a start does before serving: the admin account, and the configuration it reads.

let ctx: TestContext;

const login = (identifier: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/local', payload: { identifier, password } });
const me = (jwt: string) => ctx.app.inject({ method: 'GET', url: '/api/users/me?populate=role', headers: bearer(jwt) });
const rowsNamed = (username: string) =>
  ctx.db
    .select({ id: users.id, roleId: users.roleId, phoneVerified: users.phoneVerified, email: users.email })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);

beforeAll(async () => {
  ctx = await testApp();
});
afterAll(() => ctx.close());

describe('ensureAdmin', () => {
  test('creates the admin with a generated password, returned once', async () => {
    const first = await ensureAdmin(ctx.db, { username: 'admin', email: 'admin@prezice.local' });
    expect(first.created).toBe(true);
    expect(first.username).toBe('admin');
    expect(first.generatedPassword).toEqual(expect.any(String));
    expect(first.generatedPassword!.length).toBeGreaterThanOrEqual(12);
    const rows = await rowsNamed('admin');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ roleId: ROLE_IDS.admin, phoneVerified: true, email: 'admin@prezice.local' });

    const res = await login('admin', first.generatedPassword!);
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().jwt)).json().role).toMatchObject({ id: 4, type: 'admin' });

    const second = await ensureAdmin(ctx.db, { username: 'admin', email: 'admin@prezice.local' });
    expect(second).toEqual({ username: 'admin', created: false });
    expect(second.generatedPassword).toBeUndefined();
    expect(await rowsNamed('admin')).toHaveLength(1);
    // The generated password still works: a second start does not replace it.
    expect((await login('admin', first.generatedPassword!)).statusCode).toBe(200);
  });

  test('two generated passwords differ', async () => {
    const a = await ensureAdmin(ctx.db, { username: 'admin_a', email: 'a@prezice.local' });
    const b = await ensureAdmin(ctx.db, { username: 'admin_b', email: 'b@prezice.local' });
    expect(a.generatedPassword).not.toBe(b.generatedPassword);
  });

  test('with ADMIN_PASSWORD set, creates the admin with that password and returns none', async () => {
    const result = await ensureAdmin(ctx.db, {
      username: 'sef',
      email: 'sef@prezice.local',
      password: 'parola-admin-1',
    });
    expect(result).toEqual({ username: 'sef', created: true, generatedPassword: undefined });
    expect((await login('sef', 'parola-admin-1')).statusCode).toBe(200);
  });

  test('promotes an existing non-admin account with that username, whatever the case', async () => {
    const user = await createUser(ctx, { username: 'Moderator', role: 'predictor' });
    expect((await me(user.jwt)).json().role.type).toBe('predictor');
    const result = await ensureAdmin(ctx.db, { username: 'moderator', email: 'other@prezice.local' });
    expect(result).toEqual({ username: 'moderator', created: false });
    const rows = await rowsNamed('moderator');
    expect(rows).toHaveLength(1);
    expect(rows[0].roleId).toBe(ROLE_IDS.admin);
    expect(rows[0].email).toBe(user.email);
    // Promotion keeps the session: the token still works, now as an admin.
    const res = await me(user.jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json().role.type).toBe('admin');
  });

  test('updates the password when ADMIN_PASSWORD changes, and only then', async () => {
    await ensureAdmin(ctx.db, { username: 'rotire', email: 'rotire@prezice.local', password: 'parola-veche-1' });
    const old = await login('rotire', 'parola-veche-1');
    expect(old.statusCode).toBe(200);
    const oldJwt = old.json().jwt;

    // The same password again: nothing changes, the session stays.
    await ensureAdmin(ctx.db, { username: 'rotire', email: 'rotire@prezice.local', password: 'parola-veche-1' });
    expect((await me(oldJwt)).statusCode).toBe(200);

    await ensureAdmin(ctx.db, { username: 'rotire', email: 'rotire@prezice.local', password: 'parola-noua-22' });
    expect((await login('rotire', 'parola-veche-1')).statusCode).toBe(400);
    expect((await login('rotire', 'parola-noua-22')).statusCode).toBe(200);
    expect((await me(oldJwt)).statusCode).toBe(401);
  });

  test('promotes and sets the password in one go', async () => {
    const user = await createUser(ctx, { username: 'dublu' });
    await ensureAdmin(ctx.db, { username: 'dublu', email: 'dublu@prezice.local', password: 'parola-dubla-1' });
    const [row] = await ctx.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, user.id));
    expect(row.roleId).toBe(ROLE_IDS.admin);
    expect((await login('dublu', 'parola-dubla-1')).statusCode).toBe(200);
  });

  test('isEmptyDatabase is true before teams and matches, false after', async () => {
    expect(await isEmptyDatabase(ctx.db)).toBe(true);
    await createLeague(ctx.db, new Date(), 2);
    expect(await isEmptyDatabase(ctx.db)).toBe(false);
  });
});

describe('loadConfig', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'prezice-config-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  test('refuses CAPTCHA=off when NODE_ENV=production', () => {
    const dir = tmp();
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CAPTCHA: 'off', DATA_DIR: dir, JWT_SECRET: 'a-secret-of-sixteen-plus' }),
    ).toThrow(/CAPTCHA=off/);
    expect(
      loadConfig({ NODE_ENV: 'development', CAPTCHA: 'off', DATA_DIR: dir, JWT_SECRET: 'a-secret-of-sixteen-plus' })
        .captcha,
    ).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'a-secret-of-sixteen-plus' }).captcha).toBe(
      'altcha',
    );
  });

  test('without JWT_SECRET, the config leaves the secret to the database and writes nothing in DATA_DIR', () => {
    const dir = join(tmp(), 'nested', 'data');
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe('');
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
  });

  test('a JWT_SECRET given wins and writes nothing', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'given-secret-of-enough-length' });
    expect(config.jwtSecret).toBe('given-secret-of-enough-length');
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
  });

  test('refuses a JWT_SECRET shorter than 16 characters and other bad values', () => {
    const dir = tmp();
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'a-secret-of-sixteen-plus', PORT: 'x' })).toThrow(/PORT/);
    expect(() =>
      loadConfig({ DATA_DIR: dir, JWT_SECRET: 'a-secret-of-sixteen-plus', ADMIN_PASSWORD: 'short' }),
    ).toThrow(/ADMIN_PASSWORD/);
  });

  test('reads the admin and lower-cases its e-mail', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      JWT_SECRET: 'a-secret-of-sixteen-plus',
      ADMIN_USERNAME: 'Sef',
      ADMIN_EMAIL: 'Sef@Prezice.RO',
      ADMIN_PASSWORD: 'parola-lunga-1',
    });
    expect(config.admin).toEqual({ username: 'Sef', email: 'sef@prezice.ro', password: 'parola-lunga-1' });
  });
});
