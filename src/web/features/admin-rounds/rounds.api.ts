import { queryOptions } from '@tanstack/react-query';
import type { RoundLeaderboardResponse } from '../../../domain/leaderboard.schemas.ts';
import type { Round } from '../../../domain/round.schemas.ts';
import type { RoundWriteInput } from '../../../domain/round-write.schemas.ts';
import type { User } from '../../../domain/user.schemas.ts';
import { adminApi } from '../../api.ts';
import { fetchAllUsers } from '../../components/admin/fetch-all.ts';
import { madeAgainst } from '../../components/admin/versions.ts';

/** A round as the back office reads it: the API's round with its winners and match ids. */
export type AdminRound = Round;
export type RoundWinner = Round['winners'][number];

/** An account of the winners' select. */
export type UserOption = Pick<User, 'documentId' | 'username'>;

/** What the round form sends: every field. */
export type RoundPayload = Required<RoundWriteInput>;

const roundsPath = '/api/rounds';

/** Every admin list under ['admin', 'rounds']: saving a round refreshes the round selects of other screens too. */
export const roundKeys = {
  all: ['admin', 'rounds'] as const,
  list: () => [...roundKeys.all, 'list'] as const,
};

const roundPopulate = { winners: { populate: { user: { populate: 'avatar' } } } };

export const roundsQuery = () =>
  queryOptions({
    queryKey: roundKeys.list(),
    queryFn: async ({ signal }) => {
      const res = await adminApi.get<{ data: AdminRound[] }>(roundsPath, {
        query: {
          sort: 'createdAt:desc',
          pagination: { pageSize: 100 },
          populate: roundPopulate,
        },
        signal,
      });
      return res.data;
    },
  });

/** The winner select's users; a failure is only logged and leaves the select empty. */
export const userOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'users', 'options'],
    queryFn: async (): Promise<UserOption[]> => {
      try {
        const users = await fetchAllUsers<UserOption>();
        return users
          .map((u) => ({ documentId: u.documentId, username: u.username }))
          .sort((a, b) => a.username.localeCompare(b.username, 'ro'));
      } catch (e) {
        console.error('Nu s-au putut încărca utilizatorii pentru câștigători', e);
        return [];
      }
    },
  });

/** The top 3 of a round's leaderboard, to pre-fill its winners; a player without points wins nothing. */
export async function roundTopThree(roundDocumentId: string): Promise<RoundLeaderboardResponse['data']> {
  const res = await adminApi.get<RoundLeaderboardResponse>('/api/leaderboard', {
    query: { round: roundDocumentId, pageSize: 3 },
  });
  return res.data.filter((row) => row.roundPoints > 0).slice(0, 3);
}

export const createRound = (data: RoundPayload) => adminApi.post(roundsPath, { data });

const roundPath = (documentId: string) => `${roundsPath}/${encodeURIComponent(documentId)}`;

/** Saves the form over the round as it was read (its version): refused with 412 if it changed since. */
export const updateRound = (round: AdminRound, data: RoundPayload) =>
  adminApi.put(roundPath(round.documentId), { data }, madeAgainst(round));

export const deleteRound = (round: AdminRound) => adminApi.delete(roundPath(round.documentId), madeAgainst(round));

/** The round as it is stored now, with its winners. */
export const fetchRound = async (documentId: string) =>
  (await adminApi.get<{ data: AdminRound }>(roundPath(documentId), { query: { populate: roundPopulate } })).data;

/** Winners best first. */
export const sortedWinners = (winners: readonly RoundWinner[]) =>
  [...winners].sort((a, b) => b.currentPoints - a.currentPoints);
