import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ImportStatus, ImportSummary } from '../../../domain/results-import.schemas.ts';
import { teams } from '../../db/tables/core.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import {
  type ApiFootballReplay,
  REPLAY_KEY,
  REPLAY_TEAMS,
  type ReplayScenario,
  startApiFootballReplay,
} from '../../test/api-football-replay.ts';
import { createTeam, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// The import tests' world: the replaying provider, an app configured to poll it, an admin, and our clubs (all
// but FCSB, which the mapping creates).

export const NOW = new Date('2025-10-16T09:00:00Z');
export const [FCSB, CFR, CRAIOVA, RAPID] = REPLAY_TEAMS;

/** The env of an app that imports from the replaying server. */
export const importEnv = (url: string) => ({
  RESULTS_PROVIDER: 'api-football',
  RESULTS_PROVIDER_KEY: REPLAY_KEY,
  RESULTS_PROVIDER_URL: url,
  RESULTS_LEAGUE_ID: '283',
  RESULTS_SEASON: '2025',
  RESULTS_REQUESTS_PER_MINUTE: '1000',
});

export interface ImportWorld {
  ctx: TestContext;
  replay: ApiFootballReplay;
  admin: TestUser;
  /** Our teams by the provider's name. */
  ours: Record<string, { id: number; documentId: string }>;
  api(method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown, expected?: number): Promise<any>;
  /** Polls now (as the admin's "Importă acum"), after moving the provider to `scenario`. */
  poll(scenario?: ReplayScenario): Promise<ImportSummary>;
  status(): Promise<ImportStatus>;
  matchRow(id: number): Promise<typeof matches.$inferSelect>;
  /** Maps every provider team: FCSB to a new team, the others to ours. */
  mapAll(): Promise<void>;
  close(): Promise<void>;
}

export const resultOf = (m: typeof matches.$inferSelect) => [
  m.team1FinalScore,
  m.team2FinalScore,
  m.finalCards,
  m.finalCorners,
];

export async function importWorld(): Promise<ImportWorld> {
  const replay = await startApiFootballReplay({ base: NOW });
  const ctx = await testApp({ now: NOW, env: importEnv(replay.url) });
  const admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
  const ours: ImportWorld['ours'] = {};
  for (const t of [CFR, CRAIOVA, RAPID])
    ours[t.name] = await createTeam(ctx.db, t === RAPID ? 'Rapid București' : t.name);
  const api: ImportWorld['api'] = async (method, url, data, expected = 200) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: admin.headers,
      ...(data === undefined ? {} : { payload: { data } }),
    });
    expect(res.statusCode, res.body).toBe(expected);
    return res.json();
  };
  return {
    ctx,
    replay,
    admin,
    ours,
    api,
    async poll(scenario) {
      if (scenario) replay.scenario = scenario;
      const { data } = await api('POST', '/api/results-import/run');
      expect(data).toMatchObject({ ran: true, error: null });
      return data.summary;
    },
    status: async () => (await api('GET', '/api/results-import/status')).data,
    matchRow: async (id) => (await ctx.db.select().from(matches).where(eq(matches.id, id)))[0],
    async mapAll() {
      await api('PUT', `/api/results-import/teams/${FCSB.id}`, { create: true });
      [ours.FCSB] = await ctx.db
        .select({ id: teams.id, documentId: teams.documentId })
        .from(teams)
        .where(eq(teams.name, 'FCSB'));
      for (const t of [CFR, CRAIOVA, RAPID])
        await api('PUT', `/api/results-import/teams/${t.id}`, { team: ours[t.name].documentId });
    },
    async close() {
      await replay.close();
      await ctx.close();
    },
  };
}
