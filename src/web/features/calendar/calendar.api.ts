import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OneOf } from '../../../domain/media.schemas.ts';
import { api } from '../../api.ts';

type LinkEnvelope = OneOf<{ url: string }>;

const calendarKey = (userId: string) => ['calendar', userId] as const;

/** The player's private feed link (made on the first call). */
export function useCalendarLink(userId: string) {
  return useQuery({
    queryKey: calendarKey(userId),
    queryFn: async ({ signal }) => (await api.get<LinkEnvelope>('/api/calendar', { signal })).data.url,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A new link: the old one stops working at once. */
export function useRegenerateCalendarLink(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<LinkEnvelope>('/api/calendar/token')).data.url,
    onSuccess: (url) => client.setQueryData(calendarKey(userId), url),
  });
}

/** The same feed for calendar apps: webcal:// subscribes, Google Calendar takes it as a cid. */
export function subscribeLinks(url: string) {
  const webcal = url.replace(/^https?:\/\//, 'webcal://');
  return { webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}
