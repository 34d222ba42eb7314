import { asc, eq } from 'drizzle-orm';
import { leagueMembers, leagues } from '../../db/tables/leagues.table.ts';
import { createPrivateLeague, createUser } from '../factories.ts';
import type { RouteCases } from './authz-http.ts';
import type { World } from './authz-world.ts';

// How the matrix calls the private leagues' routes. Reads go to A's league (B is a member, the unverified account
// and the admin are not); a call that would change the league for the routes after it (leave, hand over, delete,
// remove a member) gets a league or a member of its own, made for that call.

const leagueUrl = (w: World, path = '') => `/api/leagues/${w.privateLeagues.main.documentId}${path}`;

/** Every league's owner and code, and every membership: what a refused league write must leave as it was. */
export async function leaguesState(w: World) {
  const { db } = w.ctx;
  return {
    leagues: await db
      .select({ id: leagues.id, name: leagues.name, ownerId: leagues.ownerId, code: leagues.code })
      .from(leagues)
      .orderBy(asc(leagues.id)),
    members: await db
      .select({ leagueId: leagueMembers.leagueId, userId: leagueMembers.userId })
      .from(leagueMembers)
      .orderBy(asc(leagueMembers.leagueId), asc(leagueMembers.userId)),
  };
}

/** A new league of A's with B as a member, for a call that changes or ends it. */
const freshLeagueOfA = (w: World) =>
  createPrivateLeague(w.ctx.db, w.users.playerA.id, [w.users.playerB.id], `Liga ${w.next()}`);

/** The main league's invite code as it is now (an allowed call may have drawn a new one). */
async function currentCode(w: World) {
  const [row] = await w.ctx.db
    .select({ code: leagues.code })
    .from(leagues)
    .where(eq(leagues.id, w.privateLeagues.main.id));
  return row.code;
}

export const leagueCases: RouteCases = {
  'POST /api/leagues': {
    request: (w) => ({ url: '/api/leagues', payload: { data: { name: `Liga nouă ${w.next()}` } }, status: 201 }),
    state: leaguesState,
  },
  // A player's own leagues; an admin's answer is every league (the back office's list).
  'GET /api/leagues': { request: () => ({ url: '/api/leagues' }) },
  'GET /api/leagues/join/:code': { request: async (w) => ({ url: `/api/leagues/join/${await currentCode(w)}` }) },
  'GET /api/leagues/join/:code/card.png': {
    request: async (w) => ({ url: `/api/leagues/join/${await currentCode(w)}/card.png` }),
  },
  'POST /api/leagues/join': {
    request: (w) => ({ url: '/api/leagues/join', payload: { data: { code: w.privateLeagues.joinable.code } } }),
    state: leaguesState,
  },
  'GET /api/leagues/panels': { request: () => ({ url: '/api/leagues/panels?sortBy=currentPoints' }) },
  'GET /api/leagues/:id': { request: (w) => ({ url: leagueUrl(w) }) },
  'GET /api/leagues/:id/standings': { request: (w) => ({ url: leagueUrl(w, '/standings?sortBy=currentPoints') }) },
  'GET /api/leagues/:id/activity': { request: (w) => ({ url: leagueUrl(w, '/activity') }) },
  'GET /api/leagues/:id/members': {
    request: (w) => ({ url: leagueUrl(w, '/members?filters[username][$containsi]=a&pagination[pageSize]=5') }),
  },
  'PUT /api/leagues/:id': {
    request: (w) => ({ url: leagueUrl(w), payload: { data: { name: `Liga Anei ${w.next()}` } } }),
    state: leaguesState,
  },
  'POST /api/leagues/:id/code': { request: (w) => ({ url: leagueUrl(w, '/code') }), state: leaguesState },
  'DELETE /api/leagues/:id/members/:userDocumentId': {
    // A member of its own for each call: the allowed one removes it, and B stays in the league.
    request: async (w) => {
      const n = w.next();
      const extra = await createUser(w.ctx, { username: `membru${n}`, phone: `+40726${String(n).padStart(6, '0')}` });
      await w.ctx.db.insert(leagueMembers).values({ leagueId: w.privateLeagues.main.id, userId: extra.id });
      return { url: leagueUrl(w, `/members/${extra.documentId}`), status: 204 };
    },
    state: leaguesState,
  },
  'POST /api/leagues/:id/leave': {
    request: async (w) => ({ url: `/api/leagues/${(await freshLeagueOfA(w)).documentId}/leave`, status: 204 }),
    state: leaguesState,
  },
  'PUT /api/leagues/:id/owner': {
    request: async (w) => ({
      url: `/api/leagues/${(await freshLeagueOfA(w)).documentId}/owner`,
      payload: { data: { user: w.users.playerB.documentId } },
    }),
    state: leaguesState,
  },
  'DELETE /api/leagues/:id': {
    request: async (w) => ({ url: `/api/leagues/${(await freshLeagueOfA(w)).documentId}`, status: 204 }),
    state: leaguesState,
  },
};
