import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { pushSubscriptions } from '../../db/tables/reminders.table.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { browserKeys, type PushService, startPushService } from '../../test/push-service.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { createPushSender } from './push-sender.adapter.ts';
import { reminderMessages } from './reminders.service.ts';
import { pushEnv } from './reminders.world.ts';

// Push goes only to push services. At subscribe time an endpoint is taken only on a push service's host (the
// browsers' by default, PUSH_ALLOWED_HOSTS adds more), https on port 443, the trailing dot stripped: every form that
// passed as text before is refused with a Romanian 400. At connect time the name's addresses must be public: a name
// allowed by PUSH_ALLOWED_HOSTS that resolves to 127.0.0.1 (a test resolver) is never connected to; a listening
// socket sees no connection, while the same socket does see one from an endpoint on its address.

let ctx: TestContext;
let player: TestUser;
beforeAll(async () => {
  ctx = await testApp({ env: { PUSH_ALLOWED_HOSTS: 'push.example.org,*.push.example.net' } });
  player = await createUser(ctx, { username: 'abonat' });
});
afterAll(() => ctx?.close());

const subscribe = (endpoint: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/push-subscriptions',
    headers: player.headers,
    payload: { data: { endpoint, expirationTime: null, keys: browserKeys() } },
  });

describe('at subscribe time', () => {
  test.each([
    // What passed as text before.
    'https://localhost.:4191/push',
    'https://localtest.me:6379/push',
    'https://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token',
    'https://kubernetes.default.svc.cluster.local/api',
    'https://redis.internal.example:443/x',
    'https://intranet.corp.example/push',
    // Near misses of the push services.
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://evilfcm.googleapis.com/fcm/send/x',
    'https://googleapis.com/fcm/send/x',
    'https://push.services.mozilla.com/wpush/v2/x',
    'https://xpush.services.mozilla.com/wpush/v2/x',
    'https://push.apple.com/x',
    'https://notify.windows.com/w/?token=x',
    'https://notify.windows.com.evil.example/w/?token=x',
    'https://push.example.net/x',
    'https://x.push.example.org/x',
    // A push service on another port or scheme.
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com:80/fcm/send/x',
    'http://fcm.googleapis.com/fcm/send/x',
    'wss://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com..//fcm/send/x',
    // Addresses in every spelling.
    'https://127.0.0.1/x',
    'https://2130706433/x',
    'https://0x7f.1/x',
    'https://0177.0.0.1/x',
    'https://[::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fd00::1]/x',
    // Credentials or a fragment.
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com/fcm/send/x#y',
  ])('%s is refused with the Romanian 400, nothing stored', async (endpoint) => {
    const res = await subscribe(endpoint);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: reminderMessages.endpoint,
    });
    expect(res.json().error.details.errors.map((e: { path: string[] }) => e.path.at(-1))).toEqual(['endpoint']);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
  });

  test.each([
    // The endpoints browsers hand out.
    'https://fcm.googleapis.com/fcm/send/dXJ0aGVyZQ:APA91bH',
    'https://fcm.googleapis.com/wp/dXJ0aGVyZQ',
    'https://android.googleapis.com/gcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://web.push.apple.com/QGuQyavXuWb0-R8dRIaI',
    'https://api.push.apple.com/3/device/x',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    'https://db5p.notify.windows.com/w/?token=x',
    // The default port written out, a trailing dot, upper case: the same hosts.
    'https://fcm.googleapis.com:443/fcm/send/port',
    'https://fcm.googleapis.com./fcm/send/dot',
    'https://FCM.GoogleAPIs.com/fcm/send/upper',
    // PUSH_ALLOWED_HOSTS.
    'https://push.example.org/x',
    'https://eu.push.example.net/x',
    'https://a.b.push.example.net/x',
  ])('%s is taken', async (endpoint) => {
    expect((await subscribe(endpoint)).statusCode).toBe(201);
  });

  test('PUSH_ALLOWED_HOSTS: a bad entry refuses the start with one line naming the variable', () => {
    for (const value of ['*.com', '*', 'http://push.example.org', '10.0.0.1', 'push..example.org', 'a,,b', 'x/y']) {
      let lines: string[] = [];
      try {
        loadConfig({ NODE_ENV: 'test', PUSH_ALLOWED_HOSTS: value });
      } catch (error) {
        lines = (error as { problems: string[] }).problems;
      }
      expect(lines, value).toHaveLength(1);
      expect(lines[0], value).toMatch(/^PUSH_ALLOWED_HOSTS=".*" is not valid/);
    }
    expect(
      loadConfig({ NODE_ENV: 'test', PUSH_ALLOWED_HOSTS: 'Push.Example.org., *.push.example.net' }).push.hosts,
    ).toMatchObject({
      exact: expect.arrayContaining(['push.example.org']),
      suffixes: expect.arrayContaining(['.push.example.net']),
    });
  });

  test('PUSH_ALLOW_HTTP stays refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PUSH_ALLOW_HTTP: 'true' })).toThrow(
      /^PUSH_ALLOW_HTTP=true is refused when NODE_ENV=production/,
    );
  });
});

describe('at connect time', () => {
  let listener: Server;
  let port: number;
  let connections = 0;
  let push: PushService;
  const { keys, env } = pushEnv();
  // PUSH_ALLOW_HTTP (a test's local port); the rebinding name is allowed as a push service's host.
  const config = loadConfig({ NODE_ENV: 'test', ...env, PUSH_ALLOWED_HOSTS: 'push.rebind.test' });
  const asked: string[] = [];
  let answer: { address: string; family: number }[] = [];
  const sender = createPushSender(
    { ...config.push, vapid: config.push.vapid! },
    {
      concurrency: 4,
      resolve: async (hostname) => {
        asked.push(hostname);
        return answer;
      },
    },
  );
  beforeAll(async () => {
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as { port: number }).port;
    push = await startPushService({ vapidPublicKey: keys.publicKey });
  });
  afterAll(async () => {
    sender.close();
    await push.close();
    await new Promise((resolve) => listener.close(resolve));
  });

  const target = (endpoint: string, id = 1) => ({ id, endpoint, ...browserKeys() });
  const sendTo = (endpoint: string) => sender.send([{ target: target(endpoint), payload: '{}' }], 60);

  test('the listening socket sees the push sent to its own address: the check is what stops the others', async () => {
    const outcome = await sendTo(`http://127.0.0.1:${port}/push/x`);
    expect(outcome.failed).toEqual([1]);
    expect(connections).toBe(1);
    connections = 0;
  });

  test.each([
    ['127.0.0.1', 4],
    ['10.0.0.7', 4],
    ['169.254.169.254', 4],
    ['100.64.0.1', 4],
    ['0.0.0.0', 4],
    ['::1', 6],
    ['::ffff:127.0.0.1', 6],
    ['fd00::1', 6],
    ['fe80::1', 6],
    ['64:ff9b::7f00:1', 6],
    ['2002:7f00:1::1', 6],
  ])('an allowed name resolving to %s is refused before connecting (http and https)', async (address, family) => {
    answer = [{ address, family }];
    asked.length = 0;
    for (const scheme of ['http', 'https']) {
      const outcome = await sendTo(`${scheme}://push.rebind.test:${port}/push/rebound`);
      expect(outcome, scheme).toEqual({ delivered: [], gone: [], failed: [1] });
    }
    expect(asked).toEqual(['push.rebind.test', 'push.rebind.test']);
    expect(connections).toBe(0);
  });

  test('with the system resolver too: localhost, even allowed by PUSH_ALLOWED_HOSTS, is never connected to', async () => {
    const local = loadConfig({ NODE_ENV: 'test', ...env, PUSH_ALLOWED_HOSTS: 'localhost' });
    const system = createPushSender({ ...local.push, vapid: local.push.vapid! }, { concurrency: 1 });
    try {
      for (const endpoint of [`http://localhost:${port}/push/x`, `https://localhost.:${port}/push/x`]) {
        expect((await system.send([{ target: target(endpoint), payload: '{}' }], 60)).failed, endpoint).toEqual([1]);
      }
      expect(connections).toBe(0);
    } finally {
      system.close();
    }
  });

  test('one private address among public ones is enough to refuse the name', async () => {
    answer = [
      { address: '8.8.8.8', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect((await sendTo(`https://push.rebind.test:${port}/push/mixed`)).failed).toEqual([1]);
    expect(connections).toBe(0);
  });

  test('an endpoint stored before these rules (an internal name, an address) is not sent to: it is dropped', async () => {
    const strict = createPushSender(
      { ...config.push, allowHttp: false, vapid: config.push.vapid! },
      { concurrency: 2 },
    );
    try {
      const outcome = await strict.send(
        [
          { target: target(`https://127.0.0.1:${port}/push/old`, 1), payload: '{}' },
          { target: target('https://metadata.google.internal/computeMetadata/v1/', 2), payload: '{}' },
          { target: target(`http://127.0.0.1:${push.origin.split(':').at(-1)}/push/old`, 3), payload: '{}' },
        ],
        60,
      );
      expect(outcome).toEqual({ delivered: [], gone: [1, 2, 3], failed: [] });
      expect(connections).toBe(0);
      expect(push.refused).toEqual([]);
    } finally {
      strict.close();
    }
  });

  test('a real push service on an address PUSH_ALLOW_HTTP takes still receives (the tests’ and benches’ way)', async () => {
    const browser = push.subscribe();
    const outcome = await sender.send(
      [{ target: { id: 9, endpoint: browser.endpoint, ...browser.keys }, payload: '{"title":"t"}' }],
      60,
    );
    expect(outcome.delivered).toEqual([9]);
    expect(push.received.at(-1)?.payload).toEqual({ title: 't' });
  });
});
