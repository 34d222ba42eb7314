import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser } from '../test/factories.ts';
import { type TestContext, testApp } from '../test/test-app.ts';

let ctx: TestContext;
const lines: string[] = [];
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  ctx = await testApp({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
});
afterAll(() => ctx.close());

const requestLines = () => logged().filter((l) => l.msg === 'request' || l.msg === 'request errored');

test('one line per request at info level: method, route, status, duration', async () => {
  lines.length = 0;
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/matches?pagination[pageSize]=5&filters[documentId][$eq]=hush',
  });
  expect(res.statusCode).toBe(200);
  // Only this request's line (the change bus may log its listening session coming up meanwhile).
  expect(requestLines()).toHaveLength(1);
  const [line] = requestLines();
  expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', route: '/api/matches', status: 200 });
  expect(typeof line.ms).toBe('number');
  expect(lines.join('')).not.toContain('hush');
});

test('no header, token, query or body reaches the log, whatever the outcome', async () => {
  const user = await createUser(ctx, { username: 'logged_one' });
  lines.length = 0;
  await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/local',
    payload: { identifier: user.username, password: 'wrong-password-123' },
  });
  await ctx.app.inject({ method: 'GET', url: '/api/nope?token=abc', headers: { authorization: 'Bearer abc' } });
  await ctx.app.inject({ method: 'GET', url: '/api/matches/x?populate[zzz]=1' });
  expect(lines).toHaveLength(4);
  expect(requestLines().map((l) => [l.method, l.route, l.status])).toEqual([
    ['GET', '/api/users/me', 200],
    ['POST', '/api/auth/local', 400],
    ['GET', '/api/nope', 404],
    ['GET', '/api/matches/:id', 400],
  ]);
  const all = lines.join('\n');
  for (const secret of [user.jwt, 'wrong-password-123', 'token=abc', 'Bearer', 'zzz', 'authorization']) {
    expect(all).not.toContain(secret);
  }
});

test('at warn, requests write nothing', async () => {
  const quiet: string[] = [];
  const other = await testApp({ logger: { level: 'warn', stream: { write: (l: string) => quiet.push(l) } } });
  try {
    await other.app.inject({ method: 'GET', url: '/api/matches' });
    expect(quiet).toEqual([]);
  } finally {
    await other.close();
  }
});
