import { ECDH } from 'node:crypto';
import type {
  PushSubscriptionInput,
  ReminderSettings,
  ReminderSettingsAnswer,
} from '../../../domain/reminders.schemas.ts';
import { fieldsError, notFound, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { checkEndpoint } from './push-endpoints.service.ts';
import {
  countDevices,
  deleteSubscription,
  saveSettings,
  settingsOf,
  turnEmailOff,
  upsertSubscription,
  userIdOfDocument,
} from './reminders.queries.ts';
import { documentIdOfToken } from './unsubscribe-token.service.ts';

/** Browsers one account may have receiving pushes; a new one past it replaces the oldest. */
export const PUSH_DEVICES_MAX = 10;

export const reminderMessages = {
  badToken: 'Linkul de dezabonare nu este valid.',
  endpoint:
    'Adresa abonamentului push nu este a unui serviciu push cunoscut: notificările merg doar prin serviciul browserului (Google, Mozilla, Apple sau Microsoft), pe https.',
  p256dh: 'Cheia publică a abonamentului push nu este validă.',
  auth: 'Secretul abonamentului push nu este valid.',
  notYours: 'Acest dispozitiv nu primește notificări pe contul tău.',
} as const;

async function answer(
  services: Services,
  userId: number,
  settings?: ReminderSettings,
): Promise<ReminderSettingsAnswer> {
  return {
    ...(settings ?? (await settingsOf(services.db, userId))),
    pushDevices: await countDevices(services.db, userId),
    vapidPublicKey: services.config.push.vapid?.publicKey ?? null,
  };
}

export const reminderSettings = (services: Services, userId: number) => answer(services, userId);

export async function changeReminderSettings(services: Services, userId: number, settings: ReminderSettings) {
  await saveSettings(services.db, userId, settings);
  return answer(services, userId, settings);
}

const fromBase64url = (s: string) => Buffer.from(s.replace(/=+$/, ''), 'base64url');

/** Checks the keys' sizes and that p256dh is a point of P-256. */
function keyProblems(keys: PushSubscriptionInput['keys']) {
  const problems: { field: string; message: string }[] = [];
  const p256dh = fromBase64url(keys.p256dh);
  let point = p256dh.length === 65 && p256dh[0] === 0x04;
  if (point) {
    try {
      ECDH.convertKey(p256dh, 'prime256v1');
    } catch {
      point = false;
    }
  }
  if (!point) problems.push({ field: 'p256dh', message: reminderMessages.p256dh });
  if (fromBase64url(keys.auth).length !== 16) problems.push({ field: 'auth', message: reminderMessages.auth });
  return problems;
}

export async function subscribePush(services: Services, userId: number, sub: PushSubscriptionInput) {
  const problems: { field: string; message: string }[] =
    'refused' in checkEndpoint(sub.endpoint, services.config.push)
      ? [{ field: 'endpoint', message: reminderMessages.endpoint }]
      : [];
  problems.push(...keyProblems(sub.keys));
  if (problems.length) throw fieldsError(problems);
  await upsertSubscription(
    services.db,
    userId,
    { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    PUSH_DEVICES_MAX,
  );
  return { endpoint: sub.endpoint };
}

/** Only the caller's own subscription: another account's endpoint is answered 404, as one that does not exist. */
export async function unsubscribePush(services: Services, userId: number, endpoint: string) {
  if (!(await deleteSubscription(services.db, userId, endpoint))) {
    throw notFound(reminderMessages.notYours);
  }
  return { endpoint };
}

/** The one-click unsubscribe of a reminder e-mail: e-mail reminders off for the token's account. */
export async function unsubscribeEmail(services: Services, token: string) {
  const documentId = documentIdOfToken(services.config.jwtSecret, token);
  const userId = documentId ? await userIdOfDocument(services.db, documentId) : undefined;
  if (userId === undefined) throw validationError(reminderMessages.badToken);
  await turnEmailOff(services.db, userId);
  return { email: false as const };
}
