import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '../../../domain/announcement.schemas.ts';
import type { AnnouncementWriteInput } from '../../../domain/announcement-write.schemas.ts';
import type { Match } from '../../../domain/match.schemas.ts';
import { adminApi } from '../../api.ts';
import { fetchAllPages } from '../../components/admin/fetch-all.ts';
import { madeAgainst } from '../../components/admin/versions.ts';

const announcementsPath = '/api/announcements';

/** An announcement as the admin list reads it: the round with its name only. */
export type AdminAnnouncement = Omit<Announcement, 'round'> & {
  round: Pick<NonNullable<Announcement['round']>, 'documentId' | 'name'> | null;
};

/** A round of the announcement form's select. */
export type RoundOption = Pick<Match['round'], 'documentId' | 'name'>;

/** The body of POST and PUT, every field: the round by documentId, or null to unlink it. */
export type AnnouncementWrite = Required<AnnouncementWriteInput>;

export const announcementsKey = ['admin', 'announcements'] as const;

const roundPopulate = { round: { fields: ['name'] } };

const adminAnnouncementsQuery = () =>
  queryOptions({
    queryKey: announcementsKey,
    queryFn: async ({ signal }) => {
      const res = await adminApi.get<{ data: AdminAnnouncement[] }>(announcementsPath, {
        query: {
          sort: 'createdAt:desc',
          populate: roundPopulate,
          pagination: { pageSize: 100 },
        },
        signal,
      });
      return res.data;
    },
  });

export const useAdminAnnouncements = () => useQuery(adminAnnouncementsQuery());

/** The rounds of the select, newest first; a failure is only logged (the select then offers none). */
export const useRoundOptions = () =>
  useQuery({
    queryKey: ['admin', 'announcement-round-options'],
    queryFn: async () => {
      try {
        return await fetchAllPages<RoundOption>('/api/rounds', { sort: 'createdAt:desc' });
      } catch (e) {
        console.error('Loading the rounds for the announcement form failed', e);
        return [];
      }
    },
  });

const onePath = (documentId: string) => `${announcementsPath}/${encodeURIComponent(documentId)}`;

/** Create (null) or change an announcement as it was read (its version: refused with 412 if it changed since). */
export const saveAnnouncement = (announcement: AdminAnnouncement | null, data: AnnouncementWrite) =>
  announcement
    ? adminApi.put(onePath(announcement.documentId), { data }, madeAgainst(announcement))
    : adminApi.post(announcementsPath, { data });

export const deleteAnnouncement = (announcement: AdminAnnouncement) =>
  adminApi.delete(onePath(announcement.documentId), madeAgainst(announcement));

/** The announcement as it is stored now, with its round's name. */
export const fetchAnnouncement = async (documentId: string) =>
  (await adminApi.get<{ data: AdminAnnouncement }>(onePath(documentId), { query: { populate: roundPopulate } })).data;
