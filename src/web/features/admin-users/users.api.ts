import { queryOptions } from '@tanstack/react-query';
import type { Team } from '../../../domain/team.schemas.ts';
import type { PopulatedUser } from '../../../domain/user.schemas.ts';
import { adminApi } from '../../api.ts';
import { fetchAllPages, fetchAllUsers } from '../../components/admin/fetch-all.ts';
import { uploadImage } from '../../components/admin/upload-image.ts';
import { madeAgainst } from '../../components/admin/versions.ts';
import { adminUsersKey } from '../../query-keys.ts';

/** An account as the back office lists it: populated with its role, avatar and favourite team. */
export type AdminUser = PopulatedUser;

/** A team of the favourite-team select. */
export type TeamOption = Pick<Team, 'documentId' | 'name'>;

export const usersKey = adminUsersKey;

/** Every account, 100 a request, with avatar, role and favourite team. */
export const usersQuery = () =>
  queryOptions({
    queryKey: usersKey,
    queryFn: () => fetchAllUsers<AdminUser>({ populate: ['avatar', 'role', 'favTeam'] }),
  });

/** Every team, for the favourite-team select; under the teams screen's key, so its saves refresh it. */
export const teamOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'teams', 'options'],
    queryFn: () => fetchAllPages<TeamOption>('/api/teams', { sort: 'name' }),
    staleTime: 60_000,
  });

export const isAdmin = (user: Pick<AdminUser, 'role'>) => user.role?.type === 'admin';

/** The fields of PUT /api/users/{id} the form sets (points are derived on the server). */
export interface UserWrite {
  username: string;
  email: string;
  /** E.164, or '' for none. */
  phone: string;
  /** '' keeps the current password when editing. */
  password: string;
  youtubeAccount: string;
  instagramAccount: string;
  role: 3 | 4;
  /** A team documentId, or null for none. */
  favTeam: string | null;
  /** A new image to upload; null keeps the avatar unless `removeAvatar`. */
  avatarFile: File | null;
  removeAvatar: boolean;
}

const userPath = (id: number) => `/api/users/${id}`;

async function avatarValue(input: UserWrite): Promise<number | null | undefined> {
  if (input.avatarFile) return (await uploadImage(input.avatarFile)).id;
  return input.removeAvatar ? null : undefined;
}

/** The moderator path: register (a verified account, credentials e-mailed), then set the other fields. */
export async function createUser(input: UserWrite): Promise<void> {
  const avatar = await avatarValue(input);
  const { user } = await adminApi.post<{ user: { id: number } }>('/api/auth/local/register', {
    username: input.username,
    email: input.email,
    password: input.password,
    ...(input.phone ? { phone: input.phone } : {}),
  });
  await adminApi.put(userPath(user.id), {
    youtubeAccount: input.youtubeAccount,
    instagramAccount: input.instagramAccount,
    points: 0,
    currentPoints: 0,
    phone: input.phone,
    ...(avatar === undefined ? {} : { avatar }),
    password: input.password,
    role: input.role,
    favTeam: input.favTeam,
  });
}

/** Saves the form over the account as it was read (its version): refused with 412 if it changed since. */
export async function updateUser(user: AdminUser, input: UserWrite): Promise<void> {
  const avatar = await avatarValue(input);
  const body = {
    username: input.username,
    email: input.email,
    phone: input.phone,
    youtubeAccount: input.youtubeAccount,
    instagramAccount: input.instagramAccount,
    ...(avatar === undefined ? {} : { avatar }),
    ...(input.password ? { password: input.password } : {}),
    role: input.role,
    favTeam: input.favTeam,
  };
  await adminApi.put(userPath(user.id), body, madeAgainst(user));
}

export const deleteUser = (user: AdminUser) => adminApi.delete(userPath(user.id), madeAgainst(user));

/** The account as it is stored now, as the list reads it. */
export const fetchUser = (id: number) =>
  adminApi.get<AdminUser>(userPath(id), { query: { populate: ['avatar', 'role', 'favTeam'] } });

/** What an adjustment answers that the screen shows: the account's new totals. */
export type AdjustmentResult = Pick<PopulatedUser, 'points' | 'currentPoints'>;

/** A signed points adjustment with its reason; answers the new totals. */
export const adjustPoints = (id: number, body: { points: number; reason: string }) =>
  adminApi.post<AdjustmentResult>(`${userPath(id)}/adjustments`, body);
