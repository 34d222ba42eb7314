import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DELETED_PLAYER_NAME } from '../../../domain/deleted-player.ts';
import { users } from '../../db/tables/core.table.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// The wipe through the jobs themselves, on the real clock with no grace (the test servers' short grace, at its
// shortest): the request queues an 'account-deletion' job due at once, which the runner takes; a stale job (the
// deletion cancelled, then asked again) does nothing.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testApp({ env: { ACCOUNT_DELETION_GRACE_HOURS: '0' } });
});
afterAll(() => ctx.close());

const usernameOf = async (id: number) =>
  (await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, id)))[0]!.username;

test('the deletion job wipes the account once its time has come', async () => {
  const ana = await createUser(ctx, { username: 'anajob' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/me/deletion',
    headers: ana.headers,
    payload: { password: TEST_PASSWORD, confirmation: 'ȘTERGE' },
  });
  expect(res.statusCode).toBe(200);
  // The test app ran the due jobs before answering.
  expect(await usernameOf(ana.id)).toBe(DELETED_PLAYER_NAME);
  // The wipe removed every job naming the account, its own included (its runner's finish then touches nothing).
  expect(await ctx.db.select().from(jobs).where(eq(jobs.kind, 'account-deletion'))).toEqual([]);
});

test('a job of a cancelled request does nothing; the sweep job finds nothing more to do', async () => {
  const bob = await createUser(ctx, { username: 'bobjob' });
  await ctx.app.services.jobs.enqueue({
    kind: 'account-deletion',
    payload: { userId: bob.id, deleteAfter: new Date(Date.now() - 1_000).toISOString() },
  });
  await ctx.app.services.jobs.enqueue({ kind: 'account-deletion-sweep', dedupeKey: 'account-deletion-sweep' });
  await ctx.app.services.jobs.drain();
  expect(await usernameOf(bob.id)).toBe('bobjob');
  const states = await ctx.db.select({ kind: jobs.kind, state: jobs.state }).from(jobs);
  expect(states.every((j) => j.state === 'done')).toBe(true);
});
