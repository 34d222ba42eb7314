import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registrationMessages } from '../../../domain/registration.schemas.ts';
import { loadConfig } from '../../config.ts';
import { createLeague } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

let teamId = '';
let n = 0;
const form = (ctx: TestContext, token: string) => {
  n += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username: `robot_${n}`,
      email: `robot${n}@exemplu.ro`,
      password: 'parola-sigura',
      phone: `+4075500${String(n).padStart(4, '0')}`,
      favTeam: teamId,
      recaptchaToken: token,
    },
  });
};

describe('ALTCHA, served and verified by our own server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await testApp({ now: new Date(), env: { CAPTCHA: 'altcha', CAPTCHA_COST: '1' } });
    teamId = (await createLeague(ctx.db, new Date(), 2)).teams[0].documentId;
  });
  afterAll(() => ctx.close());

  async function solvedToken() {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json();
    expect(challenge.signature).toEqual(expect.any(String));
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  test('a solved challenge is accepted once', async () => {
    const token = await solvedToken();
    expect((await form(ctx, token)).statusCode).toBe(200);
    const again = await form(ctx, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(registrationMessages.captchaFailed);
  });

  test('a forged, tampered or garbage token is refused', async () => {
    const token = await solvedToken();
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    payload.challenge.parameters.cost = 2;
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    for (const bad of [tampered, 'abc', Buffer.from('{"challenge":{}}').toString('base64'), 'x'.repeat(5000)]) {
      const res = await form(ctx, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(registrationMessages.captchaFailed);
    }
  });

  test('a solution past its expiry is refused', async () => {
    const token = await solvedToken();
    ctx.clock.advance(11 * 60_000);
    const res = await form(ctx, token);
    expect(res.statusCode).toBe(400);
    ctx.clock.set(new Date());
  });
});

describe('reCAPTCHA and Turnstile: the provider verifies, against a local stub', () => {
  let stub: Server;
  let url = '';
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    stub = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const params = new URLSearchParams(body);
        seen.push(params);
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({ success: params.get('response') === 'good-token' && params.get('secret') === 's3cret' }),
        );
      });
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((r) => stub.close(() => r())));

  test.each(['recaptcha', 'turnstile'])('%s: a good token passes, a bad one is refused', async (provider) => {
    const ctx = await testApp({ env: { CAPTCHA: provider, CAPTCHA_SECRET: 's3cret', CAPTCHA_VERIFY_URL: url } });
    teamId = (await createLeague(ctx.db, new Date(), 2)).teams[0].documentId;
    expect((await form(ctx, 'good-token')).statusCode).toBe(200);
    const bad = await form(ctx, 'bad-token');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(registrationMessages.captchaFailed);
    expect(seen.at(-1)?.get('secret')).toBe('s3cret');
    await ctx.close();
  });
});

test('CAPTCHA=off is refused in production', () => {
  expect(() =>
    loadConfig({ NODE_ENV: 'production', CAPTCHA: 'off', JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp' }),
  ).toThrow(/CAPTCHA=off/);
});
