import { adminSessionMessages } from '../../../domain/admin-session.ts';
import { ROLE_IDS } from '../../../domain/limits.ts';
import { authMessages, gameMessages } from '../../../domain/messages.ts';
import { registrationMessages } from '../../../domain/registration.schemas.ts';
import { userAdminMessages } from '../../../domain/user-admin.schemas.ts';
import type { UserAdminInput } from '../../../domain/user-write.schemas.ts';
import { type Conn, isUniqueViolation, violatedConstraint } from '../../db/client.ts';
import { authChanged } from '../../http/auth-cache.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { toOneTarget } from '../../http/body.ts';
import { applicationError, fieldsError, forbidden, notFound, validationError } from '../../http/errors.ts';
import { hashPassword } from '../../http/password.ts';
import { parseOneQuery, parsePlainListQuery } from '../../http/query.ts';
import { checkWritten, type Expected } from '../../http/versions.ts';
import type { Services } from '../../services.ts';
import { handOverLeaguesOf, releaseEmblems } from '../leagues/league-owner.service.ts';
import { type CurrentSession, deleteUserSessions, requireRecentPassword } from '../sessions/sessions.service.ts';
import { findTeamId } from '../teams/teams.service.ts';
import { deleteStoredFile, findFile, releaseFile } from '../uploads/uploads.service.ts';
import { userJson } from './users.projection.ts';
import { findUserRecord, takenIdentity } from './users.queries.ts';
import {
  bumpTokenVersion,
  deleteUserRow,
  filesOfUser,
  listUserRecords,
  lockAdmins,
  lockRoleOf,
  type UserChanges,
  updateUserRow,
  userListSpec,
} from './users-admin.queries.ts';

const populateAll = { role: true, avatar: true, favTeam: true };

/** GET /api/users: a plain array, as Strapi's users-permissions answers it, with avatar, role and favTeam. */
export async function usersAnswer(services: Services, query: unknown) {
  const rows = await listUserRecords(services.db, parsePlainListQuery(query, userListSpec));
  return rows.map((r) => userJson(r, populateAll));
}

export async function userAnswer(services: Services, id: number, query: unknown = {}) {
  parseOneQuery(query, userListSpec);
  const record = await findUserRecord(services.db, id);
  if (!record) throw notFound(gameMessages.userNotFound);
  return userJson(record, populateAll);
}

function clashMessage(error: unknown) {
  if (!isUniqueViolation(error)) return undefined;
  const c = violatedConstraint(error) ?? '';
  if (c.includes('email')) return registrationMessages.emailTaken;
  if (c.includes('phone')) return registrationMessages.phoneTaken;
  return authMessages.usernameTaken;
}

/**
 * A role change, in the transaction that writes it: the caller must still be an admin once every admin's row is
 * locked. No admin demotes itself, so with this an admin always stays: two admins demoting each other at once run
 * one after the other, and the second no longer is one.
 */
async function checkCallerStillAdmin(tx: Conn, caller: AuthUser) {
  const admins = await lockAdmins(tx);
  if (!admins.includes(caller.id)) throw forbidden(adminSessionMessages.noLongerAdmin);
}

/**
 * PUT /api/users/:id: an admin edits an account; points are derived and never written here. A role change needs
 * a recent password entry in the caller's session, and never leaves the site without an admin.
 */
export async function updateUser(
  services: Services,
  admin: AuthUser,
  session: CurrentSession,
  id: number,
  input: UserAdminInput,
  expected?: Expected,
) {
  const record = await findUserRecord(services.db, id);
  if (!record) throw notFound(gameMessages.userNotFound);
  const values: UserChanges = {};
  if (input.username !== undefined) values.username = input.username;
  if (input.email !== undefined) values.email = input.email;
  if (input.phone !== undefined) values.phone = input.phone || null;
  if (input.youtubeAccount !== undefined) values.youtubeAccount = input.youtubeAccount;
  if (input.instagramAccount !== undefined) values.instagramAccount = input.instagramAccount;
  const roleChange = input.role !== undefined && input.role !== record.user.roleId;
  if (input.role !== undefined) {
    if (id === admin.id && input.role !== 4) throw validationError(userAdminMessages.selfDemote);
    if (roleChange) values.roleId = input.role;
  }
  if (input.avatar !== undefined) {
    if (input.avatar !== null) {
      const file = await findFile(services.db, input.avatar);
      if (!file?.mime.startsWith('image/')) throw validationError(userAdminMessages.avatarNotImage);
    }
    values.avatarId = input.avatar;
  }
  if (input.favTeam !== undefined) {
    const ref = toOneTarget(input.favTeam);
    if (ref === null) values.favTeamId = null;
    else if (ref) {
      const teamId = await findTeamId(services.db, ref);
      if (!teamId) throw validationError(userAdminMessages.teamMissing);
      values.favTeamId = teamId;
    }
  }
  const taken = await takenIdentity(services.db, {
    username: values.username ?? '',
    email: values.email ?? '',
    phone: values.phone ?? null,
  });
  const other = (
    field: 'username' | 'email' | 'phone',
    mine: string | null | undefined,
    next: string | null | undefined,
  ) => taken[field] && next != null && next.toLowerCase() !== (mine ?? '').toLowerCase();
  // Every clash at once, each with its field's path, so that the form shows each message under its field.
  const clashes = [
    other('username', record.user.username, values.username) && {
      field: 'username',
      message: authMessages.usernameTaken,
    },
    other('email', record.user.email, values.email) && { field: 'email', message: registrationMessages.emailTaken },
    other('phone', record.user.phone, values.phone) && { field: 'phone', message: registrationMessages.phoneTaken },
  ].filter((c) => c !== false);
  if (clashes.length > 0) throw fieldsError(clashes);
  if (roleChange) requireRecentPassword(services, session);
  const newPassword = input.password ? await hashPassword(input.password) : undefined;
  try {
    await services.db.transaction(async (tx) => {
      if (values.roleId !== undefined) await checkCallerStillAdmin(tx, admin);
      if (Object.keys(values).length || expected) checkWritten(await updateUserRow(tx, id, values, expected), expected);
      if (newPassword) {
        // A password the admin sets ends every session of the account.
        await updateUserRow(tx, id, { passwordHash: newPassword });
        await bumpTokenVersion(tx, id);
        await deleteUserSessions(tx, id);
      }
    });
    authChanged();
  } catch (error) {
    const message = clashMessage(error);
    if (message) throw applicationError(message);
    throw error;
  }
  // A name or an avatar is shown in the rankings and the feed; a role decides who is ranked at all.
  await services.changes.announce('players', ...(values.roleId !== undefined ? (['places'] as const) : []));
  // A replaced or removed avatar is deleted (row and stored bytes), unless something else uses that file.
  if (values.avatarId !== undefined && record.user.avatarId !== values.avatarId) {
    await releaseFile(services, record.user.avatarId);
  }
  return userJson((await findUserRecord(services.db, id))!, populateAll);
}

/**
 * DELETE /api/users/:id: the account with its predictions, likes, comments, posts and their files. Never an admin's
 * (an admin is demoted first, and the last one cannot be), and only with a recent password entry in the session.
 */
export async function deleteUser(
  services: Services,
  admin: AuthUser,
  session: CurrentSession,
  id: number,
  expected?: Expected,
) {
  if (id === admin.id) throw validationError(userAdminMessages.selfDelete);
  const record = await findUserRecord(services.db, id);
  if (!record) throw notFound(gameMessages.userNotFound);
  if (record.user.roleId === ROLE_IDS.admin) throw forbidden(adminSessionMessages.adminNotDeletable);
  requireRecentPassword(services, session);
  const fileIds = await filesOfUser(services.db, id);
  // The leagues it owns pass to their longest-standing other member (or end, empty) before its memberships go.
  const emblems = await services.db.transaction(async (tx) => {
    // Made against a version: the account is claimed at it first, under its lock until the deletion commits.
    if (expected) checkWritten(await updateUserRow(tx, id, {}, expected), expected);
    // Promoted meanwhile: still not deletable.
    if ((await lockRoleOf(tx, id)) === ROLE_IDS.admin) throw forbidden(adminSessionMessages.adminNotDeletable);
    const released = await handOverLeaguesOf(tx, id);
    await deleteUserRow(tx, id);
    return released;
  });
  authChanged();
  // Its posts, comments and likes, its memberships (and the leagues it handed over), its place: all gone.
  await services.changes.announce('feed', 'leagues', 'players', 'places');
  await releaseEmblems(services, emblems);
  for (const fileId of fileIds) await deleteStoredFile(services, fileId);
  return userJson(record, populateAll);
}
