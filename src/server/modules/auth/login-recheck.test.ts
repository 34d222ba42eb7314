import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DELETED_PLAYER_NAME } from '../../../domain/deleted-player.ts';
import { authMessages } from '../../../domain/messages.ts';
import { rowsOf } from '../../db/client.ts';
import { users } from '../../db/tables/core.table.ts';
import { hashPassword } from '../../http/password.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { finaliseDeletion } from '../gdpr/gdpr-deletion.service.ts';

// A login checks the password (slow on purpose), then reads the account again under its row lock, the lock the
// wipe takes, before its session opens: a wipe, a block or a new password that came in between refuses it, and a
// deletion whose grace is over belongs to the wipe. The hook afterLoginPassword runs the rival step exactly
// between the two, so the race is the same at every run.

// Far ahead of the database's clock: the deletion jobs are never due by it, the tests run the wipe themselves.
const NOW = new Date('2031-03-02T10:00:00.000Z');
const DAY = 24 * 3_600_000;
let ctx: TestContext;
/** What happens between a login's password check and its lock (nothing unless a test says). */
let between: ((userId: number) => Promise<void>) | null = null;
let n = 0;

const login = (identifier: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/local', payload: { identifier, password: TEST_PASSWORD } });
const sessionsOf = async (userId: number) =>
  Number(
    (await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from sessions where user_id = ${userId}`))[0].n,
  );
const accountOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A player who asked for the deletion of the account at NOW: its grace ends at NOW + 7 days. */
async function leaving(): Promise<TestUser & { deleteAfter: Date }> {
  ctx.clock.set(NOW);
  const user = await createUser(ctx, { username: `pleaca_${++n}` });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/me/deletion',
    headers: user.headers,
    payload: { password: TEST_PASSWORD, confirmation: 'ȘTERGE' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, deleteAfter: new Date(res.json().data.deleteAfter) };
}

const expectRefused = async (res: Awaited<ReturnType<typeof login>>) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.message).toBe(authMessages.invalidCredentials);
};

beforeAll(async () => {
  ctx = await testApp({ now: NOW, hooks: { afterLoginPassword: (id) => between?.(id) ?? Promise.resolve() } });
});
afterAll(() => ctx.close());

describe("a login at the end of a deletion's grace", () => {
  test('the wipe commits between the password check and the lock: refused, no session on the tombstone', async () => {
    const ana = await leaving();
    ctx.clock.set(ana.deleteAfter);
    let wiped = false;
    between = async (id) => {
      wiped = await finaliseDeletion(ctx.app.services, id);
    };
    try {
      await expectRefused(await login(ana.username));
    } finally {
      between = null;
    }
    expect(wiped).toBe(true);
    expect((await accountOf(ana.id)).username).toBe(DELETED_PLAYER_NAME);
    expect(await sessionsOf(ana.id)).toBe(0);
  });

  test('the grace over and the wipe not run yet: refused, and the wipe still happens', async () => {
    const bob = await leaving();
    ctx.clock.set(bob.deleteAfter);
    await expectRefused(await login(bob.username));
    expect(await sessionsOf(bob.id)).toBe(0);
    expect((await accountOf(bob.id)).deleteAfter).toEqual(bob.deleteAfter);
    expect(await finaliseDeletion(ctx.app.services, bob.id)).toBe(true);
    expect(await sessionsOf(bob.id)).toBe(0);
  });

  test('a second before the end: the login cancels the deletion, and the wipe due a second later does nothing', async () => {
    const cora = await leaving();
    ctx.clock.set(new Date(+cora.deleteAfter - 1_000));
    const res = await login(cora.username);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deletionCancelled).toBe(true);
    ctx.clock.set(cora.deleteAfter);
    expect(await finaliseDeletion(ctx.app.services, cora.id)).toBe(false);
    expect((await accountOf(cora.id)).username).toBe(cora.username);
    expect(await sessionsOf(cora.id)).toBe(1);
  });

  test('the wipe started at the same moment as the lock, on many accounts: never a session on a wiped account', async () => {
    const accounts = [];
    for (let i = 0; i < 6; i++) accounts.push(await leaving());
    ctx.clock.set(new Date(+NOW + 7 * DAY));
    // Each wipe starts once its login has checked the password, and runs alongside the login's transaction.
    const wipes: Promise<boolean>[] = [];
    between = async (id) => {
      wipes.push(finaliseDeletion(ctx.app.services, id));
    };
    try {
      const answers = await Promise.all(accounts.map((a) => login(a.username)));
      expect(answers.map((r) => r.statusCode)).toEqual(accounts.map(() => 400));
    } finally {
      between = null;
    }
    expect(await Promise.all(wipes)).toEqual(accounts.map(() => true));
    for (const a of accounts) expect(await sessionsOf(a.id), a.username).toBe(0);
  });
});

describe('a login re-checks the account after the password', () => {
  test('blocked in between: refused, no session', async () => {
    ctx.clock.set(NOW);
    const dan = await createUser(ctx, { username: 'blocat_intre_timp' });
    const before = await sessionsOf(dan.id);
    between = async (id) => {
      await ctx.db.update(users).set({ blocked: true }).where(eq(users.id, id));
    };
    try {
      await expectRefused(await login(dan.username));
    } finally {
      between = null;
    }
    expect(await sessionsOf(dan.id)).toBe(before);
  });

  test('a new password set in between: the old one no longer opens a session', async () => {
    ctx.clock.set(NOW);
    const eva = await createUser(ctx, { username: 'parola_schimbata_intre_timp' });
    const before = await sessionsOf(eva.id);
    between = async (id) => {
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword('alta-parola-noua') })
        .where(eq(users.id, id));
    };
    try {
      await expectRefused(await login(eva.username));
    } finally {
      between = null;
    }
    expect(await sessionsOf(eva.id)).toBe(before);
  });
});
