import { z } from 'zod';

// Reminders: how a player wants to be reminded of the matches they have not predicted, the push subscription a
// browser hands over, and the message a push carries to the service worker.

/** After "Nu acum", the push offer waits this long before it asks again. */
export const PUSH_OFFER_PAUSE_DAYS = 30;

/** data of PUT /api/reminders. By default push is on, e-mail off, both leads on. */
export const reminderSettingsSchema = z.object({
  push: z.boolean(),
  email: z.boolean(),
  before24h: z.boolean(),
  before3h: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const REMINDER_DEFAULTS: ReminderSettings = { push: true, email: false, before24h: true, before3h: true };

/** data of GET/PUT /api/reminders: the settings, how many browsers receive pushes, the VAPID public key (null: push is off on this server). */
export type ReminderSettingsAnswer = ReminderSettings & { pushDevices: number; vapidPublicKey: string | null };

/** A browser's PushSubscription.toJSON(), as POST /api/push-subscriptions takes it (data). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(1000),
  keys: z.object({
    /** P-256 public key, uncompressed point: 65 bytes, base64url (87 characters without padding). */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    /** 16 bytes, base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** data of DELETE /api/push-subscriptions. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().url().max(1000) });

/** What a push message carries (JSON), read by the service worker: url is a path of this site. */
export const pushPayloadSchema = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(400),
  url: z.string().regex(/^\/(?![/\\])/),
  tag: z.string().max(100),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
