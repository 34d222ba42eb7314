import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/tables/core.table.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-app.ts';

// What the leagues' test files share: calls through HTTP, and a league made the way a player makes one.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as `user` (null: a visitor), with {data} as the body when given. */
export const call = (ctx: TestContext, method: Method, url: string, user: TestUser | null, data?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(data === undefined ? {} : { payload: { data } as object }),
  });

/** A league created through POST /api/leagues by `owner`: its documentId and invite code. */
export async function newLeague(ctx: TestContext, owner: TestUser, name = 'Liga Prietenilor') {
  const res = await call(ctx, 'POST', '/api/leagues', owner, { name });
  expect(res.statusCode, res.body).toBe(201);
  const { documentId, code } = res.json().data as { documentId: string; code: string };
  return { documentId, code };
}

/** Joins through POST /api/leagues/join; fails the test unless it is accepted. */
export async function join(ctx: TestContext, user: TestUser, code: string) {
  const res = await call(ctx, 'POST', '/api/leagues/join', user, { code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Verified players named prefix1, prefix2... */
export async function players(ctx: TestContext, prefix: string, n: number) {
  const made: TestUser[] = [];
  for (let i = 1; i <= n; i++) made.push(await createUser(ctx, { username: `${prefix}${i}` }));
  return made;
}

/** Sets an account's totals straight in the database (the points histogram follows by trigger). */
export async function setPoints(ctx: TestContext, user: TestUser, points: number, currentPoints = 0) {
  await ctx.db.update(users).set({ points, currentPoints }).where(eq(users.id, user.id));
}
