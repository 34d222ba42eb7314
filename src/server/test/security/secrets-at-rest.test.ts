import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBackup, restoreBackup } from '../../backup/backup.ts';
import { SEALED_DROPPED } from '../../backup/backup-jobs.ts';
import { type Database, migrateDatabase, openDatabase, rowsOf } from '../../db/client.ts';
import type { MailMessage } from '../../modules/mail/mailer.adapter.ts';
import { createLeague, createUser, type TestUser } from '../factories.ts';
import { lastSmsCode } from '../outbox.ts';
import { bearer, type TestContext, testApp } from '../test-app.ts';
import { createTestDatabase } from '../test-db.ts';
import { adminUrl } from '../test-db-names.ts';
import { backupAsText, databaseAsText } from './rest-as-text.ts';

// No secret rests: every path that makes an SMS code, a reset code or a password is walked through the API, with
// one mail and one SMS held by a failing provider (their jobs still pending, their errors echoing the message).
// Then every table and column of the database as text, a real `npm run backup` file (its dump decoded) and every
// log line the app wrote (at debug level) are searched for each of them: none may appear. The outbox files are the
// delivery itself (a stand-in for the SMS gateway and the mailbox), so they are the one place the secrets go.

const PG = process.env.DATABASE_URL;
const NOW = new Date('2031-05-10T08:00:00.000Z');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'prezice-secrets-'));
  dirs.push(dir);
  return dir;
};
const secretWord = (label: string) => `${label}-${randomBytes(9).toString('base64url')}`;

/** A 6-digit code as a value of its own: not inside a hash, a phone number or a timestamp's fraction. */
const codePattern = (code: string) => new RegExp(`(?<![\\w.:+-])${code}(?!\\w)`);
/** A message with its secret in it, whatever the secret (a code the test never saw: a held job's). */
const MESSAGE_PATTERNS = [
  /reset-password\?code=[\w-]{16,}/,
  /Codul tău Prezice este \d{6}/,
  /Parolă: (?!\[ascuns\])\S/,
];

describe(`no secret rests in the database, a backup or the log (${PG ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  let place: { dataDir: string; databaseUrl?: string };
  let ctx: TestContext;
  let admin: TestUser;
  const logLines: string[] = [];
  const mails: MailMessage[] = [];
  /** Failing providers: their errors repeat the message, as some SMTP servers and gateways do. */
  const hold = { mail: false, sms: false };
  const secrets: { label: string; value: string }[] = [];
  const keep = (label: string, value: string | undefined) => {
    expect(value, label).toBeTruthy();
    secrets.push({ label, value: value! });
    return value!;
  };

  /** The secrets (by label) and the message shapes that a text holds. */
  const leaks = (text: string) => [
    ...secrets
      .filter(({ value }) => (/^\d{6}$/.test(value) ? codePattern(value).test(text) : text.includes(value)))
      .map((s) => s.label),
    ...MESSAGE_PATTERNS.filter((p) => p.test(text)).map(String),
  ];

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  /** A request whose messages the runner delivers before the test goes on. */
  const deliver = async <T>(request: Promise<T>) => {
    const res = await request;
    await ctx.app.services.jobs.drain();
    return res;
  };
  const lastMailTo = (to: string) => mails.filter((m) => m.to === to).at(-1);
  const resetCodeIn = (mail: MailMessage | undefined) => /\/reset-password\?code=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  /** Waits until a held job has failed its first attempt (it is then pending again, for a retry). */
  async function heldJobs(count: number) {
    for (let i = 0; i < 400; i++) {
      const rows = await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from jobs where state = 'pending' and attempts >= 1 and last_error is not null`,
      );
      if (Number(rows[0].n) >= count) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the held jobs did not fail their first attempt');
  }

  beforeAll(async () => {
    const dataDir = tempDir();
    if (PG) {
      database = await createTestDatabase();
      place = { dataDir, databaseUrl: database.url };
    } else {
      database = await openDatabase({ dataDir });
      await migrateDatabase(database);
      place = { dataDir };
    }
    ctx = await testApp({
      now: NOW,
      database,
      env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://prezice.test' },
      rateLimits: { resendSms: 1 },
      drainJobs: false,
      logger: { level: 'debug', stream: { write: (line: string) => void logLines.push(line) } },
      mailer: {
        async send(message) {
          if (hold.mail) throw new Error(`550 refused: ${message.subject} ${message.text}`);
          mails.push(message);
        },
        close() {},
      },
      sms: {
        async send(to, text) {
          if (hold.sms) throw new Error(`gateway refused ${to}: ${text}`);
          const { appendFile, mkdir } = await import('node:fs/promises');
          await mkdir(join(dataDir, 'outbox'), { recursive: true });
          await appendFile(join(dataDir, 'outbox', 'sms.jsonl'), `${JSON.stringify({ to, text })}\n`);
        },
      },
    });
    admin = await createUser(ctx, { username: 'sef_secrete', role: 'admin' });
  }, 120_000);

  afterAll(async () => {
    await ctx?.close();
    await database?.close().catch(() => {});
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  test('every path makes its codes and passwords; they all work', async () => {
    const team = (await createLeague(ctx.db, NOW, 2)).teams[0];
    const phone = '+40731234567';
    const email = 'secrete@exemplu.ro';
    // Registration: a password and the first SMS code.
    const registered = await deliver(
      post('/api/auth/register', {
        username: 'jucator_secret',
        email,
        password: keep('registration password', secretWord('inreg')),
        phone,
        favTeam: team.documentId,
        recaptchaToken: 'off',
      }),
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const userId = registered.json().user.documentId as string;
    keep('registration SMS code', lastSmsCode(ctx.config.dataDir, phone));
    // A resend a minute later: a second code.
    ctx.clock.advance(61_000);
    expect((await deliver(post('/api/auth/resend-sms', { userId }))).statusCode).toBe(200);
    const second = keep('resent SMS code', lastSmsCode(ctx.config.dataDir, phone));
    expect((await post('/api/auth/verify-sms', { code: second, userId })).statusCode).toBe(200);

    // Forgot and reset: a reset code, a new password; then change-password: another.
    expect((await deliver(post('/api/auth/forgot-password', { email }))).statusCode).toBe(200);
    const resetCode = keep('reset code', resetCodeIn(lastMailTo(email)));
    const afterReset = keep('password set by a reset', secretWord('resetata'));
    const reset = await post('/api/auth/reset-password', {
      code: resetCode,
      password: afterReset,
      passwordConfirmation: afterReset,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const changed = keep('password set by change-password', secretWord('schimbata'));
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: afterReset, password: changed, passwordConfirmation: changed },
      bearer(reset.json().jwt),
    );
    expect(change.statusCode, change.body).toBe(200);
    // A second reset link, never used: its code stays open.
    expect((await deliver(post('/api/auth/forgot-password', { email }))).statusCode).toBe(200);
    keep('open reset code', resetCodeIn(lastMailTo(email)));

    // The moderator path: the credentials by e-mail; then the admin sets another password on that account.
    const moderated = keep('moderator-chosen password', secretWord('moderator'));
    const created = await deliver(
      post(
        '/api/auth/local/register',
        { username: 'din_live_secret', email: 'live.secret@exemplu.ro', password: moderated },
        admin.headers,
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(lastMailTo('live.secret@exemplu.ro')?.text).toContain(moderated);
    const adminSet = keep('password set by an admin', secretWord('admin'));
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${created.json().user.id}`,
      payload: { password: adminSet },
      headers: admin.headers,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await post('/api/auth/local', { identifier: 'din_live_secret', password: adminSet })).statusCode).toBe(200);

    // Held: a moderator-created account whose mail cannot go out yet, a reset and a code whose messages fail.
    hold.mail = true;
    hold.sms = true;
    const heldPassword = keep('password of a mail still pending', secretWord('inasteptare'));
    const held = await post(
      '/api/auth/local/register',
      { username: 'in_asteptare', email: 'asteptare@exemplu.ro', password: heldPassword, phone: '+40731234999' },
      admin.headers,
    );
    expect(held.statusCode, held.body).toBe(201);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const unverified = await post('/api/auth/register', {
      username: 'fara_sms',
      email: 'fara.sms@exemplu.ro',
      password: keep('password of an account whose SMS is pending', secretWord('farasms')),
      phone: '+40731230000',
      favTeam: team.documentId,
      recaptchaToken: 'off',
    });
    expect(unverified.statusCode, unverified.body).toBe(200);
    await heldJobs(3);
  });

  test('the database, every table and column as text, holds none of them', async () => {
    const text = await databaseAsText(database);
    expect(leaks(text)).toEqual([]);
  });

  test('the log holds none of them', () => {
    const text = logLines.join('');
    expect(logLines.length).toBeGreaterThan(10);
    expect(leaks(text)).toEqual([]);
  });

  test('a backup file holds none of them, nor a pending job sealed secret; restored, such a job is failed', async () => {
    const sealed = await rowsOf<{ id: number; payload: string }>(
      database.db,
      sql`select id, payload::text as payload from jobs where state = 'pending' and payload ? 'sealed'`,
    );
    await ctx.close();
    if (!PG) await database.close();
    const file = join(tempDir(), 'secrets.backup');
    await createBackup(place, file);
    const text = await backupAsText(file);
    expect(text.length).toBeGreaterThan(10_000);
    expect(leaks(text)).toEqual([]);
    expect(sealed.length, 'the pending credentials mail is sealed').toBe(1);
    const blob = (JSON.parse(sealed[0].payload) as { sealed: string }).sealed;
    expect(text.includes(blob), 'the sealed secret in the backup').toBe(false);

    // Restored: the job that lost its sealed part is failed for good, with the reason; nothing else changed.
    const target = { dataDir: tempDir(), databaseUrl: undefined as string | undefined };
    let restoredDb: Database | undefined;
    let scratch: string | undefined;
    if (PG) {
      scratch = `secrets_restore_${randomBytes(4).toString('hex')}`;
      await database.db.execute(sql.raw(`create database ${scratch}`));
      target.databaseUrl = adminUrl(PG, scratch);
    }
    try {
      await restoreBackup(target, file);
      restoredDb = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, poolSize: 2 });
      const [job] = await rowsOf<{ state: string; payload: string; last_error: string }>(
        restoredDb.db,
        sql`select state, payload::text as payload, last_error from jobs where id = ${sealed[0].id}`,
      );
      expect(job.state).toBe('failed');
      expect(job.payload).not.toContain('sealed');
      expect(job.last_error).toBe(SEALED_DROPPED);
    } finally {
      await restoredDb?.close();
      if (scratch) await database.db.execute(sql.raw(`drop database if exists ${scratch} with (force)`));
      if (PG) await database.close();
    }
  }, 180_000);
});
