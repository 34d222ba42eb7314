import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SlipStatus } from '../../../domain/slip-status.ts';
import type {
  DailySlip,
  dailySlipCreateSchema,
  RoundSlip,
  roundSlipCreateSchema,
} from '../../../domain/slips.schemas.ts';
import { adminApi } from '../../api.ts';
import { fetchAllPages } from '../../components/admin/fetch-all.ts';
import { madeAgainst } from '../../components/admin/versions.ts';

/** The back office reads slips in the API's shapes, and sends what the API parses (the domain's schemas). */
export type AdminRoundSlip = RoundSlip;
export type AdminDailySlip = DailySlip;
export type SlipMatch = RoundSlip['predictions'][number]['matches'][number];
export type SlipTeam = DailySlip['predictions'][number]['team1'];
/** A pick of a round slip as the form sends it (its match by documentId). */
export type RoundSlipPick = z.input<typeof roundSlipCreateSchema>['predictions'][number];
/** A daily slip as the form sends it. */
export type DailySlipPayload = z.input<typeof dailySlipCreateSchema>;

const roundSlipsPath = '/api/round-slips';
const dailySlipsPath = '/api/daily-slips';
const one = (path: string, documentId: string) => `${path}/${encodeURIComponent(documentId)}`;

export const slipKeys = {
  roundSlips: ['admin', 'round-slips'] as const,
  dailySlips: ['admin', 'daily-slips'] as const,
};

export const roundSlipsQuery = () =>
  queryOptions({
    queryKey: slipKeys.roundSlips,
    queryFn: ({ signal }) =>
      adminApi
        .get<{ data: AdminRoundSlip[] }>(roundSlipsPath, {
          query: { populate: '*', pagination: { pageSize: 100 }, sort: 'createdAt:desc' },
          signal,
        })
        .then((r) => r.data),
  });

export const dailySlipsQuery = () =>
  queryOptions({
    queryKey: slipKeys.dailySlips,
    queryFn: ({ signal }) =>
      adminApi
        .get<{ data: AdminDailySlip[] }>(dailySlipsPath, {
          query: { sort: 'date:desc', pagination: { pageSize: 100 } },
          signal,
        })
        .then((r) => r.data),
  });

export const slipRoundOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'rounds', 'options'],
    queryFn: () =>
      fetchAllPages<{ documentId: string; name: string; current: boolean }>('/api/rounds', { sort: 'createdAt:desc' }),
  });

/** The matches of one round, earliest first, with their teams. */
export const roundMatchesQuery = (roundDocumentId: string) =>
  queryOptions({
    queryKey: ['admin', 'matches', 'of-round', roundDocumentId],
    queryFn: () =>
      fetchAllPages<SlipMatch>('/api/matches', {
        filters: { round: { documentId: { $eq: roundDocumentId } } },
        sort: 'date:asc',
        populate: { team1: true, team2: true },
      }),
    enabled: roundDocumentId !== '',
  });

export const slipTeamOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'teams', 'options'],
    queryFn: () => fetchAllPages<SlipTeam>('/api/teams', { sort: 'name' }),
  });

export const createRoundSlip = (data: {
  round: { connect: string[] };
  predictions: RoundSlipPick[];
  won: SlipStatus;
}) => adminApi.post(roundSlipsPath, { data });

/**
 * On edit only the picks are sent; the status toggle sends only won. Each is made against the slip as it was read
 * (its version): refused with 412 if the slip changed since.
 */
export const updateRoundSlip = (slip: AdminRoundSlip, data: { predictions: RoundSlipPick[] } | { won: SlipStatus }) =>
  adminApi.put(one(roundSlipsPath, slip.documentId), { data }, madeAgainst(slip));

export const deleteRoundSlip = (slip: AdminRoundSlip) =>
  adminApi.delete(one(roundSlipsPath, slip.documentId), madeAgainst(slip));

/** The round slip as it is stored now, as the list reads it. */
export const fetchRoundSlip = async (documentId: string) =>
  (
    await adminApi.get<{ data: AdminRoundSlip }>(one(roundSlipsPath, documentId), {
      query: { populate: '*' },
    })
  ).data;

export const createDailySlip = (data: DailySlipPayload) => adminApi.post(dailySlipsPath, { data });

export const updateDailySlip = (slip: AdminDailySlip, data: DailySlipPayload | { won: SlipStatus }) =>
  adminApi.put(one(dailySlipsPath, slip.documentId), { data }, madeAgainst(slip));

export const deleteDailySlip = (slip: AdminDailySlip) =>
  adminApi.delete(one(dailySlipsPath, slip.documentId), madeAgainst(slip));

/** The daily slip as it is stored now. */
export const fetchDailySlip = async (documentId: string) =>
  (await adminApi.get<{ data: AdminDailySlip }>(one(dailySlipsPath, documentId))).data;
