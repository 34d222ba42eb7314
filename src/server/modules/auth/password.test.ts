import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authMessages } from '../../../domain/messages.ts';
import { passwordMessages } from '../../../domain/password-rules.ts';
import { rowsOf } from '../../db/client.ts';
import { users } from '../../db/tables/core.table.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { lastResetCode, mailsTo, waitForMails } from '../../test/outbox.ts';
import { bearer, type TestContext, testApp } from '../../test/test-app.ts';

// Password reset and change in Strapi's dialect (users-permissions): forgot-password, reset-password,
// change-password, with our Romanian texts, single-use codes valid one hour, and the sessions they end.

const PUBLIC_URL = 'https://prezice.test';
const HOUR = 3600_000;
const NOW = new Date('2026-11-20T10:00:00.000Z');

describe('password routes', () => {
  let ctx: TestContext;

  const call = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const forgot = (email: string) => call('/api/auth/forgot-password', { email });
  const reset = (code: string, password: string, passwordConfirmation = password) =>
    call('/api/auth/reset-password', { code, password, passwordConfirmation });
  const change = (jwt: string, currentPassword: string, password: string, passwordConfirmation = password) =>
    call('/api/auth/change-password', { currentPassword, password, passwordConfirmation }, bearer(jwt));
  const login = (identifier: string, password: string) => call('/api/auth/local', { identifier, password });
  const me = (jwt: string) => ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(jwt) });
  const loginJwt = async (identifier: string, password = TEST_PASSWORD) => {
    const res = await login(identifier, password);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().jwt as string;
  };
  const sidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')).sid;
  /** Asks for a reset and answers the code of the link that arrives. */
  const codeFor = async (u: TestUser) => {
    const before = mailsTo(ctx.config.dataDir, u.email).length;
    expect((await forgot(u.email)).statusCode).toBe(200);
    await waitForMails(ctx.config.dataDir, u.email, before + 1);
    const code = lastResetCode(ctx.config.dataDir, u.email);
    expect(code, 'a reset link in the e-mail').toBeTruthy();
    return code!;
  };
  const expectError = (res: { statusCode: number; json(): unknown }, message: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError', message } });
  };

  beforeAll(async () => {
    ctx = await testApp({ now: NOW, env: { PUBLIC_URL } });
  });
  afterAll(() => ctx.close());

  describe('POST /api/auth/forgot-password', () => {
    test('answers the same 200 {ok: true} for a known and an unknown address; only the known one gets mail', async () => {
      const u = await createUser(ctx, { username: 'uituca' });
      const unknown = await forgot('nimeni-nu-are-adresa@test.prezice.ro');
      const known = await forgot(u.email);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ ok: true });
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
      const [mail] = await waitForMails(ctx.config.dataDir, u.email);
      expect(mail.subject).toMatch(/parol/i);
      expect(mail.text).toContain('uituca');
      expect(mail.text).toMatch(/o oră/);
      expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/reset-password\\?code=[\\w-]{40,}`));
      expect(mailsTo(ctx.config.dataDir, 'nimeni-nu-are-adresa@test.prezice.ro')).toEqual([]);
    });

    test('only a hash of the code is stored', async () => {
      const u = await createUser(ctx, { username: 'hash_doar' });
      const code = await codeFor(u);
      const rows = await rowsOf<{ code_hash: string }>(
        ctx.db,
        sql`select code_hash from password_resets where user_id = ${u.id}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].code_hash).not.toContain(code);
      expect(JSON.stringify(rows)).not.toContain(code);
    });

    test('the address is matched whatever its case', async () => {
      const u = await createUser(ctx, { username: 'Majuscule' });
      expect((await forgot(u.email.toUpperCase())).json()).toEqual({ ok: true });
      expect(await waitForMails(ctx.config.dataDir, u.email)).toHaveLength(1);
    });

    test('a blocked account gets nothing, with the same answer', async () => {
      const u = await createUser(ctx, { username: 'blocat_uituc' });
      await ctx.db.update(users).set({ blocked: true }).where(eq(users.id, u.id));
      const res = await forgot(u.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      // A mail to another account, asked after it, arrives: the blocked one's would have arrived by then.
      const other = await createUser(ctx, { username: 'martor_blocat' });
      await codeFor(other);
      expect(mailsTo(ctx.config.dataDir, u.email)).toEqual([]);
    });

    test('a bad or missing address is a 400 in Romanian', async () => {
      expectError(await forgot('nu-e-adresa'), authMessages.invalidEmail);
      expectError(await call('/api/auth/forgot-password', {}), authMessages.requiredFields);
    });

    test('the answer does not wait for the mail to go out', async () => {
      const stuck = await testApp({
        mailer: { send: () => new Promise<void>(() => {}), close() {} },
        drainJobs: false,
      });
      try {
        const u = await createUser(stuck, { username: 'posta_blocata' });
        const started = Date.now();
        const res = await stuck.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: u.email },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ ok: true });
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await stuck.close();
      }
    });
  });

  describe('POST /api/auth/reset-password', () => {
    test('a code from the e-mail sets the password, logs the player in and ends every other session', async () => {
      const u = await createUser(ctx, { username: 'resetat' });
      const laptop = await loginJwt('resetat');
      const code = await codeFor(u);
      const res = await reset(code, 'parola-cea-noua-1');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['jwt', 'user']);
      expect(body.user).toMatchObject({ id: u.id, documentId: u.documentId, username: 'resetat' });
      expect(JSON.stringify(body.user)).not.toMatch(/password|scrypt|tokenVersion/);
      expect((await me(body.jwt)).statusCode).toBe(200);
      for (const old of [u.jwt, laptop]) expect((await me(old)).statusCode).toBe(401);
      expect((await login('resetat', TEST_PASSWORD)).statusCode).toBe(400);
      expect((await login('resetat', 'parola-cea-noua-1')).statusCode).toBe(200);
    });

    test('a code works once', async () => {
      const u = await createUser(ctx, { username: 'o_singura_data' });
      const code = await codeFor(u);
      expect((await reset(code, 'prima-parola-noua')).statusCode).toBe(200);
      expectError(await reset(code, 'a-doua-parola-noua'), passwordMessages.invalidCode);
      expect((await login('o_singura_data', 'prima-parola-noua')).statusCode).toBe(200);
    });

    test('an unknown or empty code is refused', async () => {
      expectError(
        await reset('cod-inventat-care-nu-exista-0123456789abcdef', 'parola-noua-123'),
        passwordMessages.invalidCode,
      );
      expectError(await reset('', 'parola-noua-123'), passwordMessages.invalidCode);
    });

    test('a code lasts one hour by the server clock', async () => {
      const early = await createUser(ctx, { username: 'la_timp' });
      const late = await createUser(ctx, { username: 'prea_tarziu' });
      const earlyCode = await codeFor(early);
      const lateCode = await codeFor(late);
      ctx.clock.advance(HOUR - 1_000);
      expect((await reset(earlyCode, 'parola-la-timp-1')).statusCode).toBe(200);
      ctx.clock.advance(2_000);
      expectError(await reset(lateCode, 'parola-prea-tarzie'), passwordMessages.invalidCode);
      expect((await login('prea_tarziu', TEST_PASSWORD)).statusCode).toBe(200);
      ctx.clock.set(NOW);
    });

    test('a new request replaces the previous code', async () => {
      const u = await createUser(ctx, { username: 'doua_cereri' });
      const first = await codeFor(u);
      const second = await codeFor(u);
      expect(second).not.toBe(first);
      expectError(await reset(first, 'parola-din-primul'), passwordMessages.invalidCode);
      expect((await reset(second, 'parola-din-al-doilea')).statusCode).toBe(200);
    });

    test("the spec's texts for a short or mismatched password, and the code stays usable", async () => {
      const u = await createUser(ctx, { username: 'parole_gresite' });
      const code = await codeFor(u);
      expectError(await reset(code, 'scurta'), authMessages.passwordLength);
      expectError(await reset(code, 'parola-lunga-1', 'parola-lunga-2'), authMessages.passwordsMismatch);
      expect((await reset(code, 'parola-lunga-1')).statusCode).toBe(200);
    });

    test('ten uses of one code at once: exactly one sets the password', async () => {
      const u = await createUser(ctx, { username: 'grabit' });
      const code = await codeFor(u);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => reset(code, `parola-concurenta-${i}`)));
      const won = answers.filter((r) => r.statusCode === 200);
      expect(won).toHaveLength(1);
      for (const r of answers.filter((x) => x.statusCode !== 200)) expectError(r, passwordMessages.invalidCode);
      const winner = answers.indexOf(won[0]);
      expect((await login('grabit', `parola-concurenta-${winner}`)).statusCode).toBe(200);
    });

    test('an account blocked after asking cannot use its code', async () => {
      const u = await createUser(ctx, { username: 'blocat_dupa' });
      const code = await codeFor(u);
      await ctx.db.update(users).set({ blocked: true }).where(eq(users.id, u.id));
      expectError(await reset(code, 'parola-noua-blocat'), passwordMessages.invalidCode);
    });
  });

  describe('POST /api/auth/change-password', () => {
    test('keeps the current session, answers a token of it, and ends the others', async () => {
      const u = await createUser(ctx, { username: 'schimbator' });
      const phone = await loginJwt('schimbator');
      const res = await change(u.jwt, TEST_PASSWORD, 'parola-schimbata-1');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['jwt', 'user']);
      expect(body.user).toMatchObject({ id: u.id, username: 'schimbator' });
      expect(sidOf(body.jwt)).toBe(sidOf(u.jwt));
      expect((await me(body.jwt)).statusCode).toBe(200);
      expect((await me(u.jwt)).statusCode).toBe(200);
      expect((await me(phone)).statusCode).toBe(401);
      expect((await login('schimbator', TEST_PASSWORD)).statusCode).toBe(400);
      expect((await login('schimbator', 'parola-schimbata-1')).statusCode).toBe(200);
    });

    test('a wrong current password, the same password, a short or mismatched one: 400 in Romanian', async () => {
      const u = await createUser(ctx, { username: 'greseste' });
      const other = await loginJwt('greseste');
      const wrong = await change(u.jwt, 'nu-este-parola', 'parola-noua-123');
      expectError(wrong, passwordMessages.wrongCurrent);
      // Each refusal names its field, so the form shows it under that field.
      expect(wrong.json().error.details.errors).toEqual([
        { path: ['currentPassword'], message: passwordMessages.wrongCurrent, name: 'ValidationError' },
      ]);
      const same = await change(u.jwt, TEST_PASSWORD, TEST_PASSWORD);
      expectError(same, passwordMessages.sameAsCurrent);
      expect(same.json().error.details.errors[0].path).toEqual(['password']);
      expectError(await change(u.jwt, TEST_PASSWORD, 'scurta'), authMessages.passwordLength);
      expectError(await change(u.jwt, TEST_PASSWORD, 'parola-noua-1', 'parola-noua-2'), authMessages.passwordsMismatch);
      // Nothing changed: the old password still logs in and the other device is still logged in.
      expect((await login('greseste', TEST_PASSWORD)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(200);
    });

    test('two devices changing the password at once: one wins, the other is refused and logged out', async () => {
      const u = await createUser(ctx, { username: 'doi_deodata' });
      const other = await loginJwt('doi_deodata');
      const [first, second] = await Promise.all([
        change(u.jwt, TEST_PASSWORD, 'parola-primului-1'),
        change(other, TEST_PASSWORD, 'parola-celui-de-al-doilea'),
      ]);
      const codes = [first.statusCode, second.statusCode];
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect([400, 401]).toContain(codes.find((c) => c !== 200));
      const [winner, loser, password] =
        first.statusCode === 200 ? [u.jwt, other, 'parola-primului-1'] : [other, u.jwt, 'parola-celui-de-al-doilea'];
      expect((await me(winner)).statusCode).toBe(200);
      expect((await me(loser)).statusCode).toBe(401);
      expect((await login('doi_deodata', password)).statusCode).toBe(200);
    });

    test('needs a token', async () => {
      const res = await call('/api/auth/change-password', {
        currentPassword: TEST_PASSWORD,
        password: 'parola-noua-123',
        passwordConfirmation: 'parola-noua-123',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.name).toBe('UnauthorizedError');
    });
  });
});
