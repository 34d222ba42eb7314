import type { LeagueUpdateInput } from '../../../domain/league.schemas.ts';
import { leagueMessages } from '../../../domain/league-messages.ts';
import type { Conn } from '../../db/client.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import { checkWritten, type Expected } from '../../http/versions.ts';
import type { Services } from '../../services.ts';
import { releaseFile } from '../uploads/uploads.service.ts';
import {
  deleteLeagueRow,
  deleteMember,
  findMemberByDocumentId,
  lockLeague,
  lockLeaguesOwnedBy,
  longestStandingMember,
  updateLeagueRow,
} from './leagues.queries.ts';
import { checkEmblem, leagueAccess, leagueAnswer, ownedLeague } from './leagues.service.ts';

// What the owner does to a league, a member leaving it, and what becomes of an account's leagues when it goes.

/**
 * The league a caller may edit: the owner's; an admin's, for offensive names and pictures: they rename it, edit
 * its description or remove its emblem, never put another (they do not own it).
 */
async function editableLeague(services: Services, caller: AuthUser, documentId: string, input: LeagueUpdateInput) {
  if (caller.roleType !== 'admin') return ownedLeague(services, caller, documentId);
  const { record, owner } = await leagueAccess(services, caller, documentId);
  if (!owner && input.emblem != null) throw forbidden(leagueMessages.adminEmblemRemoveOnly);
  return record;
}

/** PUT /api/leagues/{id}: the owner renames it, edits its description or emblem; an admin as editableLeague says. */
export async function updateLeague(
  services: Services,
  caller: AuthUser,
  documentId: string,
  input: LeagueUpdateInput,
  expected?: Expected,
) {
  const { league } = await editableLeague(services, caller, documentId, input);
  const emblemId = await checkEmblem(services, caller, input.emblem);
  const values = {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.description === undefined ? {} : { description: input.description || null }),
    ...(emblemId === undefined ? {} : { emblemId }),
  };
  if (Object.keys(values).length > 0 || expected) {
    checkWritten(await updateLeagueRow(services.db, league.id, values, expected), expected);
  }
  // A replaced or removed emblem is deleted, unless something else uses that file.
  if (emblemId !== undefined && league.emblemId && league.emblemId !== emblemId) {
    await releaseFile(services, league.emblemId);
  }
  return leagueAnswer(services, league.id, caller);
}

/** DELETE /api/leagues/{id}/members/{userDocumentId}: the owner removes a member (never themself). */
export async function removeMember(services: Services, caller: AuthUser, documentId: string, userDocumentId: string) {
  const { league } = await ownedLeague(services, caller, documentId);
  const userId = await findMemberByDocumentId(services.db, league.id, userDocumentId);
  if (!userId) throw notFound(leagueMessages.memberNotFound);
  if (userId === caller.id) throw validationError(leagueMessages.cannotRemoveSelf);
  await deleteMember(services.db, league.id, userId);
  await services.changes.announce('leagues');
}

/** PUT /api/leagues/{id}/owner: the owner hands the league to one of its members. */
export async function transferOwnership(services: Services, caller: AuthUser, documentId: string, to: string) {
  const { league } = await ownedLeague(services, caller, documentId);
  const userId = await findMemberByDocumentId(services.db, league.id, to);
  if (!userId) throw notFound(leagueMessages.memberNotFound);
  if (userId === caller.id) throw validationError(leagueMessages.alreadyOwner);
  await services.db.transaction(async (tx) => {
    // Under the league's lock: a member leaving meanwhile is seen (they can no longer be handed the league).
    await lockLeague(tx, { id: league.id });
    if (!(await findMemberByDocumentId(tx, league.id, to))) throw notFound(leagueMessages.memberNotFound);
    await updateLeagueRow(tx, league.id, { ownerId: userId });
  });
  return leagueAnswer(services, league.id, caller);
}

/**
 * The owner goes (leaves, or their account is deleted): the longest-standing other member owns the league from
 * now on, or, when no one else is in it, the league is deleted. Run in the caller's transaction, league locked.
 * Answers the emblem to release when the league was deleted.
 */
async function passOwnership(tx: Conn, leagueId: number, ownerId: number, emblemId: number | null) {
  const heir = await longestStandingMember(tx, leagueId, ownerId);
  if (heir === undefined) {
    await deleteLeagueRow(tx, leagueId);
    return emblemId;
  }
  await updateLeagueRow(tx, leagueId, { ownerId: heir });
  await deleteMember(tx, leagueId, ownerId);
  return null;
}

/** POST /api/leagues/{id}/leave: a member leaves; an owner leaving hands the league over (or it ends, empty). */
export async function leaveLeague(services: Services, caller: AuthUser, documentId: string) {
  const { record, member } = await leagueAccess(services, caller, documentId);
  if (!member) throw forbidden(leagueMessages.notMember);
  const { league } = record;
  const released = await services.db.transaction(async (tx) => {
    const locked = await lockLeague(tx, { id: league.id });
    if (!locked) return null;
    if (locked.ownerId === caller.id) return passOwnership(tx, league.id, caller.id, league.emblemId);
    await deleteMember(tx, league.id, caller.id);
    return null;
  });
  await services.changes.announce('leagues');
  await releaseFile(services, released);
}

/** DELETE /api/leagues/{id}: the owner (or an admin) deletes the league with its memberships. */
export async function deleteLeague(services: Services, caller: AuthUser, documentId: string, expected?: Expected) {
  const { record, member, owner } = await leagueAccess(services, caller, documentId);
  if (!owner && caller.roleType !== 'admin')
    throw forbidden(member ? leagueMessages.ownerOnly : leagueMessages.notMember);
  checkWritten(await deleteLeagueRow(services.db, record.league.id, expected), expected);
  await releaseFile(services, record.league.emblemId);
}

/**
 * Before an account is deleted, in the deletion's own transaction: each league it owns passes to its
 * longest-standing other member, or is deleted when it has none (its memberships then cascade with the account).
 * Answers the emblems of the deleted leagues, for the caller to release once the transaction has committed.
 */
export async function handOverLeaguesOf(tx: Conn, userId: number): Promise<number[]> {
  const released: number[] = [];
  for (const league of await lockLeaguesOwnedBy(tx, userId)) {
    const emblem = await passOwnership(tx, league.id, userId, league.emblemId);
    if (emblem) released.push(emblem);
  }
  return released;
}

/** Releases emblems that handOverLeaguesOf answered (after the commit). */
export async function releaseEmblems(services: Services, fileIds: number[]) {
  for (const id of fileIds) await releaseFile(services, id);
}
