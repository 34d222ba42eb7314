import { randomInt } from 'node:crypto';
import { leaderboardSortSchema } from '../../../domain/leaderboard.schemas.ts';
import {
  LEAGUE_CODE_ALPHABET,
  LEAGUE_CODE_LENGTH,
  LEAGUE_FORM_ROUNDS,
  LEAGUE_PREVIEW_TOP,
  LEAGUE_STANDINGS_PAGE_SIZE,
  type LeagueCreateInput,
  normalizeLeagueCode,
} from '../../../domain/league.schemas.ts';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { AVATAR_MAX_BYTES } from '../../../domain/limits.ts';
import { type Conn, isUniqueViolation } from '../../db/client.ts';
import { listEnvelope, pageOf } from '../../http/envelope.ts';
import { applicationError, forbidden, invalidQueryKey, notFound, validationError } from '../../http/errors.ts';
import { parseListQuery } from '../../http/query.ts';
import type { Services } from '../../services.ts';
import { findFile } from '../uploads/uploads.service.ts';
import type { AuthUser } from '../users/auth-user.ts';
import { memberListSpec, membersPage } from './league-members.queries.ts';
import { leagueOrder, leaguePage, membershipsChanged, placeIn } from './leagues.cache.ts';
import { leagueJson, memberJson, standingJson } from './leagues.projection.ts';
import {
  accessOf,
  findLeagueByCode,
  findLeagueByDocumentId,
  findLeagueById,
  findMembership,
  formOf,
  insertLeague,
  insertMember,
  type LeagueRecord,
  leaguesOfMember,
  lockLeague,
  lockPlayerMemberships,
  roundActivity,
  type StandingRow,
  type StandingsSort,
  standingRowsByIds,
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
export async function leagueOut(services: Services, leagueId: number, caller: AuthUser) {
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
  return leagueOut(services, id, caller);
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

/**
 * Members `offset + 1` to `offset + limit` of the league's standings: their order, points sorted by and ranks from
 * the cached order (leagues.cache.ts), their names and avatars read by id.
 */
async function standingsSlice(
  services: Services,
  leagueId: number,
  sort: StandingsSort,
  offset: number,
  limit: number,
) {
  const order = await leagueOrder(services, leagueId, sort);
  const ids = Array.from(order.ids.subarray(offset, offset + limit));
  const found = new Map((await standingRowsByIds(services.db, ids)).map((r) => [Number(r.id), r]));
  const rows: StandingRow[] = [];
  ids.forEach((id, i) => {
    const r = found.get(id);
    // An account deleted since the order was computed: its line goes (the deletion drops the order anyway).
    if (!r) return;
    const shown = { points: Number(r.points), currentPoints: Number(r.current_points) };
    shown[sort] = order.points[offset + i];
    rows.push({
      id,
      documentId: r.document_id,
      username: r.username,
      ...shown,
      rank: order.ranks[offset + i],
      avatar: r.avatar,
    });
  });
  return { rows, total: order.ids.length };
}

/** GET /api/leagues/join/{code}: what the invite shows (no code, no member list): name, owner, size, top 3. */
export async function leaguePreview(services: Services, code: string) {
  const record = await leagueOfCode(services, code);
  const { rows } = await standingsSlice(services, record.league.id, 'points', 0, LEAGUE_PREVIEW_TOP);
  return { ...leagueJson(record), top: rows.map(standingJson) };
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
  if (joined) await membershipsChanged(services);
  return { data: await leagueOut(services, leagueId, caller), meta: { joined } };
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

/**
 * The id of a league whose standings or activity the caller may read (members and admins), without loading the
 * league itself: these reads are the most frequent.
 */
async function readableLeagueId(services: Services, caller: AuthUser, documentId: string) {
  const access = await accessOf(services.db, documentId, caller.id);
  if (!access) throw notFound(leagueMessages.leagueNotFound);
  if (!access.member && !isAdmin(caller)) throw forbidden(leagueMessages.notMember);
  return access.id;
}

/** GET /api/leagues/{id}: for members (with the code, to invite) and admins (without it: they do not invite). */
export async function leagueDetail(services: Services, caller: AuthUser, documentId: string) {
  const { record, owner, member } = await readableLeague(services, caller, documentId);
  return leagueJson(record, { showCode: member, isOwner: owner });
}

/**
 * GET /api/leagues/{id}/standings: the season (sortBy=points, the default) or the round (currentPoints), 10 a
 * page, in the public ranking's order and ranks; meta.me is the caller's own place.
 */
export async function leagueStandings(services: Services, caller: AuthUser, documentId: string, query: unknown) {
  const leagueId = await readableLeagueId(services, caller, documentId);
  const q = parseListQuery(query, {
    maxPageSize: LEAGUE_STANDINGS_PAGE_SIZE,
    defaultPageSize: LEAGUE_STANDINGS_PAGE_SIZE,
    topLevelPaging: true,
  });
  const sortBy = leaderboardSortSchema.safeParse(q.extra.sortBy ?? 'points');
  if (!sortBy.success) throw invalidQueryKey(String(q.extra.sortBy), 'sortBy');
  const sort = sortBy.data;
  const [order, page] = await Promise.all([
    leagueOrder(services, leagueId, sort),
    leaguePage(services, `${leagueId}:${sort}:${q.offset}:${q.limit}`, async () => {
      const { rows, total } = await standingsSlice(services, leagueId, sort, q.offset, q.limit);
      const form = await formOf(
        services.db,
        rows.map((r) => r.id),
        LEAGUE_FORM_ROUNDS,
      );
      return {
        total,
        rounds: [...new Map(form.map((f) => [f.roundId, { documentId: f.documentId, name: f.name }])).values()],
        data: rows.map((r) => ({
          ...standingJson(r),
          form: form.filter((f) => f.userId === r.id).map((f) => f.points),
        })),
      };
    }),
  ]);
  const me = placeIn(order, caller.id);
  return {
    data: page.data,
    meta: {
      pagination: pageOf(q.page, q.pageSize, page.total),
      sortBy: sort,
      form: page.rounds,
      me: me ? { ...me, page: Math.ceil(me.position / q.pageSize) } : null,
    },
  };
}

/**
 * GET /api/leagues/{id}/members: members and admins read who is in the league (the owner's tools list them), the
 * owner first, then by the time they joined; filters[username][$containsi] searches.
 */
export async function leagueMembers(services: Services, caller: AuthUser, documentId: string, query: unknown) {
  const { record } = await readableLeague(services, caller, documentId);
  const q = parseListQuery(query, memberListSpec);
  const { ownerId } = record.league;
  const { rows, total } = await membersPage(services.db, { id: record.league.id, ownerId }, q);
  return listEnvelope(
    rows.map((r) => memberJson(r, ownerId)),
    q,
    total,
  );
}

/** GET /api/leagues/{id}/activity: how many members predicted the current round (counts, never picks). */
export async function leagueActivity(services: Services, caller: AuthUser, documentId: string) {
  return roundActivity(services.db, await readableLeagueId(services, caller, documentId));
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
  return leagueOut(services, league.id, caller);
}
