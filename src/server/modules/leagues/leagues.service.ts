import { randomInt } from 'node:crypto';
import {
  LEAGUE_CODE_ALPHABET,
  LEAGUE_CODE_LENGTH,
  LEAGUE_PREVIEW_TOP,
  type LeagueCreateInput,
  normalizeLeagueCode,
} from '../../../domain/league.schemas.ts';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { AVATAR_MAX_BYTES } from '../../../domain/limits.ts';
import { type Conn, isUniqueViolation } from '../../db/client.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { listEnvelope } from '../../http/envelope.ts';
import { applicationError, forbidden, notFound, validationError } from '../../http/errors.ts';
import { parseListQuery } from '../../http/query.ts';
import type { Services } from '../../services.ts';
import { findFile } from '../uploads/uploads.service.ts';
import { memberListSpec, membersAnswer } from './league-members.queries.ts';
import { range, standingRowsAt } from './league-standings.service.ts';
import { leagueOrder, placeIn } from './leagues.cache.ts';
import { leagueJson, memberJson, standingJson } from './leagues.projection.ts';
import {
  findLeagueByCode,
  findLeagueByDocumentId,
  findLeagueById,
  findMembership,
  insertLeague,
  insertMember,
  type LeagueRecord,
  leaguesOfMember,
  lockLeague,
  lockPlayerMemberships,
  updateLeagueRow,
} from './leagues.queries.ts';

// Private leagues: creating, joining, reading and the standings (league-owner.service.ts: the owner's tools,
// leaving, and what an account's deletion does to its leagues).

/** A fresh invite code: LEAGUE_CODE_LENGTH characters of the look-alike-free alphabet, from node:crypto. */
export function newLeagueCode(): string {
  let code = '';
  for (let i = 0; i < LEAGUE_CODE_LENGTH; i++) code += LEAGUE_CODE_ALPHABET[randomInt(LEAGUE_CODE_ALPHABET.length)];
  return code;
}

/** Runs a write that stores a new code, drawing another code if the unique index says it is taken (a few tries). */
async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newLeagueCode());
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

const isAdmin = (user: AuthUser) => user.roleType === 'admin';

/** The emblem a caller may give a league: an image of at most 5 MB that they uploaded (an admin: any image). */
export async function checkEmblem(services: Services, caller: AuthUser, fileId: number | null | undefined) {
  if (fileId == null) return fileId;
  const file = await findFile(services.db, fileId);
  if (!file) throw validationError(leagueMessages.emblemMissing);
  if (file.ownerId !== caller.id && !isAdmin(caller)) throw validationError(leagueMessages.emblemNotYours);
  if (!file.mime.startsWith('image/')) throw validationError(leagueMessages.emblemNotImage);
  if (file.sizeInBytes > AVATAR_MAX_BYTES) throw validationError(leagueMessages.emblemTooLarge);
  return file.id;
}

/** The player's room for one more league, decided under the lock of their row (concurrent joins wait). */
async function requirePlayerRoom(services: Services, tx: Conn, userId: number) {
  const max = services.config.leagues.perPlayer;
  if ((await lockPlayerMemberships(tx, userId)) >= max) throw applicationError(leagueMessages.playerLimit(max));
}

/** The league as its caller sees it. */
export async function leagueAnswer(services: Services, leagueId: number, caller: AuthUser) {
  const record = (await findLeagueById(services.db, leagueId))!;
  return leagueJson(record, { showCode: true, isOwner: record.league.ownerId === caller.id });
}

/** POST /api/leagues: the creator owns it and is its first member. */
export async function createLeague(services: Services, caller: AuthUser, input: LeagueCreateInput) {
  const emblemId = await checkEmblem(services, caller, input.emblem);
  const id = await withFreshCode((code) =>
    services.db.transaction(async (tx) => {
      await requirePlayerRoom(services, tx, caller.id);
      const leagueId = await insertLeague(tx, {
        name: input.name,
        description: input.description || null,
        emblemId: emblemId ?? null,
        ownerId: caller.id,
        code,
      });
      await insertMember(tx, leagueId, caller.id);
      return leagueId;
    }),
  );
  return leagueAnswer(services, id, caller);
}

/** GET /api/leagues for a player: the caller's leagues, each with their place in its season standings. */
export async function myLeagues(services: Services, caller: AuthUser) {
  const rows = await leaguesOfMember(services.db, caller.id);
  return Promise.all(
    rows.map(async (r) => ({
      ...leagueJson(r, { showCode: true, isOwner: r.league.ownerId === caller.id }),
      myRank: placeIn(await leagueOrder(services, r.league.id, 'points'), caller.id)?.rank ?? null,
    })),
  );
}

async function leagueOfCode(services: Services, code: string) {
  const record = await findLeagueByCode(services.db, normalizeLeagueCode(code));
  if (!record) throw notFound(leagueMessages.codeNotFound);
  return record;
}

/** GET /api/leagues/join/{code}: what the invite shows (no code, no member list): name, owner, size, top 3. */
export async function leaguePreview(services: Services, code: string) {
  const record = await leagueOfCode(services, code);
  const order = await leagueOrder(services, record.league.id, 'points');
  const top = await standingRowsAt(services, order, 'points', range(0, LEAGUE_PREVIEW_TOP));
  return { ...leagueJson(record), top: top.map(standingJson) };
}

/**
 * POST /api/leagues/join: joins the league of the code. The league's row is locked, its members counted and the
 * member added in one transaction, so concurrent joins never take it past LEAGUE_MAX_MEMBERS. A member joining
 * again changes nothing.
 */
export async function joinLeague(services: Services, caller: AuthUser, code: string) {
  const { leagueId, joined } = await services.db.transaction(async (tx) => {
    // Found by its code under the lock: a code drawn anew meanwhile is already the only one that works.
    const locked = await lockLeague(tx, { code: normalizeLeagueCode(code) });
    if (!locked) throw notFound(leagueMessages.codeNotFound);
    if (await findMembership(tx, locked.id, caller.id)) return { leagueId: locked.id, joined: false };
    const max = services.config.leagues.maxMembers;
    if (locked.members >= max) throw applicationError(leagueMessages.leagueFull(max));
    await requirePlayerRoom(services, tx, caller.id);
    return { leagueId: locked.id, joined: await insertMember(tx, locked.id, caller.id) };
  });
  if (joined) await services.changes.announce('leagues');
  return { data: await leagueAnswer(services, leagueId, caller), meta: { joined } };
}

/** The league of a documentId and the caller's standing in it: member, owner, or an admin looking in. */
export async function leagueAccess(services: Services, caller: AuthUser, documentId: string) {
  const record = await findLeagueByDocumentId(services.db, documentId);
  if (!record) throw notFound(leagueMessages.leagueNotFound);
  const member = Boolean(await findMembership(services.db, record.league.id, caller.id));
  return { record, member, owner: record.league.ownerId === caller.id };
}

/** A league only its members (and admins) may read. */
async function readableLeague(services: Services, caller: AuthUser, documentId: string) {
  const access = await leagueAccess(services, caller, documentId);
  if (!access.member && !isAdmin(caller)) throw forbidden(leagueMessages.notMember);
  return access;
}

/** GET /api/leagues/{id}: for members (with the code, to invite) and admins (without it: they do not invite). */
export async function leagueDetail(services: Services, caller: AuthUser, documentId: string) {
  const { record, owner, member } = await readableLeague(services, caller, documentId);
  return leagueJson(record, { showCode: member, isOwner: owner });
}

/**
 * GET /api/leagues/{id}/members: members and admins read who is in the league (the owner's tools list them), the
 * owner first, then by the time they joined; filters[username][$containsi] searches.
 */
export async function leagueMembers(services: Services, caller: AuthUser, documentId: string, query: unknown) {
  const { record } = await readableLeague(services, caller, documentId);
  const q = parseListQuery(query, memberListSpec);
  const { ownerId } = record.league;
  const { rows, total } = await membersAnswer(services.db, { id: record.league.id, ownerId }, q);
  return listEnvelope(
    rows.map((r) => memberJson(r, ownerId)),
    q,
    total,
  );
}

/** The owner's league, or a refusal: 404 unknown, 403 for anyone else (members and outsiders alike). */
export async function ownedLeague(services: Services, caller: AuthUser, documentId: string): Promise<LeagueRecord> {
  const { record, member, owner } = await leagueAccess(services, caller, documentId);
  if (!owner) throw forbidden(member ? leagueMessages.ownerOnly : leagueMessages.notMember);
  return record;
}

/** POST /api/leagues/{id}/code: a new invite code; the old one stops working at once. */
export async function regenerateCode(services: Services, caller: AuthUser, documentId: string) {
  const { league } = await ownedLeague(services, caller, documentId);
  await withFreshCode((code) => updateLeagueRow(services.db, league.id, { code }));
  return leagueAnswer(services, league.id, caller);
}
