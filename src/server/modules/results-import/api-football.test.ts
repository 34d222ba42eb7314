import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  type ApiFootballReplay,
  REPLAY_FIXTURES,
  REPLAY_KEY,
  REPLAY_LEAGUE,
  REPLAY_SEASON,
  REPLAY_TEAMS,
  startApiFootballReplay,
} from '../../test/api-football-replay.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { createApiFootball, parseFixture } from './api-football.adapter.ts';
import { ProviderError } from './results-provider.adapter.ts';
import { databaseBudget, readState } from './results-state.queries.ts';

// The API-Football adapter against the replaying server: the documented shapes parsed, broken answers and 429s
// turned into ProviderErrors (never a crash), and the request budget shared in the database respected.

let ctx: TestContext;
let replay: ApiFootballReplay;
const BASE = new Date('2025-10-16T09:00:00Z');

const adapter = (
  limits = { perMinute: 100, perDay: 1000 },
  key = REPLAY_KEY,
  timeoutMs = 2_000,
  maxBytes = 5 * 1024 * 1024,
) =>
  createApiFootball(
    { key, baseUrl: replay.url, leagueId: REPLAY_LEAGUE, season: REPLAY_SEASON, timeoutMs, maxBytes },
    databaseBudget(ctx.db, limits),
  );
const failure = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};
const resetBudget = () =>
  ctx.db.execute(sql`update import_state set minute_count = 0, day_count = 0, requests_left = null,
                     blocked_until = null, minute_start = now(), day = current_date where id = 1`);

beforeAll(async () => {
  ctx = await testApp({ now: BASE });
  replay = await startApiFootballReplay({ base: BASE });
});
afterAll(async () => {
  await replay.close();
  await ctx.close();
});
beforeEach(async () => {
  replay.scenario = 'new-fixtures';
  replay.requests.length = 0;
  replay.remainingToday = 100;
  await resetBudget();
});

describe('parsing the documented answers', () => {
  test('fixtures by league and season, with the key header', async () => {
    const fixtures = await adapter().fixtures();
    expect(fixtures.map((f) => f.id)).toEqual(REPLAY_FIXTURES.map(String));
    expect(fixtures[0]).toMatchObject({
      status: 'NS',
      phase: 'scheduled',
      round: 'Regular Season - 12',
      home: { id: String(REPLAY_TEAMS[0].id), name: 'FCSB' },
      away: { id: String(REPLAY_TEAMS[1].id), name: 'CFR Cluj' },
      goals: { home: null, away: null },
    });
    expect(fixtures[0].date.toISOString()).toBe('2025-10-18T09:00:00.000Z');
    expect(replay.requests).toEqual([
      { path: '/fixtures', query: `?league=${REPLAY_LEAGUE}&season=${REPLAY_SEASON}`, key: REPLAY_KEY },
    ]);
  });

  test('a finished fixture and its statistics: yellow, red (null is none) and corners by side', async () => {
    replay.scenario = 'finished';
    const provider = adapter();
    const [first] = await provider.fixtures();
    expect(first).toMatchObject({ status: 'FT', phase: 'finished', goals: { home: 2, away: 1 } });
    expect(await provider.statistics(first)).toEqual({
      home: { yellow: 3, red: 0, corners: 4 },
      away: { yellow: 1, red: 1, corners: 7 },
    });
  });

  test('statistics not given yet are null; live fixtures carry the minute', async () => {
    replay.scenario = 'finished-no-stats';
    const provider = adapter();
    const [first] = await provider.fixtures();
    expect(await provider.statistics(first)).toBeNull();
    replay.scenario = 'live';
    expect(await provider.live()).toMatchObject([{ phase: 'live', elapsed: 63, goals: { home: 1, away: 0 } }]);
  });

  test('an entry that is not a fixture is skipped, the others kept', () => {
    expect(parseFixture({ fixture: { id: 'x' } })).toBeUndefined();
    expect(parseFixture(null)).toBeUndefined();
    const ok = {
      fixture: { id: 5, date: '2025-10-18T17:30:00+00:00', status: { short: 'AET', elapsed: 120 } },
      league: { round: 'Regular Season - 1' },
      teams: { home: { id: 1, name: 'A', logo: 3 }, away: { id: 2, name: 'B', logo: '' } },
      goals: { home: 1, away: -4 },
    };
    expect(parseFixture(ok)).toMatchObject({ phase: 'finished', home: { logo: '' }, goals: { home: 1, away: null } });
  });
});

describe('failures are ProviderErrors, never crashes', () => {
  test('a body that is not JSON, or has no response list', async () => {
    replay.once({ status: 200, body: '<html>gateway</html>' });
    expect((await failure(adapter().fixtures())).kind).toBe('bad-answer');
    replay.once({ status: 200, body: JSON.stringify({ errors: [], response: 'nope' }) });
    expect((await failure(adapter().fixtures())).kind).toBe('bad-answer');
  });

  test('errors in the `errors` field (a wrong key) and HTTP errors', async () => {
    const wrongKey = await failure(adapter(undefined, 'not-the-key-123').fixtures());
    expect(wrongKey).toMatchObject({ kind: 'provider' });
    expect(wrongKey.message).toBe('Furnizorul a refuzat cererea: Error/Missing application key.');
    expect(replay.requests.at(-1)?.key).toBe('not-the-key-123');
    replay.once({ status: 503, body: 'down' });
    expect((await failure(adapter().fixtures())).kind).toBe('http');
  });

  test('a provider that does not answer in time', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as { port: number }).port;
    const provider = createApiFootball(
      {
        key: REPLAY_KEY,
        baseUrl: `http://127.0.0.1:${port}`,
        leagueId: 1,
        season: 2025,
        timeoutMs: 200,
        maxBytes: 1024 * 1024,
      },
      databaseBudget(ctx.db, { perMinute: 10, perDay: 10 }),
    );
    expect((await failure(provider.fixtures())).kind).toBe('timeout');
    silent.closeAllConnections();
    silent.close();
  });
});

describe('rate limits', () => {
  test('a 429 blocks further requests (Retry-After) without asking the provider again', async () => {
    replay.tooMany(1, 120);
    expect((await failure(adapter().fixtures())).kind).toBe('rate-limited');
    expect((await readState(ctx.db)).blockedUntil!.getTime()).toBeGreaterThan(Date.now() + 100_000);
    expect((await failure(adapter().fixtures())).kind).toBe('budget');
    expect(replay.requests).toHaveLength(1);
  });

  test('the per-minute and per-day budgets are never exceeded', async () => {
    const provider = adapter({ perMinute: 2, perDay: 1000 });
    await provider.fixtures();
    await provider.fixtures();
    expect((await failure(provider.fixtures())).kind).toBe('budget');
    expect(replay.requests).toHaveLength(2);
    await resetBudget();
    const daily = adapter({ perMinute: 100, perDay: 1 });
    await daily.fixtures();
    expect((await failure(daily.fixtures())).kind).toBe('budget');
    expect(replay.requests).toHaveLength(3);
  });

  test("the provider's own count of requests left today is honoured", async () => {
    replay.remainingToday = 0;
    const provider = adapter();
    await provider.fixtures();
    expect((await readState(ctx.db)).requestsLeft).toBe(0);
    expect((await failure(provider.fixtures())).kind).toBe('budget');
    expect(replay.requests).toHaveLength(1);
  });
});
