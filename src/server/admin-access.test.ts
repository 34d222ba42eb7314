import { afterAll, beforeAll, expect, test } from 'vitest';
import { routes } from './routes.ts';
import { createUser, type TestUser } from './test/factories.ts';
import { type TestContext, testApp } from './test/test-app.ts';

// Every admin route of the one route list, tried as a visitor, a verified player and an admin:
// a new admin route is covered as soon as it is listed.
let ctx: TestContext;
let player: TestUser;
let admin: TestUser;
const adminRoutes = routes.filter((r) => r.access === 'admin');
const url = (u: string) => u.replace(/:id\b/g, '987654').replace(/:(\w+)/g, 'x');

beforeAll(async () => {
  ctx = await testApp();
  player = await createUser(ctx, { username: 'jucator' });
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
});
afterAll(() => ctx.close());

test('there are admin routes to check', () => {
  expect(adminRoutes.length).toBeGreaterThan(10);
});

test.each(adminRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))(
  '%s: visitor 401, player 403, admin passes the guard',
  async (_, r) => {
    const inject = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: r.method,
        url: url(r.url),
        headers,
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : { bogus: true },
      });
    const visitor = await inject({});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.name).toBe('UnauthorizedError');
    const asPlayer = await inject(player.headers);
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json().error.name).toBe('ForbiddenError');
    const asAdmin = await inject(admin.headers);
    expect([401, 403, 500]).not.toContain(asAdmin.statusCode);
  },
);
