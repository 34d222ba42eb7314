import { queryOptions } from '@tanstack/react-query';
import type {
  PushSubscriptionInput,
  ReminderSettings,
  ReminderSettingsAnswer,
} from '../../../domain/reminders.schemas.ts';
import { api } from '../../api.ts';

// The reminder calls: the player's settings, this browser's push subscription, the e-mail's unsubscribe link.

const remindersPath = '/api/reminders';
const pushSubscriptionsPath = '/api/push-subscriptions';

export const reminderKeys = { settings: ['reminders', 'settings'] as const };

export const reminderSettingsQuery = () =>
  queryOptions({
    queryKey: reminderKeys.settings,
    queryFn: ({ signal }) => api.get<{ data: ReminderSettingsAnswer }>(remindersPath, { signal }).then((r) => r.data),
  });

export const saveReminderSettings = (data: ReminderSettings) =>
  api.put<{ data: ReminderSettingsAnswer }>(remindersPath, { data }).then((r) => r.data);

export const addPushSubscription = (data: PushSubscriptionInput) => api.post(pushSubscriptionsPath, { data });

export const removePushSubscription = (endpoint: string) =>
  api.delete(pushSubscriptionsPath, { body: { data: { endpoint } } });

/** The e-mail's one-click link: no login, the token says whose e-mails stop. */
export const unsubscribeEmail = (token: string) =>
  api.post<{ data: { email: false } }>(`${remindersPath}/unsubscribe`, undefined, { query: { token }, token: null });
