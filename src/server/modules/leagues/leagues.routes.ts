import { z } from 'zod';
import {
  leagueCreateShape,
  leagueJoinShape,
  leagueOwnerShape,
  leagueUpdateShape,
} from '../../../domain/league.schemas.ts';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { dataBody } from '../../http/body.ts';
import { envelope } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import { documentIdParams } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import { expectedVersion } from '../../http/versions.ts';
import { leaguesOf } from './league-admin.service.ts';
import { leagueCardOfCode } from './league-card.service.ts';
import { deleteLeague, leaveLeague, removeMember, transferOwnership, updateLeague } from './league-owner.service.ts';
import { leaguePanels } from './league-panels.service.ts';
import { leagueActivity, leagueStandings } from './league-standings.service.ts';
import {
  createLeague,
  joinLeague,
  leagueDetail,
  leagueMembers,
  leaguePreview,
  regenerateCode,
} from './leagues.service.ts';
import { codeTries } from './leagues-rate-limits.service.ts';

/** How long a card may be kept: its member count may lag by this much. */
const CARD_MAX_AGE_S = 3600;

const codeParams = z.object({ code: z.string().min(1).max(64, leagueMessages.codeNotFound) });
const memberParams = documentIdParams.extend({
  userDocumentId: z.string().min(1).max(64, leagueMessages.memberNotFound),
});

export const leagueRoutes = [
  route({
    method: 'POST',
    url: '/api/leagues',
    access: 'verified',
    tag: 'leagues',
    summary: 'Create a private league (name, description, emblem): the caller owns it and is its first member',
    body: dataBody(leagueCreateShape),
    status: 201,
    handler: async (req, _reply, { body }) =>
      envelope(await createLeague(req.server.services, callerOf(req), body.data)),
  }),
  route({
    method: 'GET',
    url: '/api/leagues',
    access: 'user',
    tag: 'leagues',
    summary:
      "A player: their leagues, each with its member count and the caller's season rank in it (no query read). " +
      'An admin: every league, paged, filters name, description, membersCount, createdAt, owner.username; ' +
      'sort createdAt, name, membersCount',
    handler: (req) => leaguesOf(req.server.services, callerOf(req), req.query),
  }),
  route({
    method: 'GET',
    url: '/api/leagues/join/:code',
    access: 'public',
    tag: 'leagues',
    summary: "An invite's preview: name, description, emblem, owner, member count and the top 3",
    params: codeParams,
    rateLimits: codeTries,
    handler: async (req, _reply, { params }) => envelope(await leaguePreview(req.server.services, params.code)),
  }),
  route({
    method: 'GET',
    url: '/api/leagues/join/:code/card.png',
    access: 'public',
    tag: 'leagues',
    summary: "The invite's card for messaging apps (og:image): a 1200×630 PNG of the league's name, size and owner",
    params: codeParams,
    rateLimits: codeTries,
    handler: async (req, reply, { params }) => {
      const png = await leagueCardOfCode(req.server.services, params.code);
      // Messaging apps fetch it from their own servers, and may show it from another origin.
      reply
        .type('image/png')
        .header('cache-control', `public, max-age=${CARD_MAX_AGE_S}`)
        .header('cross-origin-resource-policy', 'cross-origin');
      return png;
    },
  }),
  route({
    method: 'POST',
    url: '/api/leagues/join',
    access: 'verified',
    tag: 'leagues',
    summary: 'Join the league of an invite code (a member joining again changes nothing: meta.joined is false)',
    body: dataBody(leagueJoinShape),
    rateLimits: codeTries,
    handler: (req, _reply, { body }) => joinLeague(req.server.services, callerOf(req), body.data.code),
  }),
  route({
    // Before /api/leagues/:id, so that "panels" is not read as a league's documentId.
    method: 'GET',
    url: '/api/leagues/panels',
    access: 'user',
    tag: 'leagues',
    summary:
      "Each of the caller's leagues with its panel's rows: the top 3, the caller and a neighbour on each side, the last (sortBy points or currentPoints)",
    handler: (req) => leaguePanels(req.server.services, callerOf(req), req.query),
  }),
  route({
    method: 'GET',
    url: '/api/leagues/:id',
    access: 'user',
    tag: 'leagues',
    summary: 'One league by documentId, with its invite code: members and admins',
    params: documentIdParams,
    handler: async (req, _reply, { params }) =>
      envelope(await leagueDetail(req.server.services, callerOf(req), params.id)),
  }),
  route({
    method: 'GET',
    url: '/api/leagues/:id/standings',
    access: 'user',
    tag: 'leagues',
    summary: "The league's standings: sortBy points (season, default) or currentPoints (round), 10 a page, meta.me",
    params: documentIdParams,
    handler: (req, _reply, { params }) => leagueStandings(req.server.services, callerOf(req), params.id, req.query),
  }),
  route({
    method: 'GET',
    url: '/api/leagues/:id/activity',
    access: 'user',
    tag: 'leagues',
    summary: 'How many members predicted the current round: counts only',
    params: documentIdParams,
    handler: async (req, _reply, { params }) =>
      envelope(await leagueActivity(req.server.services, callerOf(req), params.id)),
  }),
  route({
    method: 'GET',
    url: '/api/leagues/:id/members',
    access: 'user',
    tag: 'leagues',
    summary:
      "The league's members (documentId, username, avatar, joinedAt, isOwner, season points), the owner first, " +
      'then by joining; filters[username][$containsi] searches, ignoring case and diacritics; members and admins',
    params: documentIdParams,
    handler: (req, _reply, { params }) => leagueMembers(req.server.services, callerOf(req), params.id, req.query),
  }),
  route({
    method: 'PUT',
    url: '/api/leagues/:id',
    access: 'verified',
    tag: 'leagues',
    summary:
      'The owner renames the league, edits its description or emblem (an image the owner uploaded); an admin ' +
      'renames it, edits its description or removes its emblem (emblem: null)',
    params: documentIdParams,
    body: dataBody(leagueUpdateShape),
    handler: async (req, _reply, { params, body }) =>
      envelope(await updateLeague(req.server.services, callerOf(req), params.id, body.data, expectedVersion(req))),
  }),
  route({
    method: 'POST',
    url: '/api/leagues/:id/code',
    access: 'verified',
    tag: 'leagues',
    summary: 'The owner draws a new invite code; the old one stops working',
    params: documentIdParams,
    handler: async (req, _reply, { params }) =>
      envelope(await regenerateCode(req.server.services, callerOf(req), params.id)),
  }),
  route({
    method: 'DELETE',
    url: '/api/leagues/:id/members/:userDocumentId',
    access: 'verified',
    tag: 'leagues',
    summary: 'The owner removes a member (never themself)',
    params: memberParams,
    status: 204,
    handler: async (req, reply, { params }) => {
      await removeMember(req.server.services, callerOf(req), params.id, params.userDocumentId);
      reply.code(204);
    },
  }),
  route({
    method: 'POST',
    url: '/api/leagues/:id/leave',
    access: 'user',
    tag: 'leagues',
    summary: 'A member leaves; an owner leaving hands the league to the longest-standing member, or it ends empty',
    params: documentIdParams,
    status: 204,
    handler: async (req, reply, { params }) => {
      await leaveLeague(req.server.services, callerOf(req), params.id);
      reply.code(204);
    },
  }),
  route({
    method: 'PUT',
    url: '/api/leagues/:id/owner',
    access: 'verified',
    tag: 'leagues',
    summary: 'The owner hands the league to one of its members (data.user: their documentId)',
    params: documentIdParams,
    body: dataBody(leagueOwnerShape),
    handler: async (req, _reply, { params, body }) =>
      envelope(await transferOwnership(req.server.services, callerOf(req), params.id, body.data.user)),
  }),
  route({
    method: 'DELETE',
    url: '/api/leagues/:id',
    access: 'user',
    tag: 'leagues',
    summary: 'The owner (or an admin) deletes the league',
    params: documentIdParams,
    status: 204,
    handler: async (req, reply, { params }) => {
      await deleteLeague(req.server.services, callerOf(req), params.id, expectedVersion(req));
      reply.code(204);
    },
  }),
];
