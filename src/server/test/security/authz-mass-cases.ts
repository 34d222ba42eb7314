import { pushSubscriptions } from '../../db/tables/reminders.table.ts';
import { createPrivateLeague } from '../factories.ts';
import { multipartHeaders } from '../multipart.ts';
import { browserKeys } from '../push-service.ts';
import { imageUpload } from './authz-http.ts';
import type { MassCase } from './authz-mass-case.ts';
import { accountMassCases } from './authz-mass-cases-accounts.ts';
import type { World } from './authz-world.ts';

// Every user-facing write, as an otherwise valid request into which extra keys are slipped. The test sends
// each extra key alone, so a schema that would accept one of them is caught even if it refuses the rest.

/** The keys an attacker would try, with values that would matter were they applied. */
export function extrasFor(w: World): Record<string, unknown> {
  const b = w.users.playerB;
  return {
    role: 4,
    roleId: 4,
    points: 99_999,
    currentPoints: 99_999,
    confirmed: true,
    phoneVerified: true,
    blocked: true,
    user: { connect: [b.documentId] },
    owner: b.id,
    ownerId: b.id,
    approved: true,
    status: 'approved',
    likes: 500,
    id: 1,
    documentId: w.posts.aApproved.documentId,
  };
}

/** `data` with extras inside or beside it. */
const wrap = (data: Record<string, unknown>, extras: Record<string, unknown>, placement: string) =>
  placement === 'data' ? { data: { ...data, ...extras } } : { data, ...extras };

const formFields = (extras: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(extras).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  );

export const massCases: Record<string, MassCase> = {
  ...accountMassCases,
  'POST /api/predictions': {
    as: 'playerA',
    okStatus: 201,
    placements: ['data', 'top'],
    request: async (w, extras, placement) => ({
      url: '/api/predictions',
      payload: wrap(
        { type: 'score', team1: 2, team2: 2, match: { connect: [(await w.freshMatch()).documentId] } },
        extras,
        placement,
      ),
    }),
  },
  'PATCH /api/predictions/:id': {
    as: 'playerA',
    okStatus: 200,
    placements: ['data', 'top'],
    request: async (w, extras, placement) => ({
      url: `/api/predictions/${w.predictions.aOpen.documentId}`,
      payload: wrap({ team1: 4, team2: 0 }, extras, placement),
    }),
  },
  'PUT /api/user/me': {
    as: 'playerA',
    okStatus: 200,
    placements: ['top'],
    request: async (w, extras) => ({
      url: '/api/user/me',
      payload: { avatar: w.files.avatar.playerA, ...extras },
      subject: { id: w.users.playerA.id, columns: ['avatarId'] },
    }),
  },
  'PUT /api/reminders': {
    as: 'playerA',
    okStatus: 200,
    placements: ['data', 'top'],
    request: async (_w, extras, placement) => ({
      url: '/api/reminders',
      payload: wrap({ push: true, email: true, before24h: false, before3h: true }, extras, placement),
    }),
  },
  'POST /api/push-subscriptions': {
    as: 'playerA',
    okStatus: 201,
    placements: ['data', 'top'],
    request: async (w, extras, placement) => ({
      url: '/api/push-subscriptions',
      payload: wrap(
        { endpoint: `https://fcm.googleapis.com/fcm/send/m${w.next()}`, keys: browserKeys() },
        extras,
        placement,
      ),
    }),
  },
  'DELETE /api/push-subscriptions': {
    as: 'playerA',
    okStatus: 200,
    placements: ['data', 'top'],
    request: async (w, extras, placement) => {
      const endpoint = `https://fcm.googleapis.com/fcm/send/m${w.next()}`;
      await w.ctx.db.insert(pushSubscriptions).values({ userId: w.users.playerA.id, endpoint, ...browserKeys() });
      return { url: '/api/push-subscriptions', payload: wrap({ endpoint }, extras, placement) };
    },
  },
  'POST /api/community-feed': {
    as: 'playerA',
    okStatus: 201,
    placements: ['data', 'top'],
    request: async (_w, extras, placement) => ({
      url: '/api/community-feed',
      payload: wrap({ text: 'Am o părere' }, extras, placement),
    }),
  },
  'POST /api/community-feed/:id/comments': {
    as: 'playerA',
    okStatus: 200,
    placements: ['data', 'top'],
    request: async (w, extras, placement) => ({
      url: `/api/community-feed/${w.posts.aApproved.documentId}/comments`,
      payload: wrap({ text: 'Sunt de acord' }, extras, placement),
    }),
  },
  'POST /api/leagues': {
    as: 'playerA',
    okStatus: 201,
    placements: ['data', 'top'],
    request: async (w, extras, placement) => ({
      url: '/api/leagues',
      payload: wrap({ name: `Liga ${w.next()}` }, extras, placement),
    }),
  },
  'POST /api/leagues/join': {
    as: 'playerB',
    okStatus: 200,
    placements: ['data', 'top'],
    request: async (w, extras, placement) => ({
      url: '/api/leagues/join',
      payload: wrap({ code: w.privateLeagues.joinable.code }, extras, placement),
    }),
  },
  'PUT /api/leagues/:id': {
    as: 'playerA',
    okStatus: 200,
    placements: ['data', 'top'],
    request: async (w, extras, placement) => ({
      url: `/api/leagues/${w.privateLeagues.main.documentId}`,
      payload: wrap({ name: `Liga Anei ${w.next()}` }, extras, placement),
      league: { id: w.privateLeagues.main.id, columns: ['name'] },
    }),
  },
  // data.user is this route's own key (the new owner): the extras go beside data. Each call hands over a league
  // of its own, so the new owner is the one named, whatever else is sent.
  'PUT /api/leagues/:id/owner': {
    as: 'playerA',
    okStatus: 200,
    placements: ['top'],
    request: async (w, extras) => {
      const league = await createPrivateLeague(w.ctx.db, w.users.playerA.id, [w.users.playerB.id], `Liga ${w.next()}`);
      return {
        url: `/api/leagues/${league.documentId}/owner`,
        payload: { data: { user: w.users.playerB.documentId }, ...extras },
        league: { id: league.id, columns: ['ownerId'] },
      };
    },
  },
  // Strapi's upload attaches a file to any entry through ref/refId/field: here they must mean nothing.
  'POST /api/upload': {
    as: 'playerA',
    okStatus: 201,
    placements: ['form'],
    request: async (w, extras) => ({
      url: '/api/upload',
      payload: imageUpload(await w.png(w.next()), formFields(extras)),
      headers: multipartHeaders(),
    }),
  },
};

/** Extra form fields of Strapi's upload, aimed at player B's avatar. */
export const strapiAttachFields = (w: World) => ({
  ref: 'plugin::users-permissions.user',
  refId: String(w.users.playerB.id),
  field: 'avatar',
  source: 'users-permissions',
});

/**
 * An admin's edit of a league they do not own (offensive names): the name and the description, never the owner,
 * the code or a new emblem (another account's upload here).
 */
export const adminLeagueEdit: MassCase = {
  as: 'admin',
  okStatus: 200,
  placements: ['data', 'top'],
  moreExtras: (w) => ({ code: 'AAAAAAAAAA', emblem: w.files.aLoose, isOwner: true, membersCount: 9 }),
  request: async (w, extras, placement) => ({
    url: `/api/leagues/${w.privateLeagues.main.documentId}`,
    payload: wrap({ name: `Liga redenumită ${w.next()}`, description: 'Fără cuvinte urâte' }, extras, placement),
    league: { id: w.privateLeagues.main.id, columns: ['name'] },
  }),
};
