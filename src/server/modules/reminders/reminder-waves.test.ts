import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/tables/core.table.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { pushSubscriptions, reminderSends, reminderWaves } from '../../db/tables/reminders.table.ts';
import { createUser } from '../../test/factories.ts';
import { mailsTo } from '../../test/outbox.ts';
import { type PushService, startPushService } from '../../test/push-service.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { createPushSender } from './push-sender.adapter.ts';
import { planReminderWaves, runReminderChunk } from './reminders.jobs.ts';
import {
  DEADLINE,
  HOUR,
  LATER_MS,
  playerWithBrowsers,
  predict,
  pushEnv,
  pushesTo,
  reminderMatches,
  setReminders,
} from './reminders.world.ts';

// A wave end to end: the clock finds a deadline 24 h (then 3 h) away, the wave's chunks run as jobs, and each
// player's browsers receive one push naming only the matches they have not predicted (decrypted by the local push
// service, which checks the VAPID signature); e-mail for those who chose it, with the one-click unsubscribe.

let ctx: TestContext;
let push: PushService;
let world: Awaited<ReturnType<typeof reminderMatches>>;
let players: Record<string, Awaited<ReturnType<typeof playerWithBrowsers>>>;
beforeAll(async () => {
  const { keys, env } = pushEnv();
  ctx = await testApp({ now: new Date(DEADLINE.getTime() - 23 * HOUR), env: { ...env, REMINDER_CHUNK_SIZE: '3' } });
  push = await startPushService({ vapidPublicKey: keys.publicKey });
  world = await reminderMatches(ctx);
  const p = (username: string, opts: { verified?: boolean; browsers?: number } = {}) =>
    playerWithBrowsers(ctx, push, { username, ...opts });
  players = {
    ana: await p('ana'),
    bogdan: await p('bogdan'),
    carmen: await p('carmen'),
    dan: await p('dan', { verified: false }),
    elena: await p('elena'),
    florin: await p('florin', { browsers: 2 }),
    george: await p('george'),
    ion: await p('ion', { browsers: 0 }),
  };
  await predict(ctx, players.ana, [world.shared[0].id]);
  await predict(
    ctx,
    players.carmen,
    world.shared.map((m) => m.id),
  );
  await ctx.db.update(users).set({ blocked: true }).where(eq(users.id, players.elena.id));
  await setReminders(ctx, players.bogdan, { email: true });
  await setReminders(ctx, players.george, { before24h: false });
  await setReminders(ctx, players.ion, { email: true, push: false });
  await createUser(ctx, { username: 'sef', role: 'admin' });
  push.gone.add(players.florin.browsers[1].endpoint);
});
afterAll(async () => {
  await ctx.close();
  await push.close();
});

const wave = async () => {
  const chunks = await planReminderWaves(ctx.app.services);
  await ctx.app.services.jobs.drain();
  return chunks;
};
const teams = (body: string) => body.split('. ')[0];

describe('the 24 h wave', () => {
  test('each browser gets one push with only its player’s unpredicted matches of this deadline', async () => {
    expect(await wave()).toBeGreaterThan(1);
    const [ana] = pushesTo(push, players.ana.browsers[0]);
    expect(pushesTo(push, players.ana.browsers[0])).toHaveLength(1);
    expect(ana.title).toBe('Mai ai 2 meciuri de prezis până sâmbătă la 18:30');
    expect(teams(ana.body)).toBe('Rapid – CFR Cluj, Farul – Petrolul');
    expect(ana).toMatchObject({ url: '/matches', tag: `deadline-${DEADLINE.toISOString()}` });
    const [bogdan] = pushesTo(push, players.bogdan.browsers[0]);
    expect(bogdan.title).toBe('Mai ai 3 meciuri de prezis până sâmbătă la 18:30');
    expect(teams(bogdan.body)).toBe('Dinamo – FCSB, Rapid – CFR Cluj, Farul – Petrolul');
    expect(push.refused.filter((r) => r.status !== 410)).toEqual([]);
  });

  test('nothing for who predicted everything, unverified or blocked accounts, or who wants only the 3 h one', () => {
    for (const name of ['carmen', 'dan', 'elena', 'george']) {
      expect(pushesTo(push, players[name].browsers[0]), name).toEqual([]);
    }
  });

  test('a browser the push service says is gone (410) loses its subscription; the player’s other one got it', async () => {
    expect(pushesTo(push, players.florin.browsers[0])).toHaveLength(1);
    const rows = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, players.florin.id));
    expect(rows.map((r) => r.endpoint)).toEqual([players.florin.browsers[0].endpoint]);
  });

  test('e-mail goes to who chose it, with the list, the unsubscribe link and the one-click headers', async () => {
    expect(mailsTo(ctx.config.dataDir, players.ana.email)).toEqual([]);
    const [mail, ...more] = mailsTo(ctx.config.dataDir, players.ion.email) as (ReturnType<typeof mailsTo>[number] & {
      headers: Record<string, string>;
    })[];
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Mai ai 3 meciuri de prezis până sâmbătă la 18:30');
    expect(mail.text).toContain('  • Dinamo – FCSB\n  • Rapid – CFR Cluj\n  • Farul – Petrolul\n');
    expect(mail.text).toContain('https://prezice.test/matches');
    const token = /https:\/\/prezice\.test\/reminders\/unsubscribe\?token=([\w.-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://prezice.test/api/reminders/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mailsTo(ctx.config.dataDir, players.bogdan.email)).toHaveLength(1);

    // What a mail client does with those headers: e-mail reminders off, push kept.
    const res = await ctx.app.inject({
      method: 'POST',
      url: mail.headers['List-Unsubscribe'].slice('<https://prezice.test'.length, -1),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json().data).toEqual({ email: false });
  });

  test('the wave is decided once: the clock seeing it again, or its chunks run again, send nothing more', async () => {
    const before = push.received.length;
    expect(await wave()).toBe(0);
    const [row] = await ctx.db.select().from(reminderWaves);
    const chunkJobs = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'reminder-chunk'));
    expect(chunkJobs.length).toBe(row.chunks);
    const sender = createPushSender({ ...ctx.config.push, vapid: ctx.config.push.vapid! }, { concurrency: 4 });
    try {
      for (const job of chunkJobs) await runReminderChunk(ctx.app.services, sender, job.payload);
    } finally {
      sender.close();
    }
    expect(push.received.length).toBe(before);
    const ledger = await ctx.db.select().from(reminderSends);
    expect(ledger.map((r) => r.userId).sort()).toEqual(
      [players.ana.id, players.bogdan.id, players.florin.id, players.ion.id].sort(),
    );
  });
});

test('a player nothing reached (the push service down) is given back: the chunk fails and its retry reaches them', async () => {
  const player = await playerWithBrowsers(ctx, push, { username: 'hanna' });
  push.failing.add(player.browsers[0].endpoint);
  const [row] = await ctx.db.select().from(reminderWaves);
  const sender = createPushSender({ ...ctx.config.push, vapid: ctx.config.push.vapid! }, { concurrency: 4 });
  const chunk = { waveId: row.id, fromId: player.id, toId: player.id + 1 };
  try {
    await expect(runReminderChunk(ctx.app.services, sender, chunk)).rejects.toThrow('tried again');
    expect(await ctx.db.select().from(reminderSends).where(eq(reminderSends.userId, player.id))).toEqual([]);
    push.failing.clear();
    await runReminderChunk(ctx.app.services, sender, chunk);
    await runReminderChunk(ctx.app.services, sender, chunk);
  } finally {
    sender.close();
  }
  expect(pushesTo(push, player.browsers[0])).toHaveLength(1);
  expect(await ctx.db.select().from(reminderSends).where(eq(reminderSends.userId, player.id))).toHaveLength(1);
});

describe('the 3 h wave, and the deadline', () => {
  test('3 h before, a second reminder with what is still missing; who wanted only this one gets it', async () => {
    await predict(ctx, players.ana, [world.shared[1].id]);
    ctx.clock.set(new Date(DEADLINE.getTime() - 2.5 * HOUR));
    expect(await wave()).toBeGreaterThan(0);
    const ana = pushesTo(push, players.ana.browsers[0]);
    expect(ana).toHaveLength(2);
    expect(ana[1].title).toBe('Mai ai un meci de prezis până la 18:30');
    expect(teams(ana[1].body)).toBe('Farul – Petrolul');
    expect(pushesTo(push, players.george.browsers[0])).toHaveLength(1);
    // Ion turned e-mail off with the one-click link: no second e-mail.
    expect(mailsTo(ctx.config.dataDir, players.ion.email)).toHaveLength(1);
    expect(await ctx.db.select().from(reminderWaves)).toHaveLength(2);
  });

  test('a late 24 h wave (under 3 h left) is skipped for the 3 h one; nothing once the deadline has passed', async () => {
    const before = push.received.length;
    // The later match's deadline is 2 h away when the clock first sees it: only its 3 h wave starts.
    ctx.clock.set(new Date(DEADLINE.getTime() + LATER_MS - 2 * HOUR));
    await wave();
    const waves = await ctx.db.select().from(reminderWaves);
    expect(waves.map((w) => [w.deadline.getTime() - DEADLINE.getTime(), w.leadHours])).toEqual([
      [0, 24],
      [0, 3],
      [LATER_MS, 3],
    ]);
    const tags = push.received.slice(before).map((r) => (r.payload as { tag: string }).tag);
    expect(new Set(tags)).toEqual(new Set([`deadline-${new Date(DEADLINE.getTime() + LATER_MS).toISOString()}`]));

    // A chunk of the passed deadline's wave, run late (a job retried after the deadline), sends nothing.
    const passed = push.received.length;
    await ctx.db.delete(reminderSends).where(eq(reminderSends.deadline, DEADLINE));
    const sender = createPushSender({ ...ctx.config.push, vapid: ctx.config.push.vapid! }, { concurrency: 4 });
    try {
      await runReminderChunk(ctx.app.services, sender, { waveId: waves[1].id, fromId: 0, toId: null });
    } finally {
      sender.close();
    }
    expect(push.received.length).toBe(passed);
  });
});
