import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminSessionMessages } from '../../../domain/admin-session.ts';
import { ROLE_IDS } from '../../../domain/limits.ts';
import { userAdminMessages } from '../../../domain/user-admin.schemas.ts';
import { ensureAdmin } from '../../bootstrap.ts';
import { users } from '../../db/tables/core.table.ts';
import { createUser, newSessionHeaders, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// Admins among themselves: no admin deletes another admin or itself, and the site never loses its last admin, even
// when two admins demote each other at the same moment (on PostgreSQL the two requests really run at once).

let ctx: TestContext;
let boss: TestUser;
let n = 0;

const demote = (caller: TestUser, target: TestUser) =>
  ctx.app.inject({ method: 'PUT', url: `/api/users/${target.id}`, headers: caller.headers, payload: { role: 3 } });
const remove = (caller: TestUser, target: { id: number }) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/users/${target.id}`, headers: caller.headers });
const newAdmin = () => createUser(ctx, { username: `sef_${++n}`, role: 'admin' });
const adminsAmong = async (...accounts: { id: number }[]) =>
  (
    await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.roleId, ROLE_IDS.admin),
          inArray(
            users.id,
            accounts.map((a) => a.id),
          ),
        ),
      )
  ).length;

beforeAll(async () => {
  ctx = await testApp();
  boss = await newAdmin();
});
afterAll(() => ctx.close());

describe('deleting an admin', () => {
  test('another admin, the bootstrap one included, is refused with a Romanian 403 and stays', async () => {
    const other = await newAdmin();
    const refused = await remove(boss, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      name: 'ForbiddenError',
      message: adminSessionMessages.adminNotDeletable,
    });
    expect(await adminsAmong(other)).toBe(1);

    await ensureAdmin(ctx.db, ctx.config.admin);
    const [bootstrap] = await ctx.db.select().from(users).where(eq(users.username, ctx.config.admin.username));
    expect((await remove(boss, bootstrap)).statusCode).toBe(403);
    expect(await adminsAmong(bootstrap)).toBe(1);
  });

  test('itself is refused', async () => {
    const res = await remove(boss, boss);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(userAdminMessages.selfDelete);
  });

  test('a demoted admin is a player, and can then be deleted', async () => {
    const other = await newAdmin();
    expect((await demote(boss, other)).statusCode).toBe(200);
    expect((await remove(boss, other)).statusCode).toBe(200);
  });
});

describe('the last admin', () => {
  test('cannot demote itself; demoted by another, an admin cannot act as one any more', async () => {
    const self = await demote(boss, boss);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(userAdminMessages.selfDemote);
    const other = await newAdmin();
    expect((await demote(other, boss)).statusCode).toBe(200);
    // The demoted one's token no longer does admin work, so it cannot demote the last one back.
    expect((await demote(boss, other)).statusCode).toBe(403);
    expect(await adminsAmong(other)).toBe(1);
    const promote = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${boss.id}`,
      headers: other.headers,
      payload: { role: 4 },
    });
    expect(promote.statusCode).toBe(200);
    boss = { ...boss, headers: await newSessionHeaders(ctx, boss.id) };
  });

  test('two admins demoting each other at once leave one admin, every time', async () => {
    for (let round = 0; round < 8; round++) {
      const [a, b] = [await newAdmin(), await newAdmin()];
      const answers = await Promise.all([demote(a, b), demote(b, a)]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses, answers.map((r) => r.body).join('\n')).toEqual([200, 403]);
      expect(await adminsAmong(a, b), `round ${round}`).toBe(1);
    }
  });

  test('three admins demoting one another in a ring at once leave at least one', async () => {
    for (let round = 0; round < 4; round++) {
      const [a, b, c] = [await newAdmin(), await newAdmin(), await newAdmin()];
      await Promise.all([demote(a, b), demote(b, c), demote(c, a)]);
      expect(await adminsAmong(a, b, c), `round ${round}`).toBeGreaterThanOrEqual(1);
    }
  });
});
