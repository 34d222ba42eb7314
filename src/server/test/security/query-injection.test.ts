import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes } from '../../routes.ts';
import { type TestContext, testApp } from '../test-app.ts';
import { listAttacks, oneAttacks, PROTOTYPE_PROBES } from './injection-attacks.ts';
import {
  ADMIN_VIEWS,
  type Caller,
  GET_ENDPOINTS,
  type ListEndpoint,
  type NoQueryEndpoint,
  type OneEndpoint,
} from './injection-endpoints.ts';
import { BULK, NOW, seedWorld, type World } from './injection-world.ts';

// Query injection on every GET route: private fields, relation paths to them, prefixed or quoted
// column names, unknown keys, operators on the wrong types and deep populate are all a 400
// ValidationError, never an answer that depends on private data; a huge page size is clamped.

let ctx: TestContext;
let world: World;

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  world = await seedWorld(ctx);
});
afterAll(() => ctx.close());

const headersOf = (caller: Caller) =>
  caller === 'visitor' ? {} : caller === 'player' ? world.player.headers : world.admin.headers;

const get = (caller: Caller, url: string) => ctx.app.inject({ method: 'GET', url, headers: headersOf(caller) });

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** Why a response is not a Strapi-shaped 400 ValidationError, or null when it is one. */
function notARefusal(res: LightMyRequestResponse, name = 'ValidationError'): string | null {
  if (res.statusCode !== 400) return `status ${res.statusCode}: ${res.body.slice(0, 160)}`;
  const body = res.json();
  const e = body?.error;
  const shaped =
    body?.data === null &&
    e?.status === 400 &&
    e.name === name &&
    typeof e.message === 'string' &&
    typeof e.details === 'object' &&
    e.details !== null;
  return shaped ? null : `not a Strapi ${name}: ${res.body.slice(0, 160)}`;
}

const adminViews = Object.entries(ADMIN_VIEWS).map(([key, e]) => [`${key} (as admin)`, e] as [string, ListEndpoint]);
const entries = [...Object.entries(GET_ENDPOINTS), ...adminViews];
const lists = entries.filter((e): e is [string, ListEndpoint] => e[1].kind === 'list');
const ones = entries.filter((e): e is [string, OneEndpoint] => e[1].kind === 'one');
const nones = entries.filter((e): e is [string, NoQueryEndpoint] => e[1].kind === 'none');

test('every GET route is classified, and every classified route exists', () => {
  const actual = routes.filter((r) => r.method === 'GET').map((r) => `GET ${r.url}`);
  expect(actual.filter((key) => !(key in GET_ENDPOINTS))).toEqual([]);
  expect(Object.keys(GET_ENDPOINTS).filter((key) => !actual.includes(key))).toEqual([]);
  // The caller is the identity the route admits.
  const callers = { public: 'visitor', user: 'player', verified: 'player', admin: 'admin' } as const;
  for (const r of routes.filter((x) => x.method === 'GET')) {
    expect(GET_ENDPOINTS[`GET ${r.url}`].caller, r.url).toBe(callers[r.access]);
  }
  for (const [, e] of nones) expect(e.reason.length).toBeGreaterThan(10);
  // An admin's other view is of a route players call (an admin route's own caller already is the admin).
  for (const key of Object.keys(ADMIN_VIEWS)) {
    expect(routes.find((r) => `${r.method} ${r.url}` === key)?.access, key).toBe('user');
    expect(ADMIN_VIEWS[key].caller, key).toBe('admin');
  }
});

test.each(entries.filter(([, e]) => e.kind !== 'none'))('%s answers its caller without a query', async (_, e) => {
  const res = await get(e.caller, e.path(world));
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
});

describe('list endpoints', () => {
  test.each(lists)('%s accepts its typed filters with operators of the right type', async (_, e) => {
    const valid = { int: '[$gte]=0', bool: '[$eq]=true', str: '[$containsi]=a', date: '[$lt]=2030-01-01' };
    for (const [type, path] of Object.entries(e.typed)) {
      const query = `filters${path.map((p) => `[${p}]`).join('')}${valid[type as keyof typeof valid]}`;
      const res = await get(e.caller, withQuery(e.path(world), query));
      expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  test.each([
    ['populate=*', 'visitor', '/api/round-slips?populate=*', undefined],
    ['populate[*]=true', 'visitor', '/api/teams?populate[*]=true', BULK],
    ['fields of a populated relation', 'visitor', '/api/announcements?populate[round][fields][0]=name', 1],
    ['$in as a list', 'visitor', `/api/teams?filters[name][$in][0]=Echipa 000&filters[name][$in][1]=Echipa 001`, 2],
    [
      'dates between',
      'visitor',
      '/api/matches?filters[date][$between][0]=2026-03-01&filters[date][$between][1]=2026-03-05',
      334,
    ],
    ['dates before', 'visitor', '/api/matches?filters[date][$lt]=2000-01-01', 0],
    ['a day', 'player', '/api/daily-slips?filters[date][$eq]=2026-03-04', 1],
    [
      "the back office's league search",
      'admin',
      '/api/leagues?filters[$or][0][name][$containsi]=mariei&filters[$or][1][owner][username][$containsi]=mariei' +
        '&sort[0]=membersCount:desc&sort[1]=name:asc&pagination[page]=1&pagination[pageSize]=20&populate[0]=owner',
      1,
    ],
  ] as const)('the client forms still pass: %s', async (_, caller, url, total) => {
    const res = await get(caller, encodeURI(url));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    if (total !== undefined) expect(res.json().meta.pagination.total).toBe(total);
  });

  test.each(lists)('%s refuses every injection with a 400 ValidationError', async (_, e) => {
    const attacks = listAttacks(e);
    const failures: string[] = [];
    for (const attack of attacks) {
      const why = notARefusal(await get(e.caller, withQuery(e.path(world), attack.query)));
      if (why) failures.push(`${attack.label} (${attack.query.slice(0, 80)}): ${why}`);
    }
    expect(failures).toEqual([]);
    expect(attacks.length).toBeGreaterThan(120);
  });
});

test.each(ones)('%s refuses every injection with a 400 ValidationError', async (_, e) => {
  const failures: string[] = [];
  for (const attack of oneAttacks(e.ownPersonal)) {
    const why = notARefusal(await get(e.caller, withQuery(e.path(world), attack.query)));
    if (why) failures.push(`${attack.label} (${attack.query.slice(0, 80)}): ${why}`);
  }
  expect(failures).toEqual([]);
});

const HOSTILE =
  'filters[password][$startsWith]=a&filters[user][email][$eq]=x&populate[*][populate][*]=true' +
  '&fields[0]=passwordHash&sort=phone:asc&foo=1&pagination[pageSize]=1000000000';

test.each(nones)('%s reads no query: a hostile one changes nothing (%#)', async (_, e) => {
  const plain = await get(e.caller, e.path(world));
  const hostile = await get(e.caller, withQuery(e.path(world), HOSTILE));
  expect(hostile.statusCode).toBe(plain.statusCode);
  expect(hostile.statusCode).toBeLessThan(500);
  expect(hostile.headers['content-type']).toBe(plain.headers['content-type']);
  // A picture (the invite's card) is compared byte for byte.
  if (/^application\/json/.test(String(plain.headers['content-type']))) expect(hostile.json()).toEqual(plain.json());
  else expect(hostile.rawPayload.equals(plain.rawPayload)).toBe(true);
});

test.each([...lists, ...ones] as [string, ListEndpoint | OneEndpoint][])(
  '%s: prototype keys are refused or change nothing',
  async (_, e) => {
    const plain = await get(e.caller, e.path(world));
    for (const query of PROTOTYPE_PROBES) {
      const res = await get(e.caller, withQuery(e.path(world), query));
      if (res.statusCode !== 400) expect(res.json(), query).toEqual(plain.json());
      else expect(notARefusal(res), query).toBeNull();
    }
    expect(({} as Record<string, unknown>).password).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  },
);

describe('answers never depend on private data', () => {
  // Each pair would answer differently if the filter reached SQL: one probe holds the truth, one does not.
  const q = encodeURIComponent;
  const probes: [string, Caller, (w: World) => [string, string]][] = [
    ['/api/users?filters[passwordHash][$startsWith]=', 'admin', (w) => [w.secrets.passwordHash.slice(0, 3), '~~~']],
    ['/api/users?filters[phone][$startsWith]=', 'admin', (w) => [w.secrets.phone.slice(0, 6), '+00000']],
    ['/api/predictions?filters[user][email][$startsWith]=', 'player', (w) => [w.secrets.email[0], '#']],
    ['/api/community-feed?filters[user][phone][$eq]=', 'visitor', (w) => [w.secrets.phone, '+00000']],
    [
      '/api/community-posts?filters[user][passwordHash][$startsWith]=',
      'admin',
      (w) => [w.secrets.passwordHash[0], '~'],
    ],
    ['/api/leagues?filters[owner][email][$startsWith]=', 'admin', (w) => [w.secrets.email.slice(0, 4), '#']],
    ['/api/leagues?filters[code][$eq]=', 'admin', (w) => [w.keys.leagueCode, 'ZZZZZZZZZZ']],
    [
      '/api/rounds?filters[$or][0][id][$gt]=0&filters[$or][1][winners][user][email][$eq]=',
      'visitor',
      (w) => [w.secrets.email, 'x@y.z'],
    ],
  ];

  test.each(probes)('%s…: true and false probes get the same 400', async (prefix, caller, values) => {
    const [truth, lie] = values(world);
    expect(truth).not.toBe(lie);
    const a = await get(caller, prefix + q(truth));
    const b = await get(caller, prefix + q(lie));
    expect(notARefusal(a)).toBeNull();
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
  });

  test('a sort on a private field is refused the same way in both directions', async () => {
    const asc = await get('admin', '/api/users?sort=passwordHash:asc');
    const desc = await get('admin', '/api/users?sort=passwordHash:desc');
    expect(notARefusal(asc)).toBeNull();
    expect(asc.body).toBe(desc.body);
  });
});

describe('page sizes are clamped (max 100, 1000 on /api/predictions), never a 400', () => {
  const HUGE = '1000000000';

  test.each(lists.filter(([, e]) => !e.plainArray))('%s clamps pagination[pageSize]=1e9', async (_, e) => {
    const forms = [`pagination[pageSize]=${HUGE}`, ...(e.topLevelPaging ? [`pageSize=${HUGE}`] : [])];
    for (const query of forms) {
      const res = await get(e.caller, withQuery(e.path(world), query));
      expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.json().meta.pagination.pageSize).toBe(e.maxPageSize);
      expect(res.json().data.length).toBeLessThanOrEqual(e.maxPageSize);
    }
  });

  test.each([
    ['huge pageSize', `pagination[pageSize]=${HUGE}`, { pageSize: 100, pageCount: 2 }, 100],
    ['40-digit pageSize', `pagination[pageSize]=${'9'.repeat(40)}`, { pageSize: 100 }, 100],
    ['negative pageSize', 'pagination[pageSize]=-5', { pageSize: 1 }, 1],
    ['zero pageSize', 'pagination[pageSize]=0', { pageSize: 1 }, 1],
    ['huge limit', `pagination[limit]=${HUGE}`, { start: 0, limit: 100 }, 100],
    ['limit -1 is the maximum', 'pagination[limit]=-1', { limit: 100 }, 100],
    ['limit below -1', 'pagination[limit]=-7', { limit: 1 }, 1],
  ] as const)('teams: %s', async (_, query, meta, rows) => {
    const res = await get('visitor', `/api/teams?${query}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json().meta.pagination).toMatchObject({ ...meta, total: BULK });
    expect(res.json().data).toHaveLength(rows);
  });

  test.each([
    ['non-numeric pageSize', 'pagination[pageSize]=abc'],
    ['float pageSize', 'pagination[pageSize]=2.5'],
    ['non-numeric limit', 'pagination[limit]=all'],
    ['pageSize as an object', 'pagination[pageSize][$gt]=1'],
  ])('teams: %s is a PaginationError (Strapi: "Expected an integer")', async (_, query) => {
    expect(notARefusal(await get('visitor', `/api/teams?${query}`), 'PaginationError')).toBeNull();
  });

  test('predictions: a huge pageSize gives 1000 rows', async () => {
    const res = await get('player', `/api/predictions?pagination[pageSize]=${HUGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.pagination).toMatchObject({ pageSize: 1000, total: world.predictionCount });
    expect(res.json().data).toHaveLength(1000);
  });

  test.each([`pagination[pageSize]=${HUGE}`, `limit=${HUGE}`, `start=0&limit=-1`])(
    'users (a plain array): %s gives 100 accounts',
    async (query) => {
      const res = await get('admin', `/api/users?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(100);
    },
  );

  test('leaderboard of a round: a huge pageSize gives 100 players', async () => {
    const res = await get('visitor', `/api/leaderboard?round=${world.keys.round}&pageSize=${HUGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.pagination.pageSize).toBe(100);
    expect(res.json().data).toHaveLength(100);
  });
});
