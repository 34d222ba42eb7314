import { paths } from '../../domain/paths.ts';
import { type PushPayload, pushPayloadSchema } from '../../domain/reminders.schemas.ts';

// What the service worker makes of a push message: the payload (src/domain/reminders.schemas.ts) when it is valid,
// else a generic reminder, and the notification it shows. Pure: the worker passes the text and its origin in.

/** Shown when a push carries no payload, or one that does not match the contract. */
export const GENERIC_PUSH: PushPayload = {
  title: 'Prezice',
  body: 'Ai meciuri de prezis.',
  url: paths.matches,
  tag: 'prezice-reminder',
};

/** The icons of every notification, from public/icons (scripts/make-icons.mjs). */
const NOTIFICATION_ICON = '/icons/icon-192.png';
const NOTIFICATION_BADGE = '/icons/badge-96.png';

/** The payload of a push message's text (JSON), or the generic one. */
export function readPushPayload(text: string | null | undefined): PushPayload {
  if (!text) return GENERIC_PUSH;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return GENERIC_PUSH;
  }
  const parsed = pushPayloadSchema.safeParse(json);
  return parsed.success ? parsed.data : GENERIC_PUSH;
}

/** The title and options of showNotification for a payload. */
export function notificationFor(payload: PushPayload) {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      lang: 'ro',
      dir: 'ltr' as const,
      // An empty tag would merge nothing; a tag replaces the previous notification of the same reminder.
      ...(payload.tag ? { tag: payload.tag } : {}),
      data: { url: payload.url },
    },
  };
}

/**
 * The absolute address a notification click opens: its path on this site. Anything else (another origin, a
 * protocol-relative or a malformed value) opens the matches page, so a notification never leads off the site.
 */
export function notificationTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  const fallback = new URL(GENERIC_PUSH.url, origin).href;
  if (typeof url !== 'string' || !/^\/(?![/\\])/.test(url)) return fallback;
  try {
    const target = new URL(url, origin);
    return target.origin === new URL(origin).origin ? target.href : fallback;
  } catch {
    return fallback;
  }
}
