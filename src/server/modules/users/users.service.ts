import { notFound } from '../../http/errors.ts';
import { wantsPopulate } from '../../http/populate.ts';
import { parseOneQuery } from '../../http/query.ts';
import type { Services } from '../../services.ts';
import { userJson } from './users.projection.ts';
import { findUserRecord } from './users.queries.ts';

/** GET /api/users/me: the caller's own account; populate=role, avatar or favTeam adds each. */
export async function ownAccount(services: Services, userId: number, query: unknown) {
  parseOneQuery(query, { populate: { role: {}, avatar: {}, favTeam: { emblem: {} } } });
  const record = await findUserRecord(services.db, userId);
  if (!record) throw notFound();
  const populate = (query as Record<string, unknown>).populate;
  return userJson(record, {
    role: wantsPopulate(populate, 'role'),
    avatar: wantsPopulate(populate, 'avatar'),
    favTeam: wantsPopulate(populate, 'favTeam'),
  });
}

export type { UserRecord } from './users.queries.ts';
// What other modules may read and do through this module (its queries stay its own).
export {
  findAccountByKey,
  findLoginUser,
  findUserByEmail,
  findUserRecord,
  findUserRecordByDocumentId,
  insertUser,
  markPhoneVerified,
  setPassword,
  takenIdentity,
  updatePasswordHash,
} from './users.queries.ts';
