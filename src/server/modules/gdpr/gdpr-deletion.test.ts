import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DELETED_PLAYER_NAME } from '../../../domain/deleted-player.ts';
import { gdprMessages } from '../../../domain/gdpr.ts';
import { rowsOf } from '../../db/client.ts';
import { communityPosts } from '../../db/tables/community.table.ts';
import { users } from '../../db/tables/core.table.ts';
import { leagues } from '../../db/tables/leagues.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { createLeague, createUser, newSessionHeaders, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { findFile } from '../uploads/uploads.queries.ts';
import { fillAccount, userReferences } from './gdpr.world.ts';
import { finaliseDeletion, finaliseDueDeletions } from './gdpr-deletion.service.ts';

// Far ahead of the database's own clock: the deletion jobs (run_at = the app's now + 7 days) are never due in the
// database's time, so the tests drive the wipe by calling it, as the job and the hourly sweep do.
const NOW = new Date('2031-03-02T10:00:00.000Z');
const DAY = 24 * 3_600_000;
let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
let admin: TestUser;
let ana: TestUser;
let bob: TestUser;
let cora: TestUser;
let world: Awaited<ReturnType<typeof fillAccount>>;

const post = (url: string, payload: object, user?: TestUser) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: user?.headers ?? {} });
const login = (identifier: string, password = TEST_PASSWORD) => post('/api/auth/local', { identifier, password });
const board = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/leaderboard?pageSize=50' })).json().data as {
    username: string;
    points: number;
    rank: number;
  }[];
const stateOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 4);
  admin = await createUser(ctx, { username: 'sefgdpr', role: 'admin' });
  ana = await createUser(ctx, { username: 'anagdpr', phone: '+40712345678' });
  bob = await createUser(ctx, { username: 'bobgdpr' });
  cora = await createUser(ctx, { username: 'coragdpr' });
  world = await fillAccount(ctx, league, ana, bob);
});
afterAll(() => ctx.close());

describe('POST /api/me/deletion', () => {
  test('a wrong password is a 400 in Romanian, and nothing is scheduled', async () => {
    const res = await post('/api/me/deletion', { password: 'nu-e-parola', confirmation: 'ȘTERGE' }, ana);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(gdprMessages.wrongPassword);
    expect((await stateOf(ana.id)).deleteAfter).toBeNull();
  });

  test('a wrong confirmation is a 400 (the word is forgiving of case and diacritics, not of a letter)', async () => {
    const res = await post('/api/me/deletion', { password: TEST_PASSWORD, confirmation: 'sterg' }, ana);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(gdprMessages.wrongConfirmation);
    const missing = await post('/api/me/deletion', { password: TEST_PASSWORD }, ana);
    expect(missing.statusCode).toBe(400);
    expect((await stateOf(ana.id)).deleteAfter).toBeNull();
  });

  test('an admin account cannot delete itself this way', async () => {
    const res = await post('/api/me/deletion', { password: TEST_PASSWORD, confirmation: 'ȘTERGE' }, admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(gdprMessages.adminNotDeletable);
  });

  test('the right password and word: 7 days of grace, logged out at once; a login cancels it', async () => {
    // Typed without the diacritic, as a phone keyboard often gives it.
    const res = await post('/api/me/deletion', { password: TEST_PASSWORD, confirmation: ' sterge ' }, ana);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deleteAfter).toBe(new Date(NOW.getTime() + 7 * DAY).toISOString());
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: ana.headers })).statusCode).toBe(401);

    ctx.clock.advance(3 * DAY);
    const back = await login('anagdpr');
    expect(back.statusCode).toBe(200);
    expect(back.json().deletionCancelled).toBe(true);
    expect((await stateOf(ana.id)).deleteAfter).toBeNull();
    // A second login says nothing more.
    expect((await login('anagdpr')).json().deletionCancelled).toBeUndefined();
    // Past the old deadline nothing happens.
    ctx.clock.advance(5 * DAY);
    expect(await finaliseDueDeletions(ctx.app.services)).toBe(0);
    expect((await stateOf(ana.id)).username).toBe('anagdpr');
    ana = { ...ana, headers: { authorization: `Bearer ${back.json().jwt}` } };
  });
});

describe('the wipe after the grace', () => {
  let before: Awaited<ReturnType<typeof board>>;

  test('not before the 7 days are over', async () => {
    before = await board();
    const res = await post('/api/me/deletion', { password: TEST_PASSWORD, confirmation: 'ȘTERGE' }, ana);
    expect(res.statusCode).toBe(200);
    ctx.clock.advance(7 * DAY - 60_000);
    expect(await finaliseDueDeletions(ctx.app.services)).toBe(0);
    expect((await stateOf(ana.id)).deletedAt).toBeNull();
  });

  test('removes everything personal; predictions, ledger and round wins stay under "jucător șters"', async () => {
    ctx.clock.advance(2 * 60_000);
    expect(await finaliseDueDeletions(ctx.app.services)).toBe(1);
    const tomb = await stateOf(ana.id);
    expect(tomb).toMatchObject({ username: DELETED_PLAYER_NAME, phone: null, avatarId: null, blocked: true });
    expect(tomb.email).not.toContain('anagdpr');
    expect(tomb.deletedAt).toEqual(ctx.clock.now);

    // Every column referencing an account: only the kept predictions, ledger and round wins still point at it.
    const kept: string[] = [];
    for (const { tbl, col } of await userReferences(ctx.db)) {
      const [row] = await rowsOf<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from ${sql.identifier(tbl)} where ${sql.identifier(col)} = ${ana.id}`,
      );
      if (Number(row!.n) > 0) kept.push(`${tbl}.${col}`);
    }
    expect(kept.sort()).toEqual(['point_adjustments.user_id', 'predictions.user_id', 'round_winners.user_id']);
    // The scored predictions stay; the one of a match not played yet went (a deleted player scores no more).
    const left = await ctx.db.select().from(predictions).where(eq(predictions.userId, ana.id));
    expect(left.map((p) => p.points).sort()).toEqual([0, 10]);
    // And no text anywhere still carries the old name, e-mail or phone.
    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      ctx.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')`,
    );
    for (const { table_name, column_name } of columns) {
      const [row] = await rowsOf<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)}
            where ${sql.identifier(column_name)}::text ~* ${'anagdpr|712345678'}`,
      );
      expect(Number(row!.n), `${table_name}.${column_name}`).toBe(0);
    }
    // Every job that named the account went; the other player's mail is still queued.
    const jobsLeft = await rowsOf<{ kind: string; payload: { to?: string } }>(
      ctx.db,
      sql`select kind, payload from jobs where kind in ('mail', 'sms', 'sms-code', 'password-reset-mail')`,
    );
    expect(jobsLeft.map((j) => j.payload.to)).toEqual([bob.email]);
    // The files went with their stored bytes; bob's post lost the like, ana's post took bob's comment with it.
    expect(await findFile(ctx.db, world.avatar.id)).toBeUndefined();
    expect(await ctx.app.services.storage.head(`${world.picture.hash}${world.picture.ext}`)).toBeNull();
    expect(await ctx.app.services.storage.head(`${world.avatar.hash}${world.avatar.ext}`)).toBeNull();
    const [theirs] = await ctx.db.select().from(communityPosts).where(eq(communityPosts.id, world.theirs.id));
    expect(theirs!.likes).toBe(0);
    // The league with a member passed to bob (its longest-standing member); the empty one ended.
    const owned = await ctx.db.select().from(leagues).where(eq(leagues.id, world.owned.id));
    expect(owned[0]!.ownerId).toBe(bob.id);
    expect(await ctx.db.select().from(leagues).where(eq(leagues.id, world.alone.id))).toEqual([]);
  });

  test("nobody else's standing moved; the tombstone keeps its points as 'jucător șters'", async () => {
    const after = await board();
    const others = (rows: typeof before) =>
      rows.filter((r) => r.username !== 'anagdpr' && r.username !== DELETED_PLAYER_NAME);
    expect(others(after)).toEqual(others(before));
    const was = before.find((r) => r.username === 'anagdpr')!;
    expect(after.find((r) => r.username === DELETED_PLAYER_NAME)).toMatchObject({ points: was.points, rank: was.rank });
    expect(was.points).toBe(15);
  });

  test('cannot log in, has no public profile, and its name and e-mail are free again', async () => {
    expect((await login('anagdpr')).statusCode).toBe(400);
    expect((await login(DELETED_PLAYER_NAME)).statusCode).toBe(400);
    const old = await ctx.app.inject({ method: 'GET', url: `/api/public-profile/${ana.documentId}` });
    expect(old.statusCode).toBe(404);
    const tomb = await stateOf(ana.id);
    const now = await ctx.app.inject({ method: 'GET', url: `/api/public-profile/${tomb.documentId}` });
    expect(now.statusCode).toBe(404);
    const again = await createUser(ctx, { username: 'anagdpr', email: ana.email, phone: '+40712345678' });
    expect((await login('anagdpr')).statusCode).toBe(200);
    expect(again.id).not.toBe(ana.id);
  });

  test('the wipe is idempotent (a second job, another instance)', async () => {
    expect(await finaliseDeletion(ctx.app.services, ana.id)).toBe(false);
    expect(await finaliseDueDeletions(ctx.app.services)).toBe(0);
  });
});

describe('POST /api/users/:id/deletion (back office)', () => {
  // The admin logs in now: the session opened at the start is days old on the test clock (an admin's lasts 12 h).
  beforeAll(async () => {
    admin = { ...admin, headers: await newSessionHeaders(ctx, admin.id) };
  });

  test('the admin types the username; the same grace follows, and the player is logged out', async () => {
    const wrong = await post(`/api/users/${cora.id}/deletion`, { confirmation: 'cora' }, admin);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(gdprMessages.wrongUsernameConfirmation);
    const res = await post(`/api/users/${cora.id}/deletion`, { confirmation: 'CoraGdpr' }, admin);
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().data.deleteAfter).getTime()).toBe(ctx.clock.now.getTime() + 7 * DAY);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: cora.headers })).statusCode).toBe(401);
    const twice = await post(`/api/users/${cora.id}/deletion`, { confirmation: 'coragdpr' }, admin);
    expect(twice.json().error.message).toBe(gdprMessages.deletionPending);
  });

  test('an admin account is refused; a player cannot ask it for someone else', async () => {
    const other = await createUser(ctx, { username: 'altadmin', role: 'admin' });
    const res = await post(`/api/users/${other.id}/deletion`, { confirmation: 'altadmin' }, admin);
    expect(res.statusCode).toBe(403);
    const player = await post(`/api/users/${bob.id}/deletion`, { confirmation: 'bobgdpr' }, bob);
    expect(player.statusCode).toBe(403);
    expect((await stateOf(bob.id)).deleteAfter).toBeNull();
  });
});
