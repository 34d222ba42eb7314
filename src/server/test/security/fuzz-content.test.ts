import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestContext, testApp } from '../test-app.ts';
import { FUZZ_TIMEOUT_MS, fuzzRoute, noRateLimits, prototypeKeys } from './fuzz-run.ts';
import { fuzzTargets, routeKey, routesOfGroup } from './fuzz-targets.ts';

// FUZZ_RUNS hostile requests to each write route of the content half (see fuzz-targets.ts): never a 5xx,
// refusals in the Strapi shape, and no table changed by a refused request.
let ctx: TestContext;
const before = prototypeKeys();

beforeAll(async () => {
  ctx = await testApp({ rateLimitStore: noRateLimits });
});
afterAll(() => ctx.close());

test.each(routesOfGroup('content').map((r) => [routeKey(r), r] as const))(
  '%s survives fuzzed requests',
  async (_, route) => {
    const stats = await fuzzRoute(ctx, route);
    // The caller is valid all along: a 401 would mean the fuzz stopped at the guard.
    if (route.access !== 'public') expect(stats.unauthorized).toBe(0);
  },
  FUZZ_TIMEOUT_MS,
);

test.each(
  routesOfGroup('content')
    .filter((r) => fuzzTargets[routeKey(r)].asAdmin)
    .map((r) => [routeKey(r), r] as const),
)(
  '%s survives fuzzed requests from an admin',
  async (_, route) => {
    // The admin's valid request is accepted first (fuzzRoute checks it), then the fuzz starts from it.
    const stats = await fuzzRoute(ctx, route, undefined, 'admin');
    expect(stats.unauthorized).toBe(0);
  },
  FUZZ_TIMEOUT_MS,
);

test('no fuzzed request polluted the shared prototypes', () => {
  expect(prototypeKeys()).toEqual(before);
});
