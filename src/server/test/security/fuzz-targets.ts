import type { RouteDef } from '../../http/route.ts';
import { routes } from '../../routes.ts';
import { TEST_PASSWORD } from '../factories.ts';
import { browserKeys } from '../push-service.ts';
import { type FuzzWorld, validDailySlip } from './fuzz-world.ts';

// One fuzz case per write route: the real ids its :id takes in a world, and a body the route accepts.
// The fuzz mutates that body, so each case starts from a request that goes all the way to the database.

export interface FuzzTarget {
  ids?: (w: FuzzWorld) => (string | number)[];
  body?: (w: FuzzWorld) => unknown;
  /** A query the route needs (the unsubscribe token), before the fuzzed one. */
  query?: (w: FuzzWorld) => string;
  /** The body is multipart (POST /api/upload): fuzzed by fuzz-multipart.ts. */
  multipart?: boolean;
  /** The route ends the caller's session (logout): every request comes from a new session of the player. */
  freshSession?: boolean;
  /** A player's route that admits an admin by another rule (renaming a league): fuzzed as the admin too, from this body. */
  asAdmin?: { body: (w: FuzzWorld) => unknown };
}

const future = (w: FuzzWorld, days: number) => new Date(w.now.getTime() + days * 24 * 3600_000).toISOString();

export const fuzzTargets: Record<string, FuzzTarget> = {
  // Accounts
  'POST /api/auth/local': { body: (w) => ({ identifier: w.player.username, password: TEST_PASSWORD }) },
  'POST /api/auth/register': {
    body: (w) => ({
      username: `${w.tag}_nou`,
      email: `${w.tag}.nou@test.prezice.ro`,
      password: 'parola-noua-1',
      phone: w.newPhone,
      favTeam: w.teams[0].documentId,
      youtubeAccount: '',
      instagramAccount: 'https://instagram.com/prezice',
      recaptchaToken: 'token',
    }),
  },
  'POST /api/auth/verify-sms': { body: (w) => ({ userId: w.unverified.documentId, code: w.unverified.code }) },
  'POST /api/auth/resend-sms': { body: (w) => ({ userId: w.fresh.documentId }) },
  'POST /api/auth/logout': { freshSession: true },
  'POST /api/auth/logout-all': { freshSession: true },
  'POST /api/auth/reauthenticate': { body: () => ({ password: TEST_PASSWORD }) },
  'POST /api/auth/forgot-password': { body: (w) => ({ email: w.player.email }) },
  'POST /api/auth/reset-password': {
    body: (w) => ({ code: w.resetCode, password: 'parola-resetata-1', passwordConfirmation: 'parola-resetata-1' }),
  },
  'POST /api/auth/change-password': {
    body: () => ({
      currentPassword: TEST_PASSWORD,
      password: 'parola-schimbata-1',
      passwordConfirmation: 'parola-schimbata-1',
    }),
  },
  'POST /api/auth/local/register': {
    body: (w) => ({ username: `${w.tag}_mod`, email: `${w.tag}.mod@test.prezice.ro`, password: 'parola-noua-1' }),
  },
  'PUT /api/users/:id': {
    ids: (w) => [w.target.id],
    body: (w) => ({
      username: `${w.tag}_t2`,
      phone: '',
      password: '',
      youtubeAccount: 'https://youtube.com/@prezice',
      role: 'predictor',
      favTeam: w.teams[0].documentId,
      points: 5,
    }),
  },
  'DELETE /api/users/:id': { ids: (w) => [w.target.id] },
  // Your data: the deletion is fuzzed from fresh sessions (a valid one logs the player out); the back office's
  // deletion types the target's username.
  'POST /api/me/data-export': {},
  'POST /api/me/deletion': { body: () => ({ password: TEST_PASSWORD, confirmation: 'ȘTERGE' }), freshSession: true },
  'POST /api/users/:id/data-export': { ids: (w) => [w.target.id] },
  'POST /api/users/:id/deletion': { ids: (w) => [w.target.id], body: (w) => ({ confirmation: w.target.username }) },
  'POST /api/users/:id/adjustments': { ids: (w) => [w.target.id], body: () => ({ points: -10, reason: 'Fair-play' }) },
  'PUT /api/user/me': { body: (w) => ({ avatar: w.fileId }) },
  'POST /api/upload': { multipart: true },
  // Reminders
  'PUT /api/reminders': { body: () => ({ data: { push: true, email: true, before24h: true, before3h: false } }) },
  'POST /api/push-subscriptions': {
    body: (w) => ({
      data: { endpoint: `https://fcm.googleapis.com/fcm/send/${w.tag}`, expirationTime: null, keys: browserKeys() },
    }),
  },
  'DELETE /api/push-subscriptions': {
    body: (w) => ({ data: { endpoint: `https://fcm.googleapis.com/fcm/send/${w.tag}` } }),
  },
  'POST /api/reminders/unsubscribe': {
    query: (w) => `token=${w.unsubscribeToken}`,
  },
  // Calendar: a new feed link for the player; no body, no id (the fuzz varies its query, content type and body).
  'POST /api/calendar/token': {},
  'DELETE /api/upload/files/:id': { ids: (w) => [w.fileId] },
  // Game
  'POST /api/predictions': {
    body: (w) => ({ data: { type: 'cards', team1: 1, team2: 0, match: w.matches[1].documentId } }),
  },
  'PATCH /api/predictions/:id': { ids: (w) => [w.prediction], body: () => ({ data: { team1: 2, team2: 2 } }) },
  'POST /api/community-feed': { body: (w) => ({ data: { text: 'Hai la meci!', image: w.fileId } }) },
  'POST /api/community-feed/:id/like': { ids: (w) => [w.post] },
  'POST /api/community-feed/:id/comments': { ids: (w) => [w.post], body: () => ({ data: { text: 'Așa da!' } }) },
  'PUT /api/community-posts/:id': { ids: (w) => [w.post], body: () => ({ data: { approved: false } }) },
  'DELETE /api/community-posts/:id': { ids: (w) => [w.post] },
  // Private leagues: the player owns w.league, `target` is a member. The member's removal takes the path's second
  // parameter as it is (no such member: 404), the rest of the path is fuzzed like every :id.
  'POST /api/leagues': { body: () => ({ data: { name: 'Liga Fuzz', description: 'Doar prieteni' } }) },
  'POST /api/leagues/join': { body: (w) => ({ data: { code: w.league.code } }) },
  'PUT /api/leagues/:id': {
    ids: (w) => [w.league.documentId],
    body: (w) => ({ data: { name: 'Liga Redenumită', description: null, emblem: w.fileId } }),
    // An admin renames it, edits its description or removes its emblem (never puts one).
    asAdmin: { body: () => ({ data: { name: 'Liga Cuminte', description: 'Fără jigniri', emblem: null } }) },
  },
  'POST /api/leagues/:id/code': { ids: (w) => [w.league.documentId] },
  'DELETE /api/leagues/:id/members/:userDocumentId': { ids: (w) => [w.league.documentId] },
  'POST /api/leagues/:id/leave': { ids: (w) => [w.league.documentId] },
  'PUT /api/leagues/:id/owner': {
    ids: (w) => [w.league.documentId],
    body: (w) => ({ data: { user: w.target.documentId } }),
  },
  'DELETE /api/leagues/:id': { ids: (w) => [w.league.documentId] },
  // Content the admin keeps
  'POST /api/teams': { body: () => ({ data: { name: 'Echipa Nouă', emblem: null } }) },
  'PUT /api/teams/:id': { ids: (w) => [w.teams[0].documentId], body: () => ({ data: { name: 'Redenumită' } }) },
  'DELETE /api/teams/:id': { ids: (w) => [w.teams[4].documentId, w.teams[0].documentId] },
  'POST /api/matches': {
    body: (w) => ({
      data: {
        team1: w.teams[0].documentId,
        team2: w.teams[3].documentId,
        round: w.rounds[1].documentId,
        date: future(w, 9),
      },
    }),
  },
  'PUT /api/matches/:id': {
    ids: (w) => [w.matches[0].documentId, w.matches[1].documentId],
    body: () => ({ data: { team1_finalScore: 2, team2_finalScore: 1, final_cards: '1', final_corners: 'X' } }),
  },
  'DELETE /api/matches/:id': { ids: (w) => [w.matches[1].documentId] },
  'PUT /api/matches/:id/live': {
    ids: (w) => [w.matches[3].documentId],
    body: () => ({ data: { homeGoals: 1, awayGoals: 0, homeCards: 2, awayCards: 1, minute: 40 } }),
  },
  'DELETE /api/matches/:id/live': { ids: (w) => [w.matches[3].documentId] },
  'POST /api/rounds': {
    body: (w) => ({
      data: {
        name: 'Etapa nouă',
        current: false,
        winners: [{ user: w.target.documentId, currentPoints: 120, prize: 'Tricou' }],
      },
    }),
  },
  'PUT /api/rounds/:id': {
    ids: (w) => [w.rounds[0].documentId, w.rounds[2].documentId],
    body: () => ({ data: { name: 'Etapa redenumită', current: true } }),
  },
  'DELETE /api/rounds/:id': { ids: (w) => [w.rounds[2].documentId, w.rounds[0].documentId] },
  'POST /api/round-slips': {
    body: (w) => ({
      data: {
        round: w.rounds[1].documentId,
        predictions: [{ expectedResult: '2', odd: 2.15, matches: { connect: [w.matches[2].documentId] } }],
      },
    }),
  },
  'PUT /api/round-slips/:id': { ids: (w) => [w.roundSlip], body: () => ({ data: { won: true } }) },
  'DELETE /api/round-slips/:id': { ids: (w) => [w.roundSlip] },
  'POST /api/daily-slips': { body: (w) => validDailySlip(w.teams, w.now) },
  'PUT /api/daily-slips/:id': {
    ids: (w) => [w.dailySlip],
    body: (w) => ({ data: { ...validDailySlip(w.teams, w.now).data, won: false } }),
  },
  'DELETE /api/daily-slips/:id': { ids: (w) => [w.dailySlip] },
  'POST /api/announcements': {
    body: (w) => ({
      data: { title: 'Anunț nou', slug: 'anunt-nou', content: '<p>Felicitări!</p>', round: w.rounds[0].documentId },
    }),
  },
  'PUT /api/announcements/:id': {
    ids: (w) => [w.announcement],
    body: () => ({ data: { title: 'Titlu schimbat', round: null } }),
  },
  'DELETE /api/announcements/:id': { ids: (w) => [w.announcement] },
  'POST /api/csv-imports': { multipart: true },
  'POST /api/csv-imports/:id/apply': {
    ids: (w) => [w.csvImport],
    body: () => ({ reason: 'Din fișierul federației.' }),
  },
  // The results import's back office (the fuzz world's import is off: a poll asked answers that it did not run).
  'POST /api/results-import/run': {},
  'PUT /api/results-import/teams/:id': {
    ids: (w) => [w.providerTeam],
    body: (w) => ({ data: { team: w.teams[4].documentId } }),
  },
  'POST /api/results-import/pending/:id/accept': {
    ids: (w) => [w.pendingImport],
    body: () => ({ data: { reason: 'Furnizorul are foaia oficială.' } }),
  },
  'POST /api/results-import/pending/:id/dismiss': { ids: (w) => [w.pendingImport] },
};

export const routeKey = (r: Pick<RouteDef, 'method' | 'url'>) => `${r.method} ${r.url}`;

export const writeRoutes = routes.filter((r) => r.method !== 'GET');

/** Two halves of about the same cost, one per test file, so the two vitest workers share the run. */
const ACCOUNT_PREFIXES = ['/api/auth', '/api/user', '/api/upload', '/api/predictions', '/api/community'];

export function routesOfGroup(group: 'accounts' | 'content'): RouteDef[] {
  const isAccount = (r: RouteDef) => ACCOUNT_PREFIXES.some((p) => r.url.startsWith(p));
  return writeRoutes.filter((r) => (group === 'accounts') === isAccount(r));
}
