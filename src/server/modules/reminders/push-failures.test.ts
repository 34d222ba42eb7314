import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { pushSubscriptions, reminderSends, reminderWaves } from '../../db/tables/reminders.table.ts';
import { type PushService, startPushService } from '../../test/push-service.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { createPushSender, type PushSender } from './push-sender.adapter.ts';
import { PUSH_FAILURES_MAX, runReminderChunk } from './reminders.jobs.ts';
import { DEADLINE, HOUR, playerWithBrowsers, pushEnv, pushesTo, reminderMatches } from './reminders.world.ts';

// A browser that cannot be reached is not pushed to for ever: 5 reminders in a row that fail for it delete its
// subscription, a delivered one in between starts the count again, and the chunk's own retries within the hour
// count as one failure (a push service down for a minute costs nothing). The real chunk runner, a local push
// service made to answer 503, the server's clock moved an hour and a minute between reminders.

let ctx: TestContext;
let push: PushService;
let sender: PushSender;
let waveId: number;
beforeAll(async () => {
  const { keys, env } = pushEnv();
  ctx = await testApp({ now: new Date(DEADLINE.getTime() - 23 * HOUR), env });
  push = await startPushService({ vapidPublicKey: keys.publicKey });
  await reminderMatches(ctx);
  // The wave's row alone: its chunk is run here, not by the job runner.
  [{ id: waveId }] = await ctx.db.insert(reminderWaves).values({ deadline: DEADLINE, leadHours: 24 }).returning();
  sender = createPushSender({ ...ctx.config.push, vapid: ctx.config.push.vapid! }, { concurrency: 4 });
});
afterAll(async () => {
  sender?.close();
  await ctx?.close();
  await push?.close();
});

/** One reminder for this player: its chunk run (again, the ledger cleared), the clock then 61 minutes on. */
async function remind(player: { id: number }, { later = true } = {}) {
  await ctx.db.delete(reminderSends).where(eq(reminderSends.userId, player.id));
  const ran = await runReminderChunk(ctx.app.services, sender, { waveId, fromId: player.id, toId: player.id + 1 }).then(
    () => 'sent',
    (error: Error) => error.message,
  );
  if (later) ctx.clock.advance(HOUR + 60_000);
  return ran;
}

const subscriptionOf = async (endpoint: string) =>
  (await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

test(`${PUSH_FAILURES_MAX} failed reminders in a row delete the subscription; retries within the hour count once`, async () => {
  const player = await playerWithBrowsers(ctx, push, { username: 'departe' });
  const { endpoint } = player.browsers[0];
  push.failing.add(endpoint);
  for (let i = 1; i < PUSH_FAILURES_MAX; i++) {
    expect(await remind(player, { later: i < PUSH_FAILURES_MAX - 1 })).toMatch(/tried again/);
    expect((await subscriptionOf(endpoint))?.failures).toBe(i);
  }
  // The chunk's retries after the fourth, minutes apart: the same failure.
  for (let retry = 0; retry < 3; retry++) {
    ctx.clock.advance(5 * 60_000);
    expect(await remind(player, { later: false })).toMatch(/tried again/);
  }
  expect((await subscriptionOf(endpoint))?.failures).toBe(PUSH_FAILURES_MAX - 1);
  ctx.clock.advance(HOUR);
  // The fifth: the subscription goes, and the chunk has nobody left to retry.
  expect(await remind(player)).toBe('sent');
  expect(await subscriptionOf(endpoint)).toBeUndefined();
  const before = push.refused.length;
  push.failing.clear();
  expect(await remind(player)).toBe('sent');
  expect(push.refused.length).toBe(before);
  expect(pushesTo(push, player.browsers[0])).toEqual([]);
});

test('a delivered reminder in between starts the count again', async () => {
  const player = await playerWithBrowsers(ctx, push, { username: 'intermitent' });
  const { endpoint } = player.browsers[0];
  push.failing.add(endpoint);
  for (let i = 1; i < PUSH_FAILURES_MAX; i++) await remind(player);
  expect((await subscriptionOf(endpoint))?.failures).toBe(PUSH_FAILURES_MAX - 1);
  push.failing.delete(endpoint);
  expect(await remind(player)).toBe('sent');
  expect(pushesTo(push, player.browsers[0])).toHaveLength(1);
  expect(await subscriptionOf(endpoint)).toMatchObject({ failures: 0, failedAt: null });
  push.failing.add(endpoint);
  for (let i = 1; i < PUSH_FAILURES_MAX; i++) await remind(player);
  expect((await subscriptionOf(endpoint))?.failures).toBe(PUSH_FAILURES_MAX - 1);
  await remind(player);
  expect(await subscriptionOf(endpoint)).toBeUndefined();
});

test('another browser of the player, reached each time, keeps its subscription', async () => {
  const player = await playerWithBrowsers(ctx, push, { username: 'doua', browsers: 2 });
  const [dead, alive] = player.browsers;
  push.failing.add(dead.endpoint);
  for (let i = 0; i < PUSH_FAILURES_MAX; i++) expect(await remind(player)).toBe('sent');
  expect(await subscriptionOf(dead.endpoint)).toBeUndefined();
  expect(await subscriptionOf(alive.endpoint)).toMatchObject({ failures: 0 });
  expect(pushesTo(push, alive)).toHaveLength(PUSH_FAILURES_MAX);
});
