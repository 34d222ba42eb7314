import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for API-Football v3 that replays answers in the provider's documented shape (GET /fixtures,
// GET /fixtures/statistics, the x-apisports-key header, the rate-limit headers), so that no test ever touches the
// network. Scenarios move the season along: new fixtures, one finished, the same one corrected. It counts the
// requests, answers 429 on demand, can serve a broken body, and can stream an answer of any size, generated while it
// is sent (never held in memory). Tests drive it in process; another process (the e2e server's tests) drives it over
// HTTP: POST /__scenario/<name>, GET /__requests.

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
  | 'rescheduled'
  /** The first fixture finished with half a score (the away goals null). */
  | 'half-score';
const SCENARIOS: ReplayScenario[] = [
  'new-fixtures',
  'finished',
  'finished-no-stats',
  'corrected',
  'cards-fixed',
  'live',
  'rescheduled',
  'half-score',
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
  /**
   * The next request is answered 200 with a fixtures answer `bytes` long, written chunk by chunk as the client reads
   * (never held whole); `declared` sends its Content-Length first. `streamed` counts what was written.
   */
  huge(bytes: number, options?: { declared?: boolean }): void;
  /** Bytes of the last huge answer written before it ended or the client went away. */
  streamed: number;
  /** The next request is taken and never answered (a provider that hangs); `stalled` counts them. */
  stall(): void;
  stalled: number;
  /** Names given for these provider team ids instead of their own (untrusted text). */
  teamNames: Record<number, string>;
  /** The logo given for every team instead of the provider's (untrusted text). */
  teamLogo: string | null;
  /** The round given (league.round); 'Regular Season - 12' by default. */
  roundName: string;
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

/** What the tests make the provider say instead of its own texts. */
interface Looks {
  teamNames: Record<number, string>;
  teamLogo: string | null;
  roundName: string;
}
const PLAIN: Looks = { teamNames: {}, teamLogo: null, roundName: 'Regular Season - 12' };

function fixture(
  id: number,
  date: Date,
  home: ReplayTeam,
  away: ReplayTeam,
  status: string,
  goals: (number | null)[] | null,
  elapsed: number | null,
  looks: Looks = PLAIN,
) {
  const [gh, ga] = goals ?? [null, null];
  const side = (t: ReplayTeam) => ({
    id: t.id,
    name: looks.teamNames[t.id] ?? t.name,
    logo: looks.teamLogo ?? `https://media.api-sports.io/football/teams/${t.id}.png`,
    winner: null,
  });
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
      round: looks.roundName,
    },
    teams: { home: side(home), away: side(away) },
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
function season(scenario: ReplayScenario, base: Date, looks: Looks) {
  const [a, b, c, d] = REPLAY_TEAMS;
  const kickoff1 = new Date(base.getTime() + 2 * 86_400_000);
  const kickoff2 = new Date(kickoff1.getTime() + (scenario === 'rescheduled' ? 27 : 3) * 3_600_000);
  const first =
    scenario === 'new-fixtures' || scenario === 'rescheduled'
      ? fixture(REPLAY_FIXTURES[0], kickoff1, a, b, 'NS', null, null, looks)
      : scenario === 'live'
        ? // In play: kicked off 63 minutes ago (the provider's kickoff moved to then).
          fixture(REPLAY_FIXTURES[0], new Date(base.getTime() - 63 * 60_000), a, b, '2H', [1, 0], 63, looks)
        : fixture(
            REPLAY_FIXTURES[0],
            kickoff1,
            a,
            b,
            'FT',
            scenario === 'half-score'
              ? [2, null]
              : scenario === 'finished' || scenario === 'finished-no-stats'
                ? [2, 1]
                : [2, 2],
            90,
            looks,
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
  return { fixtures: [first, fixture(REPLAY_FIXTURES[1], kickoff2, c, d, 'NS', null, null, looks)], stats };
}

const envelope = (get: string, parameters: Record<string, string>, response: unknown[], errors: unknown = []) =>
  JSON.stringify({ get, parameters, errors, results: response.length, paging: { current: 1, total: 1 }, response });

/**
 * Writes a fixtures answer of exactly `total` bytes (valid JSON: the same fixture over and over, then spaces) as
 * the client reads it, waiting for each chunk to drain; stops when the client goes away. Answers the bytes written.
 */
async function streamHuge(res: ServerResponse, total: number, onWritten: (n: number) => void): Promise<void> {
  const head =
    '{"get":"fixtures","parameters":{},"errors":[],"results":0,"paging":{"current":1,"total":1},"response":[';
  const tail = '0]}';
  const item = `${JSON.stringify(fixture(9_000_001, new Date('2025-10-18T17:30:00Z'), REPLAY_TEAMS[0], REPLAY_TEAMS[1], 'NS', null, null))},`;
  const chunk = item.repeat(Math.ceil(65_536 / item.length));
  let closed = false;
  res.once('close', () => {
    closed = true;
  });
  let sent = 0;
  const write = async (text: string) => {
    sent += text.length;
    onWritten(sent);
    if (!res.write(text))
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
  };
  await write(head);
  while (!closed && sent + chunk.length + tail.length <= total) await write(chunk);
  while (!closed && sent + item.length + tail.length <= total) await write(item);
  if (!closed) await write(' '.repeat(total - sent - tail.length));
  if (!closed) res.end(tail);
  onWritten(sent + (closed ? 0 : tail.length));
}

export async function startApiFootballReplay(options: { port?: number; base?: Date } = {}): Promise<ApiFootballReplay> {
  const base = options.base ?? new Date();
  let tooMany = 0;
  let retryAfter = 60;
  const overrides: Override[] = [];
  let hugeNext: { bytes: number; declared: boolean } | null = null;
  let stallNext = false;
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
    huge(bytes, options = {}) {
      hugeNext = { bytes, declared: options.declared ?? false };
    },
    streamed: 0,
    stall() {
      stallNext = true;
    },
    stalled: 0,
    teamNames: {},
    teamLogo: null,
    roundName: 'Regular Season - 12',
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
    if (stallNext) {
      stallNext = false;
      replay.stalled++;
      return;
    }
    if (hugeNext) {
      const { bytes, declared } = hugeNext;
      hugeNext = null;
      replay.streamed = 0;
      res.writeHead(200, declared ? { ...headers, 'content-length': String(bytes) } : headers);
      return void streamHuge(res, bytes, (n) => {
        replay.streamed = n;
      });
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
    const now = season(replay.scenario, base, replay);
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
