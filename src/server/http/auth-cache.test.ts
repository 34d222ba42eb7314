import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser, newSessionHeaders, TEST_PASSWORD } from '../test/factories.ts';
import { type TestContext, testApp } from '../test/test-app.ts';
import { authChanged, cachedAuthLookup } from './auth-cache.ts';

test('concurrent and repeated lookups of one session share one query; a change drops it at once', async () => {
  const db = {};
  let queries = 0;
  const lookup = async () => {
    queries += 1;
    return { id: 1 };
  };
  await Promise.all(Array.from({ length: 50 }, () => cachedAuthLookup(db, 1, 's', lookup)));
  await cachedAuthLookup(db, 1, 's', lookup);
  expect(queries).toBe(1);
  await cachedAuthLookup(db, 1, 'other', lookup);
  expect(queries).toBe(2);
  authChanged();
  await cachedAuthLookup(db, 1, 's', lookup);
  expect(queries).toBe(3);
  // Another app (database) never sees this one's entries.
  await cachedAuthLookup({}, 1, 's', lookup);
  expect(queries).toBe(4);
});

test('a change while a lookup runs makes its answer stale for later readers', async () => {
  const db = {};
  let release = () => {};
  const first = cachedAuthLookup(db, 2, 's', () => new Promise<string>((r) => (release = () => r('old'))));
  authChanged();
  release();
  expect(await first).toBe('old');
  expect(await cachedAuthLookup(db, 2, 's', async () => 'new')).toBe('new');
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testApp();
});
afterAll(() => ctx.close());

const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/users/me', headers });
const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });

test('with the lookups cached, logout, logout-all and a password change still end sessions at once', async () => {
  const user = await createUser(ctx, { username: 'cached_auth' });
  const phone = await newSessionHeaders(ctx, user.id);
  const tablet = await newSessionHeaders(ctx, user.id);
  for (const h of [user.headers, phone, tablet]) expect((await me(h)).statusCode).toBe(200);

  expect((await post('/api/auth/logout', phone)).statusCode).toBe(200);
  expect((await me(phone)).statusCode).toBe(401);
  expect((await me(user.headers)).statusCode).toBe(200);

  const changed = await post('/api/auth/change-password', user.headers, {
    currentPassword: TEST_PASSWORD,
    password: 'a-brand-new-password-42',
    passwordConfirmation: 'a-brand-new-password-42',
  });
  expect(changed.statusCode, changed.body).toBe(200);
  expect((await me(tablet)).statusCode).toBe(401);
  const fresh = { authorization: `Bearer ${changed.json().jwt}` };
  expect((await me(fresh)).statusCode).toBe(200);

  expect((await post('/api/auth/logout-all', fresh)).statusCode).toBe(200);
  expect((await me(fresh)).statusCode).toBe(401);
});

test('an admin demoting or deleting an account is seen by its next request', async () => {
  const admin = await createUser(ctx, { username: 'cache_admin', role: 'admin' });
  const other = await createUser(ctx, { username: 'cache_other', role: 'admin' });
  expect((await ctx.app.inject({ method: 'GET', url: '/api/users', headers: other.headers })).statusCode).toBe(200);
  const demoted = await ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${other.id}`,
    headers: admin.headers,
    payload: { role: 3 },
  });
  expect(demoted.statusCode, demoted.body).toBe(200);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/users', headers: other.headers })).statusCode).toBe(403);
  const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/users/${other.id}`, headers: admin.headers });
  expect(deleted.statusCode).toBe(200);
  expect((await me(other.headers)).statusCode).toBe(401);
});
