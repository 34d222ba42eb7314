import { eq } from 'drizzle-orm';
import { teams } from '../../db/tables/core.table.ts';
import { importPending, providerTeams } from '../../db/tables/results-import.table.ts';
import type { RouteCases } from './authz-http.ts';
import type { World } from './authz-world.ts';

// How the matrix calls the results import's back office. The world's import is off (no RESULTS_PROVIDER): a
// poll asked by the admin answers that it did not run; the other calls act on rows each call makes itself.

/** A provider team seen by the import, for one call to map. */
async function seenTeam(w: World) {
  const providerId = String(90_000 + w.next());
  await w.ctx.db.insert(providerTeams).values({ providerId, name: `Echipa furnizorului ${providerId}` });
  return providerId;
}

/** A provider result waiting for the back office, on the world's finished match. */
async function pendingItem(w: World) {
  const n = w.next();
  const [row] = await w.ctx.db
    .insert(importPending)
    .values({
      matchId: w.matches.closed.id,
      providerKey: `${n}-0|1|1`,
      stored: { team1: 2, team2: 1, cards: '1', corners: 'X' },
      provider: { team1: n, team2: 0, cards: '1', corners: '1' },
    })
    .returning();
  return row.id;
}

export const importCases: RouteCases = {
  'GET /api/results-import/status': { request: () => ({ url: '/api/results-import/status' }) },
  'POST /api/results-import/run': {
    request: () => ({ url: '/api/results-import/run' }),
    state: (w) => w.ctx.db.select().from(providerTeams),
  },
  'GET /api/results-import/teams': { request: () => ({ url: '/api/results-import/teams' }) },
  'PUT /api/results-import/teams/:id': {
    request: async (w) => ({
      url: `/api/results-import/teams/${await seenTeam(w)}`,
      payload: { data: { team: w.teams.edit.documentId } },
    }),
    state: (w) => w.ctx.db.select().from(teams).where(eq(teams.id, w.teams.edit.id)),
  },
  'GET /api/results-import/pending': { request: () => ({ url: '/api/results-import/pending' }) },
  'POST /api/results-import/pending/:id/accept': {
    request: async (w) => ({
      url: `/api/results-import/pending/${await pendingItem(w)}/accept`,
      payload: { data: { reason: 'Furnizorul are foaia oficială.' } },
    }),
    state: (w) => w.ctx.db.select().from(importPending).where(eq(importPending.state, 'accepted')),
  },
  'POST /api/results-import/pending/:id/dismiss': {
    request: async (w) => ({ url: `/api/results-import/pending/${await pendingItem(w)}/dismiss` }),
    state: (w) => w.ctx.db.select().from(importPending).where(eq(importPending.state, 'dismissed')),
  },
};
