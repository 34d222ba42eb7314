import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '../../../domain/announcement.schemas.ts';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import type { ListOf } from '../../../domain/media.schemas.ts';
import { api } from '../../api.ts';

const announcementsPath = '/api/announcements';

/** The public archive and the detail read the same shape: the round with its winners, or null. */
export type PublicAnnouncement = Pick<Announcement, 'documentId' | 'title' | 'slug' | 'content' | 'createdAt'> & {
  round: Pick<NonNullable<Announcement['round']>, 'documentId' | 'name' | 'current' | 'winners'> | null;
};

/** The list answer, read defensively: a missing list reads as empty. */
type ListResponse = Partial<ListOf<PublicAnnouncement>>;

/** Every announcement, newest first; a missing list reads as empty. */
const announcementsQuery = () =>
  queryOptions({
    queryKey: ['announcements', 'list'],
    queryFn: async ({ signal }) => {
      const res = await api.get<ListResponse>(announcementsPath, {
        query: { sort: 'createdAt:desc', pagination: { pageSize: MAX_PAGE_SIZE } },
        signal,
      });
      return Array.isArray(res?.data) ? res.data : [];
    },
  });

export const useAnnouncements = () => useQuery(announcementsQuery());

/** One announcement by its slug; null when no announcement has it. */
const announcementQuery = (slug: string) =>
  queryOptions({
    queryKey: ['announcements', 'slug', slug],
    queryFn: async ({ signal }): Promise<PublicAnnouncement | null> => {
      const res = await api.get<ListResponse>(announcementsPath, {
        query: { filters: { slug: { $eq: slug } } },
        signal,
      });
      return Array.isArray(res?.data) ? (res.data[0] ?? null) : null;
    },
  });

export const useAnnouncement = (slug: string) => useQuery(announcementQuery(slug));
