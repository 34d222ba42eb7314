import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { reminderSends, reminderWaves } from '../../db/tables/reminders.table.ts';
import { type PushService, startPushService } from '../../test/push-service.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { freshPgDatabase } from '../../test/two-instances.ts';
import { createPushSender } from './push-sender.adapter.ts';
import { planReminderWaves, runReminderChunk } from './reminders.jobs.ts';
import { DEADLINE, HOUR, playerWithBrowsers, pushEnv, reminderMatches } from './reminders.world.ts';

// Two instances of the app on one PostgreSQL database, each with its own connections, change bus and job runner:
// both clocks see the same wave at the same moment, and both runners take its chunks. Every player is reminded
// exactly once. Deterministic: the two instances are made to race on purpose (Promise.all), nothing waits on time.

const PLAYERS = 24;
const CHUNK = 5;

let pg: Awaited<ReturnType<typeof freshPgDatabase>>;
let databases: Database[];
let a: TestContext;
let b: TestContext;
let push: PushService;
let players: Awaited<ReturnType<typeof playerWithBrowsers>>[];
beforeAll(async () => {
  pg = await freshPgDatabase(process.env.DATABASE_URL ?? '', 'reminders', inject('pgTemplate'));
  databases = [
    await openDatabase({ databaseUrl: pg.url, poolSize: 4 }),
    await openDatabase({ databaseUrl: pg.url, poolSize: 4 }),
  ];
  const { keys, env } = pushEnv();
  const options = {
    now: new Date(DEADLINE.getTime() - 20 * HOUR),
    env: { ...env, REMINDER_CHUNK_SIZE: String(CHUNK) },
  };
  a = await testApp({ ...options, database: databases[0] });
  b = await testApp({ ...options, database: databases[1] });
  push = await startPushService({ vapidPublicKey: keys.publicKey });
  await reminderMatches(a);
  players = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await playerWithBrowsers(a, push, { username: `jucator${i}` }));
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await Promise.all((databases ?? []).map((d) => d.close()));
  await pg?.drop();
  await push?.close();
});

const countsByBrowser = () => {
  const counts = new Map<string, number>();
  for (const r of push.received) counts.set(r.subscriptionId, (counts.get(r.subscriptionId) ?? 0) + 1);
  return players.map((p) => counts.get(p.browsers[0].id) ?? 0);
};

test('both clocks see the wave at once: it is decided once, and the two runners remind everyone once', async () => {
  const planned = await Promise.all([planReminderWaves(a.app.services), planReminderWaves(b.app.services)]);
  expect(planned.sort()).toEqual([0, Math.ceil(PLAYERS / CHUNK)]);
  await Promise.all([a.app.services.jobs.drain(), b.app.services.jobs.drain()]);
  expect(countsByBrowser()).toEqual(players.map(() => 1));
  expect(await a.db.select().from(reminderWaves)).toHaveLength(1);
  const chunkJobs = await a.db.select().from(jobs).where(eq(jobs.kind, 'reminder-chunk'));
  expect(chunkJobs.map((j) => j.state)).toEqual(chunkJobs.map(() => 'done'));
  expect(await a.db.select().from(reminderSends)).toHaveLength(PLAYERS);
});

test('one chunk run by both instances at the same moment reminds each of its players once', async () => {
  const [wave] = await a.db.select().from(reminderWaves);
  // As if the chunk had never run: its ledger rows go, and both instances take it at once.
  await a.db.delete(reminderSends);
  const before = countsByBrowser();
  const senders = [a, b].map((ctx) =>
    createPushSender({ ...ctx.config.push, vapid: ctx.config.push.vapid! }, { concurrency: 4 }),
  );
  try {
    await Promise.all(
      [a, b].map((ctx, i) =>
        runReminderChunk(ctx.app.services, senders[i], { waveId: wave.id, fromId: 0, toId: null }),
      ),
    );
  } finally {
    for (const s of senders) s.close();
  }
  expect(countsByBrowser()).toEqual(before.map((n) => n + 1));
});
