import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { announcements } from '../../db/tables/announcements.table.ts';
import { communityPosts } from '../../db/tables/community.table.ts';
import { teams, users } from '../../db/tables/core.table.ts';
import { csvImports } from '../../db/tables/csv-imports.table.ts';
import { liveScores } from '../../db/tables/live.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { pointAdjustments } from '../../db/tables/predictions.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import { dailySlips, roundSlips } from '../../db/tables/slips.table.ts';
import { createCsvImport } from '../../modules/csv/csv-import.service.ts';
import { multipartBody, multipartHeaders } from '../multipart.ts';
import { countRows, type RouteCases } from './authz-http.ts';
import type { World } from './authz-world.ts';

// How the matrix calls the routes of the game's content and of its administration. Every write has a
// valid body, so the admin's call is a real 2xx; deletes and edits aim at spare rows of their own.

/** The row of `table` whose documentId is `documentId` (every content table has one). */
const rowOf =
  (table: PgTable & { documentId: AnyPgColumn }, pick: (w: World) => { documentId: string }) => (w: World) =>
    w.ctx.db
      .select()
      .from(table)
      .where(eq(table.documentId, pick(w).documentId));

const at = (days: number) => new Date(Date.parse('2026-11-20T12:00:00.000Z') + days * 24 * 3600_000).toISOString();

export const contentCases: RouteCases = {
  'GET /api/users': { request: () => ({ url: '/api/users?populate=role' }) },
  'GET /api/users/:id': { request: (w) => ({ url: `/api/users/${w.users.playerA.id}` }) },
  'PUT /api/users/:id': {
    request: (w) => ({
      url: `/api/users/${w.victims.edit.id}`,
      payload: { instagramAccount: 'https://instagram.com/v' },
    }),
    state: rowOf(users, (w) => w.victims.edit),
  },
  'DELETE /api/users/:id': {
    request: (w) => ({ url: `/api/users/${w.victims.remove.id}` }),
    state: rowOf(users, (w) => w.victims.remove),
  },
  'POST /api/users/:id/adjustments': {
    request: (w) => ({
      url: `/api/users/${w.victims.edit.id}/adjustments`,
      payload: { points: 5, reason: 'Concurs pe stream' },
      status: 201,
    }),
    state: async (w) => ({
      adjustments: await countRows(w, pointAdjustments),
      user: await rowOf(users, (x) => x.victims.edit)(w),
    }),
  },
  'POST /api/auth/local/register': {
    request: (w) => {
      const n = w.next();
      return {
        url: '/api/auth/local/register',
        payload: { username: `moderat${n}`, email: `moderat${n}@test.prezice.ro`, password: 'parola-sigura-2' },
        status: 201,
      };
    },
    state: (w) => countRows(w, users),
  },

  'GET /api/teams': { request: () => ({ url: '/api/teams?filters[name][$containsi]=echipa' }) },
  'GET /api/teams/:id': { request: (w) => ({ url: `/api/teams/${w.teams.a.documentId}` }) },
  'POST /api/teams': {
    request: () => ({ url: '/api/teams', payload: { data: { name: 'Echipa nouă' } }, status: 201 }),
    state: (w) => countRows(w, teams),
  },
  'PUT /api/teams/:id': {
    request: (w) => ({ url: `/api/teams/${w.teams.edit.documentId}`, payload: { data: { name: 'Alt nume' } } }),
    state: rowOf(teams, (w) => w.teams.edit),
  },
  'DELETE /api/teams/:id': {
    request: (w) => ({ url: `/api/teams/${w.teams.remove.documentId}` }),
    state: rowOf(teams, (w) => w.teams.remove),
  },

  'GET /api/matches': { request: () => ({ url: '/api/matches?filters[round][current][$eq]=true' }) },
  'GET /api/matches/:id': { request: (w) => ({ url: `/api/matches/${w.matches.open.documentId}` }) },
  'POST /api/matches': {
    request: (w) => ({
      url: '/api/matches',
      payload: {
        data: {
          team1: { connect: [w.teams.b.documentId] },
          team2: { connect: [w.teams.c.documentId] },
          round: { connect: [w.rounds.third.documentId] },
          date: at(14),
        },
      },
      status: 201,
    }),
    state: (w) => countRows(w, matches),
  },
  'PUT /api/matches/:id': {
    request: (w) => ({ url: `/api/matches/${w.matches.edit.documentId}`, payload: { data: { date: at(15) } } }),
    state: rowOf(matches, (w) => w.matches.edit),
  },
  'DELETE /api/matches/:id': {
    request: (w) => ({ url: `/api/matches/${w.matches.remove.documentId}` }),
    state: rowOf(matches, (w) => w.matches.remove),
  },
  'PUT /api/matches/:id/live': {
    request: (w) => ({
      url: `/api/matches/${w.matches.live.documentId}/live`,
      payload: { data: { homeGoals: 1, awayGoals: 0, minute: 30 } },
    }),
    state: (w) => w.ctx.db.select().from(liveScores).where(eq(liveScores.matchId, w.matches.live.id)),
  },
  'DELETE /api/matches/:id/live': {
    request: (w) => ({ url: `/api/matches/${w.matches.liveEnd.documentId}/live`, status: 204 }),
    state: (w) => w.ctx.db.select().from(liveScores).where(eq(liveScores.matchId, w.matches.liveEnd.id)),
  },
  'GET /api/live': { request: () => ({ url: '/api/live' }) },

  'GET /api/rounds': { request: () => ({ url: '/api/rounds' }) },
  'GET /api/rounds/:id': { request: (w) => ({ url: `/api/rounds/${w.rounds.current.documentId}` }) },
  'POST /api/rounds': {
    request: () => ({ url: '/api/rounds', payload: { data: { name: 'Etapa 30' } }, status: 201 }),
    state: (w) => countRows(w, rounds),
  },
  'PUT /api/rounds/:id': {
    request: (w) => ({ url: `/api/rounds/${w.rounds.edit.documentId}`, payload: { data: { name: 'Etapa 31' } } }),
    state: rowOf(rounds, (w) => w.rounds.edit),
  },
  'DELETE /api/rounds/:id': {
    request: (w) => ({ url: `/api/rounds/${w.rounds.remove.documentId}` }),
    state: rowOf(rounds, (w) => w.rounds.remove),
  },

  'GET /api/community-posts': { request: () => ({ url: '/api/community-posts?filters[approved][$eq]=false' }) },
  'GET /api/community-posts/:id': { request: (w) => ({ url: `/api/community-posts/${w.posts.aPending.documentId}` }) },
  'PUT /api/community-posts/:id': {
    request: (w) => ({
      url: `/api/community-posts/${w.posts.aToApprove.documentId}`,
      payload: { data: { approved: true } },
    }),
    state: rowOf(communityPosts, (w) => w.posts.aToApprove),
  },
  'DELETE /api/community-posts/:id': {
    request: (w) => ({ url: `/api/community-posts/${w.posts.toDelete.documentId}` }),
    state: rowOf(communityPosts, (w) => w.posts.toDelete),
  },
  'GET /api/admin/dashboard': { request: () => ({ url: '/api/admin/dashboard' }) },

  'GET /api/round-slips': { request: () => ({ url: '/api/round-slips?filters[round][current][$eq]=true' }) },
  'GET /api/round-slips/:id': { request: (w) => ({ url: `/api/round-slips/${w.slips.round.documentId}` }) },
  'POST /api/round-slips': {
    request: (w) => ({
      url: '/api/round-slips',
      payload: {
        data: {
          round: w.rounds.third.documentId,
          predictions: [{ expectedResult: '1', odd: 1.75, matches: w.matches.inThirdRound.documentId }],
        },
      },
      status: 201,
    }),
    state: (w) => countRows(w, roundSlips),
  },
  'PUT /api/round-slips/:id': {
    request: (w) => ({ url: `/api/round-slips/${w.slips.round.documentId}`, payload: { data: { won: true } } }),
    state: rowOf(roundSlips, (w) => w.slips.round),
  },
  'DELETE /api/round-slips/:id': {
    request: (w) => ({ url: `/api/round-slips/${w.slips.roundToDelete.documentId}` }),
    state: rowOf(roundSlips, (w) => w.slips.roundToDelete),
  },
  'GET /api/daily-slips': { request: () => ({ url: '/api/daily-slips?sort=date:desc' }) },
  'GET /api/daily-slips/:id': { request: (w) => ({ url: `/api/daily-slips/${w.slips.daily.documentId}` }) },
  'POST /api/daily-slips': {
    request: (w) => ({
      url: '/api/daily-slips',
      payload: {
        data: {
          date: '2026-11-21',
          predictions: [
            {
              team1Id: w.teams.a.documentId,
              team2Id: w.teams.b.documentId,
              expectedResult: '1',
              odd: 2.1,
              match_date: at(1),
            },
          ],
        },
      },
      status: 201,
    }),
    state: (w) => countRows(w, dailySlips),
  },
  'PUT /api/daily-slips/:id': {
    request: (w) => ({ url: `/api/daily-slips/${w.slips.daily.documentId}`, payload: { data: { won: false } } }),
    state: rowOf(dailySlips, (w) => w.slips.daily),
  },
  'DELETE /api/daily-slips/:id': {
    request: (w) => ({ url: `/api/daily-slips/${w.slips.dailyToDelete.documentId}` }),
    state: rowOf(dailySlips, (w) => w.slips.dailyToDelete),
  },

  'GET /api/announcements': { request: () => ({ url: '/api/announcements?sort=createdAt:desc' }) },
  'GET /api/announcements/:id': { request: (w) => ({ url: `/api/announcements/${w.announcements.main.documentId}` }) },
  'GET /api/ann': { request: () => ({ url: '/api/ann' }) },
  'GET /api/ann/:id': { request: (w) => ({ url: `/api/ann/${w.announcements.main.slug}` }) },
  'POST /api/announcements': {
    request: () => ({
      url: '/api/announcements',
      payload: { data: { title: 'Anunț nou', content: '<p>Salut</p>' } },
      status: 201,
    }),
    state: (w) => countRows(w, announcements),
  },
  'PUT /api/announcements/:id': {
    request: (w) => ({
      url: `/api/announcements/${w.announcements.main.documentId}`,
      payload: { data: { title: 'Premii etapa 2 (actualizat)' } },
    }),
    state: rowOf(announcements, (w) => w.announcements.main),
  },
  'DELETE /api/announcements/:id': {
    request: (w) => ({ url: `/api/announcements/${w.announcements.toDelete.documentId}` }),
    state: rowOf(announcements, (w) => w.announcements.toDelete),
  },
  'POST /api/csv-imports': {
    request: (w) => ({
      url: '/api/csv-imports',
      payload: multipartBody([{ field: 'file', filename: 'meciuri.csv', contentType: 'text/csv', data: csvFile(w) }], {
        kind: 'fixtures',
      }),
      headers: multipartHeaders(),
      status: 201,
    }),
    state: (w) => countRows(w, csvImports),
  },
  'GET /api/csv-imports/:id': {
    request: async (w) => ({ url: `/api/csv-imports/${(await csvPreview(w)).id}` }),
  },
  // Each call gets a preview of its own (a new round and match): an allowed one applies it.
  'POST /api/csv-imports/:id/apply': {
    request: async (w) => ({ url: `/api/csv-imports/${(await csvPreview(w)).id}/apply`, payload: {} }),
    state: (w) => countRows(w, matches),
  },
  'GET /api/csv-exports/:kind': { request: () => ({ url: '/api/csv-exports/matches' }) },
};

/** A fixtures file with one new match, in a round of its own. */
const csvFile = (w: World) =>
  Buffer.from(`etapa,gazde,oaspeti,data\nEtapa CSV ${w.next()},${w.teams.b.name},${w.teams.c.name},20.12.2026 18:00\n`);

const csvPreview = (w: World) =>
  createCsvImport(w.services, { kind: 'fixtures', fileName: 'meciuri.csv', bytes: csvFile(w) }, w.users.admin.id);
