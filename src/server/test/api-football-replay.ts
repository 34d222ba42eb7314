import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for API-Football v3 that replays answers in the provider's documented shape (GET /fixtures,
// GET /fixtures/statistics, the x-apisports-key header, the rate-limit headers), so that no test ever touches the
// network. Scenarios move the season along: new fixtures, one finished, the same one corrected. It counts the
// requests, answers 429 on demand, and can serve a broken body. Tests drive it in process; another process (the
// e2e server's tests) drives it over HTTP: POST /__scenario/<name>, GET /__requests.

export const REPLAY_KEY = 'replay-key-0123456789';
export const REPLAY_LEAGUE = 283;
export const REPLAY_SEASON = 2025;

export type ReplayScenario =
  | 'new-fixtures'
  | 'finished'
  | 'finished-no-stats'
  | 'corrected'
  | 'cards-fixed'
  | 'live'
  | 'rescheduled';
const SCENARIOS: ReplayScenario[] = [
  'new-fixtures',
  'finished',
  'finished-no-stats',
  'corrected',
  'cards-fixed',
  'live',
  'rescheduled',
];

export interface ReplayTeam {
  id: number;
  name: string;
}

/** The clubs of the replayed season (provider ids). */
export const REPLAY_TEAMS: ReplayTeam[] = [
  { id: 559, name: 'FCSB' },
  { id: 2599, name: 'CFR Cluj' },
  { id: 2246, name: 'Universitatea Craiova' },
  { id: 2579, name: 'Rapid Bucuresti' },
];
/** The fixtures: the first finishes, then is corrected; the second stays to come. */
export const REPLAY_FIXTURES = [1_208_001, 1_208_002];

interface Override {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

export interface ApiFootballReplay {
  url: string;
  /** Requests served, by path ('/fixtures', '/fixtures/statistics'). */
  requests: { path: string; query: string; key: string | undefined }[];
  scenario: ReplayScenario;
  /** The next `n` requests are answered 429 (with Retry-After: retryAfter seconds). */
  tooMany(n: number, retryAfter?: number): void;
  /** The next request is answered with this instead. */
  once(answer: Override): void;
  /** What the provider says is left today (x-ratelimit-requests-remaining). */
  remainingToday: number;
  close(): Promise<void>;
}

const iso = (d: Date) => d.toISOString().replace('.000Z', '+00:00');
const STATUS_LONG: Record<string, string> = {
  NS: 'Not Started',
  '2H': 'Second Half',
  FT: 'Match Finished',
};

function fixture(
  id: number,
  date: Date,
  home: ReplayTeam,
  away: ReplayTeam,
  status: string,
  goals: number[] | null,
  elapsed: number | null,
) {
  const [gh, ga] = goals ?? [null, null];
  return {
    fixture: {
      id,
      referee: null,
      timezone: 'UTC',
      date: iso(date),
      timestamp: Math.floor(date.getTime() / 1000),
      periods: { first: null, second: null },
      venue: { id: null, name: null, city: null },
      status: { long: STATUS_LONG[status] ?? status, short: status, elapsed, extra: null },
    },
    league: {
      id: REPLAY_LEAGUE,
      name: 'Liga I',
      country: 'Romania',
      logo: 'https://media.api-sports.io/football/leagues/283.png',
      flag: 'https://media.api-sports.io/flags/ro.svg',
      season: REPLAY_SEASON,
      round: 'Regular Season - 12',
    },
    teams: {
      home: {
        id: home.id,
        name: home.name,
        logo: `https://media.api-sports.io/football/teams/${home.id}.png`,
        winner: null,
      },
      away: {
        id: away.id,
        name: away.name,
        logo: `https://media.api-sports.io/football/teams/${away.id}.png`,
        winner: null,
      },
    },
    goals: { home: gh, away: ga },
    score: {
      halftime: { home: null, away: null },
      fulltime: { home: status === 'FT' ? gh : null, away: status === 'FT' ? ga : null },
      extratime: { home: null, away: null },
      penalty: { home: null, away: null },
    },
  };
}

function teamStats(team: ReplayTeam, yellow: number, red: number | null, corners: number) {
  return {
    team: { id: team.id, name: team.name, logo: `https://media.api-sports.io/football/teams/${team.id}.png` },
    statistics: [
      { type: 'Shots on Goal', value: 5 },
      { type: 'Total Shots', value: 12 },
      { type: 'Fouls', value: 14 },
      { type: 'Corner Kicks', value: corners },
      { type: 'Offsides', value: 2 },
      { type: 'Ball Possession', value: '52%' },
      { type: 'Yellow Cards', value: yellow },
      { type: 'Red Cards', value: red },
      { type: 'Goalkeeper Saves', value: 3 },
      { type: 'Total passes', value: 410 },
      { type: 'expected_goals', value: '1.34' },
    ],
  };
}

/** The season as the scenario has it: kickoffs two days after `base`. */
function season(scenario: ReplayScenario, base: Date) {
  const [a, b, c, d] = REPLAY_TEAMS;
  const kickoff1 = new Date(base.getTime() + 2 * 86_400_000);
  const kickoff2 = new Date(kickoff1.getTime() + (scenario === 'rescheduled' ? 27 : 3) * 3_600_000);
  const first =
    scenario === 'new-fixtures' || scenario === 'rescheduled'
      ? fixture(REPLAY_FIXTURES[0], kickoff1, a, b, 'NS', null, null)
      : scenario === 'live'
        ? // In play: kicked off 63 minutes ago (the provider's kickoff moved to then).
          fixture(REPLAY_FIXTURES[0], new Date(base.getTime() - 63 * 60_000), a, b, '2H', [1, 0], 63)
        : fixture(
            REPLAY_FIXTURES[0],
            kickoff1,
            a,
            b,
            'FT',
            scenario === 'finished' || scenario === 'finished-no-stats' ? [2, 1] : [2, 2],
            90,
          );
  const stats =
    scenario === 'finished'
      ? // Cards: FCSB 3 + 0, CFR 1 + 1 → '1'; corners 4 against 7 → '2'.
        [teamStats(a, 3, null, 4), teamStats(b, 1, 1, 7)]
      : scenario === 'corrected'
        ? // The provider's correction: 2-2, and corners 8 against 7 → '1'.
          [teamStats(a, 3, null, 8), teamStats(b, 1, 1, 7)]
        : scenario === 'cards-fixed'
          ? // Later, the cards alone: FCSB's yellow cards were 1, not 3 → CFR had more, '2'.
            [teamStats(a, 1, null, 8), teamStats(b, 1, 1, 7)]
          : [];
  return { fixtures: [first, fixture(REPLAY_FIXTURES[1], kickoff2, c, d, 'NS', null, null)], stats };
}

const envelope = (get: string, parameters: Record<string, string>, response: unknown[], errors: unknown = []) =>
  JSON.stringify({ get, parameters, errors, results: response.length, paging: { current: 1, total: 1 }, response });

export async function startApiFootballReplay(options: { port?: number; base?: Date } = {}): Promise<ApiFootballReplay> {
  const base = options.base ?? new Date();
  let tooMany = 0;
  let retryAfter = 60;
  const overrides: Override[] = [];
  const replay: ApiFootballReplay = {
    url: '',
    requests: [],
    scenario: 'new-fixtures',
    tooMany(n, after = 60) {
      tooMany = n;
      retryAfter = after;
    },
    once(answer) {
      overrides.push(answer);
    },
    remainingToday: 100,
    close: async () => {},
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://replay');
    const control = /^\/__scenario\/([a-z-]+)$/.exec(url.pathname);
    if (control && req.method === 'POST') {
      if (!SCENARIOS.includes(control[1] as ReplayScenario)) return void res.writeHead(404).end();
      replay.scenario = control[1] as ReplayScenario;
      return void res.writeHead(204).end();
    }
    if (url.pathname === '/__requests') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(replay.requests));
    }
    const key = req.headers['x-apisports-key'] as string | undefined;
    replay.requests.push({ path: url.pathname, query: url.search, key });
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-ratelimit-requests-limit': '100',
      'x-ratelimit-requests-remaining': String(replay.remainingToday),
      'X-RateLimit-Limit': '10',
      'X-RateLimit-Remaining': '9',
    };
    if (tooMany > 0) {
      tooMany--;
      res.writeHead(429, { ...headers, 'retry-after': String(retryAfter) });
      return void res.end(JSON.stringify({ message: 'Too many requests' }));
    }
    const override = overrides.shift();
    if (override) {
      res.writeHead(override.status, { ...headers, ...override.headers });
      return void res.end(override.body);
    }
    const parameters = Object.fromEntries(url.searchParams);
    const get = url.pathname.replace(/^\//, '');
    // As the provider does: a missing or wrong key is a 200 whose `errors` says so, with no response.
    if (key !== REPLAY_KEY) {
      res.writeHead(200, headers);
      return void res.end(envelope(get, parameters, [], { token: 'Error/Missing application key.' }));
    }
    const now = season(replay.scenario, base);
    res.writeHead(200, headers);
    if (url.pathname === '/fixtures') {
      const live = parameters.live !== undefined;
      const list = now.fixtures.filter((f) =>
        live ? f.fixture.status.short === '2H' : String(parameters.league) === String(REPLAY_LEAGUE),
      );
      return void res.end(envelope(get, parameters, list));
    }
    if (url.pathname === '/fixtures/statistics') {
      const forFirst = parameters.fixture === String(REPLAY_FIXTURES[0]);
      return void res.end(envelope(get, parameters, forFirst ? now.stats : []));
    }
    res.end(envelope(get, parameters, [], { endpoint: 'This endpoint do not exist.' }));
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  replay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  replay.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return replay;
}
