import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXPORTS_PER_DAY, gdprMessages } from '../../../domain/gdpr.ts';
import { dataExports } from '../../db/tables/data-exports.table.ts';
import { createLeague, createUser, newSessionHeaders, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { fillAccount } from './gdpr.world.ts';
import { sweepExpiredExports } from './gdpr-export.service.ts';

const NOW = new Date('2031-03-02T10:00:00.000Z');
const HOUR = 3_600_000;
let ctx: TestContext;
let admin: TestUser;
let ana: TestUser;
let bob: TestUser;
let world: Awaited<ReturnType<typeof fillAccount>>;

const call = (method: 'GET' | 'POST', url: string, user?: TestUser) =>
  ctx.app.inject({ method, url, headers: user?.headers ?? {} });
const status = async (user: TestUser) => (await call('GET', '/api/me/data-export', user)).json().data;

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  const league = await createLeague(ctx.db, NOW, 4);
  admin = await createUser(ctx, { username: 'sefexport', role: 'admin' });
  ana = await createUser(ctx, { username: 'anaexport', phone: '+40712345678' });
  bob = await createUser(ctx, { username: 'bobexport' });
  world = await fillAccount(ctx, league, ana, bob);
});
afterAll(() => ctx.close());

describe('the data export', () => {
  let url = '';

  test('none at first; asked, a job builds it and the profile gets a link valid 24 hours', async () => {
    expect(await status(ana)).toMatchObject({ state: 'none', url: null });
    const res = await call('POST', '/api/me/data-export', ana);
    expect(res.statusCode).toBe(202);
    // The test app runs the queued jobs after each request: the archive is built by now.
    const ready = await status(ana);
    expect(ready.state).toBe('ready');
    expect(ready.url).toMatch(/^\/api\/data-exports\/[\w-]{43}$/);
    expect(ready.expiresAt).toBe(new Date(NOW.getTime() + 24 * HOUR).toISOString());
    url = ready.url;
  });

  test('the ZIP holds everything stored about the player, without secrets, and their files', async () => {
    const res = await call('GET', url, ana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="prezice-datele-mele-/);
    // Streamed as it is written; the size the profile shows is the archive's, byte for byte.
    expect(res.rawPayload.length).toBe((await status(ana)).size);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(zip['date.json']!));
    expect(data.account).toMatchObject({ username: 'anaexport', email: ana.email, phone: '+40712345678' });
    expect(data.predictions).toHaveLength(3);
    expect(data.predictions[0]).toMatchObject({ team1: 2, team2: 1, points: 10, home: 'Echipa A' });
    expect(data.pointsLedger).toEqual([expect.objectContaining({ kind: 'admin', points: 5 })]);
    expect(data.posts).toEqual([expect.objectContaining({ text: 'postarea mea' })]);
    expect(data.comments).toEqual([expect.objectContaining({ comment_text: 'comentariul meu' })]);
    expect(data.likes).toEqual([expect.objectContaining({ post_id: world.theirs.id })]);
    expect(data.leagues.owned.map((l: { name: string }) => l.name).sort()).toEqual(['Liga goală', 'Liga mea']);
    expect(data.leagues.memberships).toHaveLength(3);
    expect(data.reminders.settings).toMatchObject({ push: true, email: true });
    expect(data.reminders.pushSubscriptions).toEqual([
      expect.objectContaining({ endpoint: 'https://push.example.com/send/anaexport' }),
    ]);
    expect(data.calendarFeed.exists).toBe(true);
    expect(data.consents.terms.acceptedAt).toBeTruthy();
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.smsCodes).toHaveLength(1);
    const text = strFromU8(zip['date.json']!);
    expect(text).not.toMatch(/password_?hash|scrypt|token_?hash|token_?version|nonce|p256dh|code_?hash/i);
    // The avatar and the post's picture, byte for byte.
    expect(data.files).toHaveLength(2);
    for (const file of data.files) {
      const bytes = zip[file.pathInArchive];
      expect(bytes, file.pathInArchive).toBeDefined();
      const stored = await ctx.app.services.storage.head(`${file.hash}${file.ext}`);
      expect(bytes!.length).toBe(stored!.size);
    }
    expect(Object.keys(zip).some((k) => k.startsWith('fisiere/') && k.endsWith('avatar.png'))).toBe(true);
  });

  test('only the owner or an admin downloads it: another player gets a 404, nobody logged in a 401', async () => {
    expect((await call('GET', url, bob)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/data-exports/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', ana)).statusCode).toBe(
      404,
    );
  });

  test('after 24 hours the link is refused (410), the profile says expired, and the sweep drops the bytes', async () => {
    ctx.clock.advance(24 * HOUR - 1_000);
    expect((await call('GET', url, ana)).statusCode).toBe(200);
    ctx.clock.advance(2_000);
    const gone = await call('GET', url, ana);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.message).toBe(gdprMessages.exportExpired);
    expect(await status(ana)).toMatchObject({ state: 'expired', url: null });
    expect(await sweepExpiredExports(ctx.app.services)).toBe(1);
    const rows = await ctx.db.select().from(dataExports).where(eq(dataExports.userId, ana.id));
    expect(rows.map((r) => [r.state, r.document, r.files])).toEqual([['expired', null, null]]);
  });

  test(`one at a time, and at most ${EXPORTS_PER_DAY} a day per account`, async () => {
    await ctx.db.insert(dataExports).values({ userId: bob.id, token: 'x'.repeat(43) });
    const pending = await call('POST', '/api/me/data-export', bob);
    expect(pending.statusCode).toBe(429);
    expect(pending.json().error.message).toBe(gdprMessages.exportPending);
    await ctx.db.delete(dataExports).where(eq(dataExports.userId, bob.id));
    for (let i = 0; i < EXPORTS_PER_DAY; i++)
      expect((await call('POST', '/api/me/data-export', bob)).statusCode).toBe(202);
    const limit = await call('POST', '/api/me/data-export', bob);
    expect(limit.statusCode).toBe(429);
    expect(limit.json().error.message).toBe(gdprMessages.exportLimit);
    ctx.clock.advance(24 * HOUR + 1_000);
    expect((await call('POST', '/api/me/data-export', bob)).statusCode).toBe(202);
  });

  test('the back office asks it for a player and downloads it; players cannot', async () => {
    // The admin logs in now: the session opened at the start is a day old on the test clock (an admin's lasts 12 h).
    const desk = { ...admin, headers: await newSessionHeaders(ctx, admin.id) };
    const asked = await call('POST', `/api/users/${ana.id}/data-export`, desk);
    expect(asked.statusCode).toBe(202);
    const seen = (await call('GET', `/api/users/${ana.id}/data-export`, desk)).json().data;
    expect(seen.state).toBe('ready');
    expect((await call('GET', seen.url, desk)).statusCode).toBe(200);
    expect((await call('GET', seen.url, ana)).statusCode).toBe(200);
    expect((await call('POST', `/api/users/${ana.id}/data-export`, bob)).statusCode).toBe(403);
    expect((await call('POST', '/api/users/999999/data-export', desk)).statusCode).toBe(404);
  });
});
