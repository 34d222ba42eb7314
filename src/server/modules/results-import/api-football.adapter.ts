import { z } from 'zod';
import { importFailures } from '../../../domain/results-import.schemas.ts';
import { logoOf, teamNameOf } from '../../../domain/results-import.ts';
import { cleanLine, cutTo } from '../../../domain/text-limits.ts';
import type { ResultsImportSettings } from '../../config-results.ts';
import { parseAnswer, readBounded } from './bounded-answer.service.ts';
import {
  type FixturePhase,
  type FixtureStats,
  ProviderError,
  type ProviderFixture,
  type ResultsProvider,
  type SideStats,
} from './results-provider.adapter.ts';

// The adapter for API-Football v3 (https://www.api-football.com/documentation-v3): GET /fixtures by league and
// season or live, GET /fixtures/statistics by fixture; the key in x-apisports-key. Every request is paid for from
// the shared budget first; a 429, a spent day or a broken answer is a ProviderError, never a crash.

/** The requests the import may still make (results-budget.ts keeps it in the database, shared by instances). */
export interface RequestBudget {
  /** Takes one request from the budget, or throws ProviderError('budget') when none is left. */
  take(): Promise<void>;
  /** What the provider said is left today (x-ratelimit-requests-remaining). */
  observe(remainingToday: number): Promise<void>;
  /** No request before `ms` from now (after a 429, or a minute spent at the provider). */
  block(ms: number): Promise<void>;
}

const PHASES: Record<string, FixturePhase> = {
  TBD: 'scheduled',
  NS: 'scheduled',
  '1H': 'live',
  HT: 'live',
  '2H': 'live',
  ET: 'live',
  BT: 'live',
  P: 'live',
  SUSP: 'live',
  INT: 'live',
  LIVE: 'live',
  FT: 'finished',
  AET: 'finished',
  PEN: 'finished',
  PST: 'off',
  CANC: 'off',
  ABD: 'off',
  AWD: 'off',
  WO: 'off',
};

const goal = z.number().int().min(0).max(99).nullable().catch(null);
// Every text that becomes data is cleaned and limited as an admin's input is (src/domain/results-import.ts).
const team = z.object({
  id: z.number().int(),
  name: z.string().transform(teamNameOf).pipe(z.string().min(1)),
  logo: z.string().transform(logoOf).catch(''),
});
const fixtureItem = z.object({
  fixture: z.object({
    id: z.number().int(),
    date: z.string().refine((v) => !Number.isNaN(Date.parse(v))),
    status: z.object({ short: z.string().max(10), elapsed: z.number().int().nullable().catch(null) }),
  }),
  league: z.object({ round: z.string().catch('') }),
  teams: z.object({ home: team, away: team }),
  goals: z.object({ home: goal, away: goal }),
});
const statsItem = z.object({
  team: z.object({ id: z.number().int() }),
  statistics: z.array(z.object({ type: z.string(), value: z.union([z.number(), z.string(), z.null()]).catch(null) })),
});

/** A fixture as the import sees it; undefined for an entry that is not one (skipped, never fatal). */
export function parseFixture(raw: unknown): ProviderFixture | undefined {
  const parsed = fixtureItem.safeParse(raw);
  if (!parsed.success) return undefined;
  const { fixture, league, teams, goals } = parsed.data;
  const side = (t: z.infer<typeof team>) => ({ id: String(t.id), name: t.name, logo: t.logo });
  return {
    id: String(fixture.id),
    date: new Date(fixture.date),
    status: fixture.status.short,
    phase: PHASES[fixture.status.short] ?? 'scheduled',
    elapsed: fixture.status.elapsed,
    round: league.round,
    home: side(teams.home),
    away: side(teams.away),
    goals,
  };
}

/** A count in the statistics: null there means none (0); a type missing means unknown. */
function count(stats: z.infer<typeof statsItem>['statistics'], type: string): number | null {
  const entry = stats.find((s) => s.type === type);
  if (!entry) return null;
  if (entry.value === null) return 0;
  const n = typeof entry.value === 'number' ? entry.value : Number.parseInt(entry.value, 10);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

function sideStats(item: z.infer<typeof statsItem> | undefined): SideStats {
  if (!item?.statistics.length) return { yellow: null, red: null, corners: null };
  return {
    yellow: count(item.statistics, 'Yellow Cards'),
    red: count(item.statistics, 'Red Cards'),
    corners: count(item.statistics, 'Corner Kicks'),
  };
}

/** The statistics of a fixture by side (matched by team id, else in the order given: home first). */
function parseStatistics(response: unknown[], homeId: string, awayId: string): FixtureStats | null {
  const items = response.map((r) => statsItem.safeParse(r)).flatMap((r) => (r.success ? [r.data] : []));
  if (items.length < 2) return null;
  const home = items.find((i) => String(i.team.id) === homeId) ?? items[0];
  const away = items.find((i) => String(i.team.id) === awayId) ?? items[1];
  return { home: sideStats(home), away: sideStats(away) };
}

const envelope = z.object({
  errors: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  response: z.array(z.unknown()),
});

const headerNumber = (headers: Headers, name: string) => {
  const v = headers.get(name);
  const n = v === null ? Number.NaN : Number(v);
  return Number.isFinite(n) ? n : null;
};

/** Where a redirect pointed, for the message: its host only, cleaned and short. */
function redirectHost(location: string | null, from: string): string {
  if (!location) return 'o adresă nespusă';
  try {
    return cutTo(cleanLine(new URL(location, from).host), 100) || 'o adresă nespusă';
  } catch {
    return 'o adresă greșită';
  }
}

export function createApiFootball(
  settings: Pick<ResultsImportSettings, 'key' | 'baseUrl' | 'leagueId' | 'season' | 'timeoutMs' | 'maxBytes'>,
  budget: RequestBudget,
): ResultsProvider {
  async function get(path: string, query: Record<string, string | number>): Promise<unknown[]> {
    await budget.take();
    const url = `${settings.baseUrl}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
    let res: Response;
    let bytes: Uint8Array | null = null;
    try {
      // No redirect is followed: the key goes to the configured provider and nowhere else.
      res = await fetch(url, {
        headers: { 'x-apisports-key': settings.key, accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (res.ok) bytes = await readBounded(res, settings.maxBytes);
      else await res.body?.cancel().catch(() => {});
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
      throw new ProviderError(
        timedOut ? 'timeout' : 'http',
        timedOut
          ? importFailures.timeout(settings.timeoutMs)
          : importFailures.unreachable(cutTo(cleanLine(cause), 200)),
      );
    }
    const today = headerNumber(res.headers, 'x-ratelimit-requests-remaining');
    if (today !== null) await budget.observe(today);
    if (res.status === 429) {
      const retry = headerNumber(res.headers, 'retry-after');
      await budget.block((retry ?? 60) * 1000);
      throw new ProviderError('rate-limited', importFailures.rateLimited);
    }
    if (headerNumber(res.headers, 'x-ratelimit-remaining') === 0) await budget.block(60_000);
    if (res.status >= 300 && res.status < 400)
      throw new ProviderError(
        'bad-answer',
        importFailures.redirect(res.status, redirectHost(res.headers.get('location'), url)),
      );
    if (!res.ok || !bytes) throw new ProviderError('http', importFailures.http(res.status));
    const body = parseAnswer(bytes);
    const parsed = envelope.safeParse(body);
    const errors = (body as { errors?: unknown } | null)?.errors;
    const listed = Array.isArray(errors) ? errors : errors && typeof errors === 'object' ? Object.values(errors) : [];
    if (listed.length) {
      // The provider's own words go into the back office: cleaned and cut as any text it gives.
      const message = cutTo(cleanLine(listed.map(String).join('; ')), 300);
      if (/rate|limit|requests/i.test(message)) await budget.block(60_000);
      throw new ProviderError('provider', importFailures.refused(message));
    }
    if (!parsed.success) throw new ProviderError('bad-answer', importFailures.noList);
    return parsed.data.response;
  }

  const fixturesOf = async (query: Record<string, string | number>) =>
    (await get('/fixtures', query)).flatMap((f) => parseFixture(f) ?? []);

  return {
    name: 'API-Football',
    fixtures: () => fixturesOf({ league: settings.leagueId, season: settings.season }),
    live: () => fixturesOf({ live: 'all', league: settings.leagueId }),
    statistics: async (fixture) =>
      parseStatistics(await get('/fixtures/statistics', { fixture: fixture.id }), fixture.home.id, fixture.away.id),
  };
}
