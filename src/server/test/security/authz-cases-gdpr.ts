import { asc } from 'drizzle-orm';
import { users } from '../../db/tables/core.table.ts';
import { dataExports } from '../../db/tables/data-exports.table.ts';
import { TEST_PASSWORD } from '../factories.ts';
import type { Identity } from './access-table.ts';
import { countRows, type RouteCases, twinOf } from './authz-http.ts';
import type { World } from './authz-world.ts';

// How the matrix calls "your data" (modules/gdpr): each allowed call acts on an account of its own (a twin), so
// that the world's accounts stay logged in and undeleted for the routes after these.

const ownTwin = async (w: World, who: Identity) => (who === 'visitor' ? {} : (await twinOf(w, who)).headers);
const deletionState = (w: World) =>
  w.ctx.db
    .select({ id: users.id, deleteAfter: users.deleteAfter, tokenVersion: users.tokenVersion })
    .from(users)
    .orderBy(asc(users.id));

/** A ready export of player A, its token new for each call. */
async function exportOfA(w: World) {
  const token = `${'A'.repeat(37)}${String(w.next()).padStart(6, '0')}`;
  await w.ctx.db.insert(dataExports).values({
    userId: w.users.playerA.id,
    token,
    state: 'ready',
    document: Buffer.from('{"site":"Prezice"}'),
    files: [],
    size: 9,
    expiresAt: new Date(w.services.now().getTime() + 86_400_000),
  });
  return token;
}

export const gdprCases: RouteCases = {
  'GET /api/me/data-export': { request: () => ({ url: '/api/me/data-export' }) },
  'POST /api/me/data-export': {
    request: async (w, who) => ({ url: '/api/me/data-export', headers: await ownTwin(w, who), status: 202 }),
    state: (w) => countRows(w, dataExports),
  },
  'GET /api/data-exports/:token': { request: async (w) => ({ url: `/api/data-exports/${await exportOfA(w)}` }) },
  'POST /api/me/deletion': {
    request: async (w, who) => ({
      url: '/api/me/deletion',
      headers: await ownTwin(w, who),
      payload: { password: TEST_PASSWORD, confirmation: 'ȘTERGE' },
    }),
    state: deletionState,
  },
  'GET /api/users/:id/data-export': { request: (w) => ({ url: `/api/users/${w.users.playerA.id}/data-export` }) },
  'POST /api/users/:id/data-export': {
    request: async (w) => ({ url: `/api/users/${(await twinOf(w, 'playerA')).id}/data-export`, status: 202 }),
    state: (w) => countRows(w, dataExports),
  },
  'POST /api/users/:id/deletion': {
    request: async (w) => {
      const twin = await twinOf(w, 'playerA');
      return { url: `/api/users/${twin.id}/deletion`, payload: { confirmation: twin.username } };
    },
    state: deletionState,
  },
};
