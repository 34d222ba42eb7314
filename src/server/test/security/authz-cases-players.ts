import { eq } from 'drizzle-orm';
import { calendarFeeds } from '../../db/tables/calendar.table.ts';
import { comments, communityPosts, postLikes } from '../../db/tables/community.table.ts';
import { files, users } from '../../db/tables/core.table.ts';
import { passwordResets } from '../../db/tables/password-resets.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { pushSubscriptions, reminderSettings } from '../../db/tables/reminders.table.ts';
import { sessions } from '../../db/tables/sessions.table.ts';
import { calendarLink } from '../../modules/calendar/calendar.service.ts';
import { unsubscribeToken } from '../../modules/reminders/unsubscribe-token.service.ts';
import { TEST_PASSWORD } from '../factories.ts';
import { multipartHeaders } from '../multipart.ts';
import { browserKeys } from '../push-service.ts';
import type { Identity } from './access-table.ts';
import {
  accountWithResetCode,
  anotherSessionOf,
  countRows,
  imageUpload,
  pendingAccount,
  pendingAccountWithCode,
  type RouteCases,
  registration,
  twinOf,
} from './authz-http.ts';
import type { World } from './authz-world.ts';

// How the matrix calls the routes players use: accounts, predictions, profiles, files and the community feed.

const userOf = (w: World, who: Identity) => (who === 'visitor' ? null : w.users[who]);

const predictionRow = (w: World, id: number) => w.ctx.db.select().from(predictions).where(eq(predictions.id, id));
const feedRows = (w: World) => w.ctx.db.select().from(calendarFeeds).orderBy(calendarFeeds.userId);
/** A's pick on a match whose deadline has passed: the only kind of pick that is shown. */
const closedPick = (w: World) => `/api/picks/${w.users.playerA.username}/${w.matches.closed.documentId}`;
const postRow = (w: World, id: number) => w.ctx.db.select().from(communityPosts).where(eq(communityPosts.id, id));

export const playerCases: RouteCases = {
  'POST /api/auth/local': {
    // Each account logs in as itself, the visitor as a new account: the answer holds that account's e-mail.
    request: async (w, who) => ({
      url: '/api/auth/local',
      payload: { identifier: (userOf(w, who) ?? (await pendingAccount(w))).username, password: TEST_PASSWORD },
    }),
    state: (w) => w.ctx.db.select({ id: users.id, tokenVersion: users.tokenVersion }).from(users),
  },
  'GET /api/users/me': { request: () => ({ url: '/api/users/me?populate=role' }) },
  'POST /api/auth/register': {
    request: (w) => ({ url: '/api/auth/register', payload: registration(w) }),
    state: (w) => countRows(w, users),
  },
  'GET /api/auth/check-username/:username': {
    request: (w) => ({ url: `/api/auth/check-username/${w.users.playerA.username}` }),
  },
  'POST /api/auth/verify-sms': {
    request: async (w) => {
      const pending = await pendingAccountWithCode(w);
      return { url: '/api/auth/verify-sms', payload: { userId: pending.documentId, code: pending.code } };
    },
    state: (w) => w.ctx.db.select({ id: users.id, phoneVerified: users.phoneVerified }).from(users),
  },
  'POST /api/auth/resend-sms': {
    request: async (w) => ({ url: '/api/auth/resend-sms', payload: { userId: (await pendingAccount(w)).documentId } }),
    state: (w) => w.ctx.db.select({ id: users.id, phoneVerified: users.phoneVerified }).from(users),
  },
  // Ending sessions and changing passwords: each allowed call acts on a session or an account of its own.
  'POST /api/auth/logout': {
    request: async (w, who) => ({
      url: '/api/auth/logout',
      headers: who === 'visitor' ? {} : await anotherSessionOf(w, who),
    }),
    state: (w) => countRows(w, sessions),
  },
  'POST /api/auth/logout-all': {
    request: async (w, who) => ({
      url: '/api/auth/logout-all',
      headers: who === 'visitor' ? {} : (await twinOf(w, who)).headers,
    }),
    state: (w) => countRows(w, sessions),
  },
  // The password typed again: each account's own (the world's accounts share TEST_PASSWORD).
  'POST /api/auth/reauthenticate': {
    request: () => ({ url: '/api/auth/reauthenticate', payload: { password: TEST_PASSWORD } }),
    state: (w) => w.ctx.db.select({ id: sessions.id, at: sessions.passwordAt }).from(sessions).orderBy(sessions.id),
  },
  'POST /api/auth/forgot-password': {
    request: (w, who) => ({
      url: '/api/auth/forgot-password',
      payload: { email: userOf(w, who)?.email ?? 'nimeni@test.prezice.ro' },
    }),
    state: (w) => countRows(w, passwordResets),
  },
  'POST /api/auth/reset-password': {
    request: async (w) => {
      const { code } = await accountWithResetCode(w);
      return {
        url: '/api/auth/reset-password',
        payload: { code, password: 'parola-resetata-1', passwordConfirmation: 'parola-resetata-1' },
      };
    },
    state: (w) => w.ctx.db.select({ id: users.id, hash: users.passwordHash }).from(users).orderBy(users.id),
  },
  'POST /api/auth/change-password': {
    request: async (w, who) => ({
      url: '/api/auth/change-password',
      headers: who === 'visitor' ? {} : (await twinOf(w, who)).headers,
      payload: {
        currentPassword: TEST_PASSWORD,
        password: 'parola-schimbata-1',
        passwordConfirmation: 'parola-schimbata-1',
      },
    }),
    state: async (w) => ({
      users: await w.ctx.db.select({ id: users.id, hash: users.passwordHash }).from(users).orderBy(users.id),
      sessions: await countRows(w, sessions),
    }),
  },
  // The test app runs without a captcha provider: the challenge is a 404 for everyone, past the (public) guard.
  'GET /api/captcha/challenge': { request: () => ({ url: '/api/captcha/challenge', status: 404 }) },

  'GET /api/predictions': { request: () => ({ url: '/api/predictions?populate=match' }) },
  'GET /api/predictions/:id': { request: (w) => ({ url: `/api/predictions/${w.predictions.aOpen.documentId}` }) },
  'POST /api/predictions': {
    request: (w, who) => ({
      url: '/api/predictions',
      payload: {
        data: {
          type: 'score',
          team1: 1,
          team2: 0,
          match: { connect: [w.matches.toPredict.documentId] },
          ...(userOf(w, who) ? { user: { connect: [userOf(w, who)!.documentId] } } : {}),
        },
      },
      status: 201,
    }),
    state: (w) => countRows(w, predictions),
  },
  'PATCH /api/predictions/:id': {
    request: (w) => ({
      url: `/api/predictions/${w.predictions.aOpen.documentId}`,
      payload: { data: { team1: 3, team2: 3 } },
    }),
    state: (w) => predictionRow(w, w.predictions.aOpen.id),
  },
  'GET /api/picks/:username/:matchId': { request: (w) => ({ url: closedPick(w) }) },
  'GET /api/picks/:username/:matchId/card.png': { request: (w) => ({ url: `${closedPick(w)}/card.png` }) },
  'GET /api/leaderboard': { request: () => ({ url: '/api/leaderboard?sortBy=currentPoints' }) },
  'GET /api/result-corrections': { request: () => ({ url: '/api/result-corrections?page=1&pageSize=10' }) },
  'GET /api/leaderboard/live': { request: () => ({ url: '/api/leaderboard/live?page=1&pageSize=10' }) },
  'GET /api/club-standings': { request: () => ({ url: '/api/club-standings?sortBy=currentPoints' }) },
  'GET /api/private-profile': { request: () => ({ url: '/api/private-profile' }) },
  'GET /api/public-profile/:id': { request: (w) => ({ url: `/api/public-profile/${w.users.playerA.documentId}` }) },
  'GET /api/private-profile/form': { request: () => ({ url: '/api/private-profile/form' }) },
  'GET /api/public-profile/:id/form': {
    request: (w) => ({ url: `/api/public-profile/${w.users.playerA.documentId}/form` }),
  },
  'PUT /api/user/me': {
    request: (w, who) => ({
      url: '/api/user/me',
      payload: { avatar: who === 'visitor' ? w.files.avatar.playerA : w.files.avatar[who] },
    }),
    state: (w) => w.ctx.db.select({ id: users.id, avatarId: users.avatarId }).from(users),
  },
  'GET /api/reminders': { request: () => ({ url: '/api/reminders' }) },
  'PUT /api/reminders': {
    request: () => ({
      url: '/api/reminders',
      payload: { data: { push: false, email: true, before24h: true, before3h: false } },
    }),
    state: (w) => w.ctx.db.select().from(reminderSettings).orderBy(reminderSettings.userId),
  },
  'POST /api/push-subscriptions': {
    request: (w) => ({
      url: '/api/push-subscriptions',
      payload: { data: { endpoint: `https://fcm.googleapis.com/fcm/send/${w.next()}`, keys: browserKeys() } },
      status: 201,
    }),
    state: (w) => w.ctx.db.select().from(pushSubscriptions).orderBy(pushSubscriptions.id),
  },
  // Each allowed caller removes a browser of its own (another's endpoint is a 404: reminders.test.ts).
  'DELETE /api/push-subscriptions': {
    request: async (w, who) => {
      const endpoint = `https://fcm.googleapis.com/fcm/send/${w.next()}`;
      const owner = userOf(w, who === 'visitor' || who === 'unverified' ? 'playerA' : who);
      await w.ctx.db.insert(pushSubscriptions).values({ userId: owner!.id, endpoint, ...browserKeys() });
      return { url: '/api/push-subscriptions', payload: { data: { endpoint } } };
    },
    state: (w) => w.ctx.db.select().from(pushSubscriptions).orderBy(pushSubscriptions.id),
  },
  'POST /api/reminders/unsubscribe': {
    request: (w) => ({
      url: `/api/reminders/unsubscribe?token=${unsubscribeToken(w.ctx.config.jwtSecret, w.users.playerA.documentId)}`,
    }),
    state: (w) => w.ctx.db.select().from(reminderSettings).orderBy(reminderSettings.userId),
  },
  // A GET that writes: the first call makes the caller's feed, so a refused one must leave the feeds alone.
  'GET /api/calendar': { request: () => ({ url: '/api/calendar' }), state: feedRows },
  'POST /api/calendar/token': { request: () => ({ url: '/api/calendar/token' }), state: feedRows },
  // A's feed, by the token of A's current link (the calls above replace it): anyone holding the link reads it.
  'GET /api/calendar/:token.ics': {
    request: async (w) => ({
      url: new URL((await calendarLink(w.services, w.users.playerA.id)).url).pathname,
    }),
  },
  'GET /api/round-stats': { request: () => ({ url: '/api/round-stats' }) },
  'GET /api/site-stats': { request: () => ({ url: '/api/site-stats' }) },

  'POST /api/upload': {
    request: async (w) => ({
      url: '/api/upload',
      payload: imageUpload(await w.png(w.next())),
      headers: multipartHeaders(),
      status: 201,
    }),
    state: (w) => countRows(w, files),
  },
  'GET /api/upload/files': {
    request: () => ({ url: '/api/upload/files?filters[mime][$contains]=image&sort=id:desc' }),
  },
  'GET /api/upload/files/:id': { request: (w) => ({ url: `/api/upload/files/${w.files.avatar.playerB}` }) },
  'DELETE /api/upload/files/:id': {
    request: (w, who) => ({ url: `/api/upload/files/${who === 'admin' ? w.files.bLoose : w.files.aLoose}` }),
    state: (w) => w.ctx.db.select({ id: files.id, ownerId: files.ownerId }).from(files).orderBy(files.id),
  },

  'GET /api/community-feed': { request: () => ({ url: '/api/community-feed' }) },
  'GET /api/community-feed/:id': { request: (w) => ({ url: `/api/community-feed/${w.posts.aPending.documentId}` }) },
  'POST /api/community-feed': {
    request: () => ({ url: '/api/community-feed', payload: { data: { text: 'Ce meci!' } }, status: 201 }),
    state: (w) => countRows(w, communityPosts),
  },
  'POST /api/community-feed/:id/like': {
    request: (w) => ({ url: `/api/community-feed/${w.posts.aPending.documentId}/like` }),
    state: async (w) => ({
      post: await postRow(w, w.posts.aPending.id),
      likes: await w.ctx.db.select().from(postLikes).where(eq(postLikes.postId, w.posts.aPending.id)),
    }),
  },
  'GET /api/community-feed/:id/liked': {
    request: (w) => ({ url: `/api/community-feed/${w.posts.aPending.documentId}/liked` }),
  },
  'POST /api/community-feed/:id/comments': {
    request: (w) => ({
      url: `/api/community-feed/${w.posts.aApproved.documentId}/comments`,
      payload: { data: { text: 'Bravo!' } },
    }),
    state: (w) => countRows(w, comments),
  },
};
