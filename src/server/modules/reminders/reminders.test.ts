import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REMINDER_DEFAULTS } from '../../../domain/reminders.schemas.ts';
import { pushSubscriptions, reminderSettings } from '../../db/tables/reminders.table.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { type PushService, startPushService } from '../../test/push-service.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { PUSH_DEVICES_MAX, reminderMessages } from './reminders.service.ts';
import { unsubscribeToken } from './unsubscribe-token.service.ts';

// The reminder settings, the push subscriptions of an account's browsers and the e-mail's one-click unsubscribe.

const VAPID_PUBLIC = 'BNMEf-wDgNv1wXZiYVyQJ8mOtsjYrbhj_aaWlrtTvqS14f3zRb4Vq5K-M79M5GDlLJ6yO_XRsKN1LKpDzCcfAdY';
const VAPID_PRIVATE = 'lDb6YQFuzpH2XswwnvQiwGX5Y0fR9NH6qC7z3uVY4mM';

let ctx: TestContext;
let ana: TestUser;
let bogdan: TestUser;
let unverified: TestUser;
let push: PushService;
beforeAll(async () => {
  ctx = await testApp({
    env: { VAPID_PUBLIC_KEY: VAPID_PUBLIC, VAPID_PRIVATE_KEY: VAPID_PRIVATE, PUSH_ALLOW_HTTP: 'true' },
  });
  ana = await createUser(ctx, { username: 'ana' });
  bogdan = await createUser(ctx, { username: 'bogdan' });
  unverified = await createUser(ctx, { username: 'nou', verified: false });
  push = await startPushService({ vapidPublicKey: VAPID_PUBLIC });
});
afterAll(async () => {
  await push.close();
  await ctx.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who?: TestUser, data?: unknown) =>
  ctx.app.inject({ method, url, headers: who?.headers ?? {}, ...(data === undefined ? {} : { payload: { data } }) });

const subscriptionBody = (sub: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({
  endpoint: sub.endpoint,
  expirationTime: null,
  keys: sub.keys,
});

describe('GET and PUT /api/reminders', () => {
  test('an account that never saved gets the defaults, its device count and the VAPID public key', async () => {
    const res = await call('GET', '/api/reminders', ana);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...REMINDER_DEFAULTS, pushDevices: 0, vapidPublicKey: VAPID_PUBLIC });
  });

  test('PUT saves the settings and answers them; GET then reads them', async () => {
    const settings = { push: false, email: true, before24h: false, before3h: true };
    const res = await call('PUT', '/api/reminders', ana, settings);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...settings, pushDevices: 0, vapidPublicKey: VAPID_PUBLIC });
    expect((await call('GET', '/api/reminders', ana)).json().data).toMatchObject(settings);
    expect((await call('GET', '/api/reminders', bogdan)).json().data).toMatchObject(REMINDER_DEFAULTS);
  });

  test.each([
    ['a missing field', { push: true, email: false, before24h: true }],
    ['a string for a boolean', { push: 'da', email: false, before24h: true, before3h: true }],
    ['an unknown key', { ...REMINDER_DEFAULTS, userId: 1 }],
    ['no object', 'da'],
  ])('PUT with %s is a 400 ValidationError and changes nothing', async (_, data) => {
    const before = await ctx.db.select().from(reminderSettings);
    const res = await call('PUT', '/api/reminders', bogdan, data);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    expect(await ctx.db.select().from(reminderSettings)).toEqual(before);
  });

  test('a visitor gets 401; an unverified account reads but cannot save (403)', async () => {
    expect((await call('GET', '/api/reminders')).statusCode).toBe(401);
    expect((await call('PUT', '/api/reminders', undefined, REMINDER_DEFAULTS)).statusCode).toBe(401);
    expect((await call('GET', '/api/reminders', unverified)).statusCode).toBe(200);
    const res = await call('PUT', '/api/reminders', unverified, REMINDER_DEFAULTS);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details.code).toBe('PHONE_NOT_VERIFIED');
  });

  test('without VAPID keys push is off: vapidPublicKey is null', async () => {
    const bare = await testApp({ database: ctx.database });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/reminders', headers: bogdan.headers });
      expect(res.json().data.vapidPublicKey).toBeNull();
    } finally {
      await bare.app.close();
    }
  });
});

describe('POST and DELETE /api/push-subscriptions', () => {
  test('a browser subscribes (201, idempotent), and a re-post from another account moves it there', async () => {
    const sub = push.subscribe();
    const first = await call('POST', '/api/push-subscriptions', bogdan, subscriptionBody(sub));
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ endpoint: sub.endpoint });
    expect((await call('POST', '/api/push-subscriptions', bogdan, subscriptionBody(sub))).statusCode).toBe(201);
    expect((await call('GET', '/api/reminders', bogdan)).json().data.pushDevices).toBe(1);

    expect((await call('POST', '/api/push-subscriptions', ana, subscriptionBody(sub))).statusCode).toBe(201);
    const rows = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(rows.map((r) => r.userId)).toEqual([ana.id]);
    expect((await call('GET', '/api/reminders', bogdan)).json().data.pushDevices).toBe(0);
  });

  test(`an account keeps at most ${PUSH_DEVICES_MAX} browsers: the oldest goes`, async () => {
    const player = await createUser(ctx, { username: 'colectionar' });
    const subs = Array.from({ length: PUSH_DEVICES_MAX + 2 }, () => push.subscribe());
    for (const sub of subs) await call('POST', '/api/push-subscriptions', player, subscriptionBody(sub));
    const rows = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, player.id));
    expect(rows.map((r) => r.endpoint).sort()).toEqual(
      subs
        .slice(2)
        .map((s) => s.endpoint)
        .sort(),
    );
  });

  const good = () => subscriptionBody(push.subscribe());
  test.each([
    [
      'a p256dh of 64 bytes',
      (b: ReturnType<typeof good>) => ({
        ...b,
        keys: { ...b.keys, p256dh: Buffer.alloc(64, 4).toString('base64url') },
      }),
      'p256dh',
    ],
    [
      'a p256dh that is not a point of P-256',
      (b: ReturnType<typeof good>) => ({
        ...b,
        keys: { ...b.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url') },
      }),
      'p256dh',
    ],
    [
      'a compressed-form p256dh',
      (b: ReturnType<typeof good>) => ({
        ...b,
        keys: { ...b.keys, p256dh: Buffer.concat([Buffer.from([2]), Buffer.alloc(64, 7)]).toString('base64url') },
      }),
      'p256dh',
    ],
    [
      'an auth of 17 bytes',
      (b: ReturnType<typeof good>) => ({ ...b, keys: { ...b.keys, auth: Buffer.alloc(17, 1).toString('base64url') } }),
      'auth',
    ],
    [
      'an endpoint with credentials',
      (b: ReturnType<typeof good>) => ({ ...b, endpoint: b.endpoint.replace('http://', 'http://u:p@') }),
      'endpoint',
    ],
  ])('%s is refused with a 400 naming the field', async (_, change, field) => {
    const res = await call('POST', '/api/push-subscriptions', bogdan, change(good()));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors.map((e: { path: string[] }) => e.path.at(-1))).toEqual([field]);
  });

  test('without PUSH_ALLOW_HTTP only https endpoints on a named host are taken', async () => {
    const strict = await testApp({ database: ctx.database });
    try {
      const post = (endpoint: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/push-subscriptions',
          headers: bogdan.headers,
          payload: { data: { ...good(), endpoint } },
        });
      for (const endpoint of [
        'http://push.example.com/x',
        'https://127.0.0.1/x',
        'https://[::1]/x',
        'https://localhost/x',
      ]) {
        const res = await post(endpoint);
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json().error.message).toBe(reminderMessages.endpoint);
      }
      expect((await post('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(201);
    } finally {
      await strict.app.close();
    }
  });

  test('DELETE removes only the caller’s own subscription; another account’s is 404', async () => {
    const sub = push.subscribe();
    await call('POST', '/api/push-subscriptions', ana, subscriptionBody(sub));
    const stolen = await call('DELETE', '/api/push-subscriptions', bogdan, { endpoint: sub.endpoint });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.message).toBe(reminderMessages.notYours);
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint)),
    ).toHaveLength(1);
    const res = await call('DELETE', '/api/push-subscriptions', ana, { endpoint: sub.endpoint });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ endpoint: sub.endpoint });
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toEqual(
      [],
    );
  });

  test('a visitor gets 401, an unverified account 403', async () => {
    expect((await call('POST', '/api/push-subscriptions', undefined, good())).statusCode).toBe(401);
    expect((await call('POST', '/api/push-subscriptions', unverified, good())).statusCode).toBe(403);
    expect((await call('DELETE', '/api/push-subscriptions', undefined, { endpoint: 'https://a.b/c' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/reminders/unsubscribe', () => {
  const emailOn = async (who: TestUser) => {
    await call('PUT', '/api/reminders', who, { push: true, email: true, before24h: true, before3h: false });
  };
  const emailOf = async (who: TestUser) => (await call('GET', '/api/reminders', who)).json().data;

  test('the one-click form body with a good token turns e-mail off, nothing else; no login needed', async () => {
    await emailOn(bogdan);
    const token = unsubscribeToken(ctx.config.jwtSecret, bogdan.documentId);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ email: false });
    expect(await emailOf(bogdan)).toMatchObject({ push: true, email: false, before24h: true, before3h: false });
  });

  test('with no body too, and for an account that never saved (defaults kept, e-mail off)', async () => {
    const fresh = await createUser(ctx, { username: 'proaspat' });
    const token = unsubscribeToken(ctx.config.jwtSecret, fresh.documentId);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/reminders/unsubscribe?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(await emailOf(fresh)).toMatchObject({ ...REMINDER_DEFAULTS, email: false });
  });

  test.each([
    ['no token', ''],
    [
      'another account’s mac',
      `${'a'.repeat(24)}.${unsubscribeToken('test-secret-that-is-long-enough', 'b'.repeat(24)).split('.')[1]}`,
    ],
    ['a token of another secret', 'x'],
    ['garbage', '?token=%00%ff'],
  ])('%s is a 400 with the Romanian message, and changes nothing', async (name, tokenPart) => {
    await emailOn(ana);
    const token =
      name === 'a token of another secret' ? unsubscribeToken('another-secret-long-enough', ana.documentId) : tokenPart;
    const url = tokenPart.startsWith('?')
      ? `/api/reminders/unsubscribe${tokenPart}`
      : `/api/reminders/unsubscribe?token=${token}`;
    const res = await ctx.app.inject({ method: 'POST', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Linkul de dezabonare nu este valid.' },
    });
    expect((await emailOf(ana)).email).toBe(true);
  });

  test('form bodies stay refused on every other route', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: { ...ana.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'push=true',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unsupported Media Type');
  });
});
