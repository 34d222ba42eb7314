import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RateLimitStore } from '../../http/rate-limit.ts';
import type { RouteDef } from '../../http/route.ts';
import { newSessionHeaders } from '../factories.ts';
import { changedTables, tableChecksummer } from '../table-checksum.ts';
import type { TestContext } from '../test-app.ts';
import { bodyText, contentType } from './fuzz-arbitraries.ts';
import { multipartRequest } from './fuzz-multipart.ts';
import { type FuzzTarget, fuzzTargets, routeKey } from './fuzz-targets.ts';
import { idArb, queryString } from './fuzz-url-arbitraries.ts';
import { buildWorld, type FuzzWorld, tinyPng } from './fuzz-world.ts';

/** Requests per endpoint: 150 in npm test and CI (on each engine, so 300 a route), 2,000 in npm run test:full. */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 150);

/**
 * Rate limits count before validation: once spent, every request would stop at a 429 and the fuzz would test
 * nothing else. They have their own tests (src/server/http/rate-limit.test.ts); here they never fire.
 */
export const noRateLimits: RateLimitStore = {
  hit: async () => ({ count: 0, resetInMs: 0 }),
  reset: async () => {},
  close: async () => {},
};

interface FuzzRequest {
  method: RouteDef['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Who sends the fuzz: the identity the route's guard lets through, or the admin (FuzzTarget.asAdmin). */
type FuzzCaller = 'guard' | 'admin';

/** An identity the route's guard lets through, so the fuzz reaches validation and the services. */
function callerHeaders(route: RouteDef, w: FuzzWorld, as: FuzzCaller): Record<string, string> {
  if (route.access === 'admin' || as === 'admin') return { ...w.admin.headers };
  if (route.access === 'user' || route.access === 'verified') return { ...w.player.headers };
  return {};
}

const pathOf = (route: RouteDef, id: string) => route.url.replace(':id', id);

/** The target's own query (an unsubscribe token) first, then the fuzzed one. */
const withQuery = (path: string, own: string | undefined, fuzzed = '') =>
  own ? `${path}?${own}${fuzzed.replace(/^\?/, '&')}` : path + fuzzed;

/** The valid body the fuzz starts from: the route's, or the admin's own (FuzzTarget.asAdmin). */
const bodyOf = (target: FuzzTarget, w: FuzzWorld, as: FuzzCaller) =>
  as === 'admin' && target.asAdmin ? target.asAdmin.body(w) : target.body?.(w);

/** The route's valid request, with its first real id. */
function validRequest(route: RouteDef, target: FuzzTarget, w: FuzzWorld, as: FuzzCaller): FuzzRequest {
  const id = String(target.ids?.(w)[0] ?? '');
  const body = bodyOf(target, w, as);
  return {
    method: route.method,
    url: withQuery(pathOf(route, encodeURIComponent(id)), target.query?.(w)),
    headers: { ...callerHeaders(route, w, as), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  };
}

/** Hostile requests for one route: its path id, query string, content type and body, all fuzzed together. */
function requestArb(
  route: RouteDef,
  target: FuzzTarget,
  w: FuzzWorld,
  png: Buffer,
  as: FuzzCaller,
): fc.Arbitrary<FuzzRequest> {
  const realIds = (target.ids?.(w) ?? []).map((id) => encodeURIComponent(String(id)));
  const id = route.url.includes(':id') ? idArb(realIds) : fc.constant('');
  const body = target.multipart
    ? multipartRequest(png).map((m) => ({ type: m.contentType as string | undefined, payload: m.payload }))
    : fc.record({ type: contentType, payload: bodyText(bodyOf(target, w, as) ?? {}) });
  const encoding = fc.oneof(
    { weight: 12, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'gzip, br', 'x-unknown') },
  );
  return fc.record({ id, query: queryString, body, encoding }).map(({ id, query, body, encoding }) => {
    const headers = callerHeaders(route, w, as);
    if (body.type !== undefined) headers['content-type'] = body.type;
    if (encoding !== null) headers['content-encoding'] = encoding;
    return {
      method: route.method,
      url: withQuery(pathOf(route, id), target.query?.(w), query),
      headers,
      payload: body.payload,
    };
  });
}

const exchange = (req: FuzzRequest, res?: LightMyRequestResponse) =>
  `${req.method} ${req.url.slice(0, 300)} [${req.headers['content-type'] ?? 'no content-type'}] ` +
  `${String(req.payload ?? '').slice(0, 300)} → ${res ? `${res.statusCode} ${res.body.slice(0, 300)}` : 'no answer'}`;

/** A refusal is the Strapi error envelope, in JSON, carrying its own status. */
export function expectStrapiError(res: LightMyRequestResponse, context: string) {
  expect(res.headers['content-type'], context).toMatch(/^application\/json/);
  const body = res.json();
  expect(body, context).toMatchObject({
    data: null,
    error: { status: res.statusCode, name: expect.any(String), message: expect.any(String) },
  });
  expect(typeof body.error.details, context).toBe('object');
}

export interface FuzzStats {
  ok: number;
  refused: number;
  unauthorized: number;
}

/**
 * Fuzzes one route in a world of its own: every answer is below 500, refusals are Strapi errors, and a refused
 * request leaves every table as it was (a success moves the baseline).
 */
export async function fuzzRoute(
  ctx: TestContext,
  route: RouteDef,
  runs = FUZZ_RUNS,
  as: FuzzCaller = 'guard',
): Promise<FuzzStats> {
  const target = fuzzTargets[routeKey(route)];
  if (!target) throw new Error(`No fuzz target for ${routeKey(route)}`);
  const world = await buildWorld(ctx);
  const png = await tinyPng();
  // A wrong SMS code counts an attempt on purpose (5 and the code is dead): that counter may move on a refusal.
  // The job runner moves its own bookkeeping (a mail queued by an earlier success being delivered or retried) at
  // any time; a refused request that queued a job would still add a row.
  const checker = await tableChecksummer(ctx.db, {
    ignoreColumns: {
      sms_codes: ['attempts'],
      jobs: ['state', 'attempts', 'run_at', 'locked_by', 'locked_until', 'last_error', 'finished_at'],
    },
  });
  const checksums = { take: () => checker.latest() };
  const stats: FuzzStats = { ok: 0, refused: 0, unauthorized: 0 };

  if (route.method !== 'DELETE' && !target.multipart) {
    const valid = validRequest(route, target, world, as);
    const res = await ctx.app.inject(valid as InjectOptions);
    expect(res.statusCode, `the valid request is accepted: ${exchange(valid, res)}`).toBeLessThan(300);
  }

  let baseline = await checksums.take();
  await fc.assert(
    fc.asyncProperty(requestArb(route, target, world, png, as), async (req) => {
      if (target.freshSession) {
        // A new session of the player for each request, counted into the baseline before the request is sent.
        Object.assign(req.headers, await newSessionHeaders(ctx, world.player.id));
        baseline = await checksums.take();
      }
      const res = await ctx.app.inject(req as InjectOptions);
      const before = baseline;
      const after = await checksums.take();
      baseline = after; // taken before any check, so a failure does not make later runs (and the shrinker's) fail
      const context = exchange(req, res);
      expect(res.statusCode, context).toBeLessThan(500);
      if (res.statusCode < 400) {
        stats.ok++;
        return;
      }
      stats.refused++;
      if (res.statusCode === 401) stats.unauthorized++;
      expectStrapiError(res, context);
      expect(changedTables(before, after), `a refused request changed tables: ${context}`).toEqual([]);
    }),
    { numRuns: runs },
  );
  return stats;
}

/** The own keys of the shared prototypes: a parser that honours __proto__ would add one. */
export function prototypeKeys() {
  return {
    object: Object.getOwnPropertyNames(Object.prototype).sort(),
    array: Object.getOwnPropertyNames(Array.prototype).sort(),
    polluted: ({} as Record<string, unknown>).polluted,
  };
}

/** Long enough for FUZZ_RUNS requests to one route, with room for a slow shared machine. */
export const FUZZ_TIMEOUT_MS = 60_000 + FUZZ_RUNS * 200;
