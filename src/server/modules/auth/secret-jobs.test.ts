import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createLeague, createUser, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { bearer, type TestContext, testApp } from '../../test/test-app.ts';
import type { MailMessage } from '../mail/mailer.adapter.ts';

// The jobs that deliver a secret build their message when they run: the SMS code job carries the account, the
// reset mail job the address, the moderator's credentials mail the account and the password sealed. What each
// payload holds, and what retries, dedupe and resend waits do with codes made at send time.

const NOW = new Date('2031-06-01T09:00:00.000Z');
let ctx: TestContext;
let admin: TestUser;
let teamId: string;
const sent = { mail: [] as MailMessage[], sms: [] as { to: string; text: string }[] };
/**
 * How many of the next sends fail (each one recorded, as a message the provider refused). The app's runner runs jobs
 * on its own; a failing provider keeps a job pending (waiting for its retry) for the test to look at.
 */
const failNext = { mail: 0, sms: 0 };
const refused = { mail: [] as MailMessage[], sms: [] as { to: string; text: string }[] };

type JobRow = { id: number; kind: string; state: string; attempts: number; payload: Record<string, unknown> };
const jobsOf = (kind: string) =>
  rowsOf<JobRow>(ctx.db, sql`select id, kind, state, attempts, payload from jobs where kind = ${kind} order by id`);
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const drain = () => ctx.app.services.jobs.drain();
/** Makes the waiting retries due now (the backoff is the database's clock, not the test's). */
const retryNow = async () => {
  await ctx.db.execute(sql`update jobs set run_at = now() where state = 'pending'`);
  await drain();
};
/** Waits until `count` jobs of the kind have failed an attempt and wait for their retry. */
async function heldJobs(kind: string, count = 1) {
  for (let i = 0; i < 400; i++) {
    const held = (await jobsOf(kind)).filter((j) => j.state === 'pending' && j.attempts >= 1);
    if (held.length >= count) return held;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no ${kind} job failed its attempt`);
}
const HOLD = 1_000;
const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];
const linkCodeIn = (text: string | undefined) => /\/reset-password\?code=([\w-]+)/.exec(text ?? '')?.[1];

beforeAll(async () => {
  ctx = await testApp({
    now: NOW,
    drainJobs: false,
    env: { PUBLIC_URL: 'https://prezice.test' },
    rateLimits: { resendSms: 1, resendSmsPhone: 3 },
    mailer: {
      async send(message) {
        if (failNext.mail > 0) {
          failNext.mail -= 1;
          refused.mail.push(message);
          throw new Error('421 try later');
        }
        sent.mail.push(message);
      },
      close() {},
    },
    sms: {
      async send(to, text) {
        if (failNext.sms > 0) {
          failNext.sms -= 1;
          refused.sms.push({ to, text });
          throw new Error('gateway busy');
        }
        sent.sms.push({ to, text });
      },
    },
  });
  teamId = (await createLeague(ctx.db, NOW, 2)).teams[0].documentId;
  admin = await createUser(ctx, { username: 'sef_joburi', role: 'admin' });
});
afterAll(() => ctx.close());

let n = 0;
async function register() {
  n += 1;
  const phone = `+4073300${String(n).padStart(4, '0')}`;
  const res = await post('/api/auth/register', {
    username: `joburi_${n}`,
    email: `joburi${n}@exemplu.ro`,
    password: 'parola-sigura',
    phone,
    favTeam: teamId,
    recaptchaToken: 'off',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { phone, id: res.json().user.id as number, documentId: res.json().user.documentId as string };
}

describe('the SMS code job', () => {
  test('carries the account only; each attempt makes a fresh code; the payload goes once it is sent', async () => {
    failNext.sms = HOLD;
    const player = await register();
    const [job] = await heldJobs('sms-code');
    expect(job.payload).toEqual({ userId: player.id });
    const lost = codeIn(refused.sms.at(-1)?.text)!;
    expect(refused.sms.at(-1)?.to).toBe(player.phone);
    failNext.sms = 0;
    await retryNow();
    const fresh = codeIn(sent.sms.at(-1)?.text)!;
    expect(sent.sms.at(-1)?.to).toBe(player.phone);
    expect((await jobsOf('sms-code')).find((j) => j.id === job.id)).toMatchObject({ state: 'done', payload: {} });
    // The refused attempt's code was replaced by the one sent.
    if (fresh !== lost) {
      expect((await post('/api/auth/verify-sms', { code: lost, userId: player.documentId })).statusCode).toBe(400);
    }
    expect((await post('/api/auth/verify-sms', { code: fresh, userId: player.documentId })).statusCode).toBe(200);
  });

  test('one pending job per account: a resend before it ran sends one code; waits and the phone cap hold', async () => {
    failNext.sms = HOLD;
    const player = await register();
    await heldJobs('sms-code');
    ctx.clock.advance(61_000);
    expect((await post('/api/auth/resend-sms', { userId: player.documentId })).statusCode).toBe(200);
    expect((await jobsOf('sms-code')).filter((j) => j.state === 'pending')).toHaveLength(1);
    const before = sent.sms.length;
    failNext.sms = 0;
    await retryNow();
    expect(sent.sms.slice(before).map((m) => m.to)).toEqual([player.phone]);
    // The code was made when it was sent: the next resend waits a minute from then.
    const early = await post('/api/auth/resend-sms', { userId: player.documentId });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    // Three requests an hour for one phone (the registration's, two resends): the fourth is refused, nothing queued.
    ctx.clock.advance(61_000);
    expect((await post('/api/auth/resend-sms', { userId: player.documentId })).statusCode).toBe(200);
    await drain();
    ctx.clock.advance(61_000);
    const capped = await post('/api/auth/resend-sms', { userId: player.documentId });
    expect(capped.statusCode).toBe(429);
    expect((await jobsOf('sms-code')).filter((j) => j.state === 'pending')).toHaveLength(0);
    ctx.clock.set(NOW);
  });

  test('an account verified before its job ran gets no SMS', async () => {
    failNext.sms = HOLD;
    const player = await register();
    await heldJobs('sms-code');
    await ctx.db.execute(sql`update users set phone_verified = true where id = ${player.id}`);
    failNext.sms = 0;
    await retryNow();
    expect(sent.sms.filter((m) => m.to === player.phone)).toEqual([]);
  });
});

describe('the reset mail job', () => {
  test('carries the address only; the lookup and the code happen in the job; a retry mails a fresh link', async () => {
    const u = await createUser(ctx, { username: 'uituc_joburi' });
    failNext.mail = HOLD;
    const first = (await jobsOf('password-reset-mail')).length;
    expect((await post('/api/auth/forgot-password', { email: u.email.toUpperCase() })).statusCode).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: 'nimeni@exemplu.ro' })).statusCode).toBe(200);
    const [held] = await heldJobs('password-reset-mail');
    expect(held.payload).toEqual({ email: u.email });
    // The unknown address's job found nobody: done, its payload gone, nothing sent or refused for it.
    await drain();
    const jobs = (await jobsOf('password-reset-mail')).slice(first);
    expect(jobs.map((j) => j.state)).toEqual(['pending', 'done']);
    expect(jobs[1].payload).toEqual({});
    const lost = linkCodeIn(refused.mail.at(-1)?.text)!;
    expect(lost).toBeTruthy();
    failNext.mail = 0;
    await retryNow();
    const mail = sent.mail.at(-1)!;
    expect(mail.to).toBe(u.email);
    const fresh = linkCodeIn(mail.text)!;
    expect(fresh).not.toBe(lost);
    const reset = (code: string) =>
      post('/api/auth/reset-password', { code, password: 'parola-noua-123', passwordConfirmation: 'parola-noua-123' });
    expect((await reset(lost)).statusCode).toBe(400);
    expect((await reset(fresh)).statusCode).toBe(200);
    expect((await jobsOf('password-reset-mail')).find((j) => j.id === held.id)).toMatchObject({
      state: 'done',
      payload: {},
    });
    expect([...sent.mail, ...refused.mail].filter((m) => m.to === 'nimeni@exemplu.ro')).toEqual([]);
  });

  test('asked twice before the job ran: one job, one mail', async () => {
    const u = await createUser(ctx, { username: 'grabit_joburi' });
    failNext.mail = HOLD;
    await post('/api/auth/forgot-password', { email: u.email });
    await heldJobs('password-reset-mail');
    await post('/api/auth/forgot-password', { email: u.email });
    expect((await jobsOf('password-reset-mail')).filter((j) => j.state === 'pending')).toHaveLength(1);
    const before = sent.mail.length;
    failNext.mail = 0;
    await retryNow();
    expect(sent.mail.slice(before).map((m) => m.to)).toEqual([u.email]);
  });
});

describe("the moderator-created account's credentials mail", () => {
  const create = async (username: string, password: string) => {
    const res = await post(
      '/api/auth/local/register',
      { username, email: `${username}@exemplu.ro`, password },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().user.id as number;
  };

  test('seals the password in the job; the mail invites to change it; nothing keeps it once sent', async () => {
    failNext.mail = HOLD;
    const id = await create('live_sigilat', 'parola-aleasa-de-moderator');
    const [job] = await heldJobs('account-credentials');
    expect(Object.keys(job.payload).sort()).toEqual(['sealed', 'userId']);
    expect(job.payload.userId).toBe(id);
    expect(JSON.stringify(job)).not.toContain('parola-aleasa-de-moderator');
    expect(String(job.payload.sealed)).toMatch(/^v1\.[\w-]{40,}$/);
    failNext.mail = 0;
    await retryNow();
    const mail = sent.mail.at(-1)!;
    expect(mail.to).toBe('live_sigilat@exemplu.ro');
    expect(mail.text).toContain('Utilizator: live_sigilat');
    expect(mail.text).toContain('Parolă: parola-aleasa-de-moderator');
    expect(mail.text).toContain('https://prezice.test/login');
    expect(mail.text).toMatch(/schimb-o[^\n]*\nhttps:\/\/prezice\.test\/change-password$/);
    expect((await jobsOf('account-credentials')).find((j) => j.id === job.id)).toMatchObject({
      state: 'done',
      payload: {},
    });
  });

  test('a password changed before the mail went out is not mailed', async () => {
    failNext.mail = HOLD;
    await create('live_schimbat', 'parola-veche-moderator');
    await heldJobs('account-credentials');
    const login = await post('/api/auth/local', { identifier: 'live_schimbat', password: 'parola-veche-moderator' });
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: 'parola-veche-moderator', password: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD },
      bearer(login.json().jwt),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    failNext.mail = 0;
    await retryNow();
    expect(sent.mail.filter((m) => m.to === 'live_schimbat@exemplu.ro')).toEqual([]);
    expect((await jobsOf('account-credentials')).at(-1)).toMatchObject({ state: 'done', payload: {} });
  });

  test('a seal moved to another account, or altered, opens nothing: the job fails for good at once', async () => {
    failNext.mail = HOLD;
    await create('live_a', 'parola-contului-a');
    await create('live_b', 'parola-contului-b');
    const [a, b] = await heldJobs('account-credentials', 2);
    // b's job gets a's sealed password: bound to a's account, it does not open for b; a's own is altered.
    const sealedOfA = JSON.stringify(a.payload.sealed);
    await ctx.db.execute(
      sql`update jobs set payload = jsonb_set(payload, '{sealed}', ${sealedOfA}::jsonb) where id = ${b.id}`,
    );
    await ctx.db.execute(sql`update jobs set payload = jsonb_set(payload, '{sealed}', '"v1.AAAA"') where id = ${a.id}`);
    failNext.mail = 0;
    await retryNow();
    expect(sent.mail.filter((m) => m.to.startsWith('live_a@') || m.to.startsWith('live_b@'))).toEqual([]);
    const rows = await rowsOf<{ state: string; payload: unknown; last_error: string }>(
      ctx.db,
      sql`select state, payload, last_error from jobs where id in (${a.id}, ${b.id}) order by id`,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'failed', payload: {} });
      expect(row.last_error).toMatch(/sealed password does not open/);
    }
  });
});
