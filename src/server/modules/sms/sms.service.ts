import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { authMessages } from '../../../domain/messages.ts';
import { registrationMessages } from '../../../domain/registration.schemas.ts';
import type { Conn } from '../../db/client.ts';
import { applicationError, rateLimited } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { DELIVERY_TIMEOUT_MS, errorWithout } from '../jobs/jobs-runner.service.ts';
import { findAccountByKey } from '../users/users.service.ts';
import { consumeCode, countAttempt, insertCode, latestOpenCode } from './sms.queries.ts';

/** SMS codes: 6 digits, hashed at rest, valid 10 minutes, 5 tries, resend at most once a minute. */
const SMS_CODE_TTL_MS = 10 * 60 * 1000;
const SMS_MAX_ATTEMPTS = 5;
const HOUR_MS = 60 * 60 * 1000;

const hashCode = (services: Services, code: string) =>
  createHmac('sha256', services.config.jwtSecret).update(`sms:${code}`).digest('hex');

const smsText = (code: string) => `Codul tău Prezice este ${code}. Expiră în 10 minute. Nu îl da nimănui.`;

/** Caps sends per phone (per hour), whoever asks: registration and resend alike, before a code job is queued. */
export async function checkPhoneCap(services: Services, phone: string) {
  const { count, resetInMs } = await services.rateLimits.hit(`sms-phone:${phone}`, HOUR_MS);
  if (count > services.config.rateLimits.resendSmsPhone) throw rateLimited(resetInMs / 1000);
}

/** Makes a new code for the account (replacing earlier ones) in conn; answers the code to send. */
export async function newCode(services: Services, conn: Conn, user: { id: number; phone: string }) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertCode(conn, {
    userId: user.id,
    phone: user.phone,
    codeHash: hashCode(services, code),
    expiresAt: new Date(services.now().getTime() + SMS_CODE_TTL_MS),
    createdAt: services.now(),
  });
  return code;
}

const SMS_CODE_JOB = 'sms-code';
const codeJobPayload = z.object({ userId: z.number().int().positive() });

/**
 * Queues the account's code SMS in conn (the registration's transaction, or the resend): the job carries the
 * account's id only and makes the code when it runs. At most one is pending per account: asked again before it
 * ran, it sends one code.
 */
export function queueCodeSms(services: Services, conn: Conn, userId: number) {
  return services.jobs.queue(conn, {
    kind: SMS_CODE_JOB,
    payload: { userId },
    dedupeKey: `${SMS_CODE_JOB}:${userId}`,
  });
}

/**
 * The code SMS job: the account's phone read now, a new code made (its HMAC stored, replacing earlier ones) and
 * handed to the gateway. Each attempt makes its own code, so a retry sends a fresh one and the one before stops
 * working. An account verified or gone meanwhile gets nothing.
 */
export function defineSmsCodeJobs(services: Services) {
  services.jobs.define(SMS_CODE_JOB, {
    timeoutMs: DELIVERY_TIMEOUT_MS,
    clearPayload: true,
    handler: async (raw) => {
      const { userId } = codeJobPayload.parse(raw);
      const account = await findAccountByKey(services.db, userId);
      if (!account?.phone || account.phoneVerified) return;
      const code = await newCode(services, services.db, { id: account.id, phone: account.phone });
      try {
        await services.transports.sms.send(account.phone, smsText(code));
      } catch (error) {
        throw errorWithout(error, [code]);
      }
    },
  });
}

/** Checks a code: wrong codes count, the fifth kills it; a right one is used once. */
export async function checkCode(services: Services, userId: number, code: string) {
  const open = await latestOpenCode(services.db, userId);
  if (!open || open.expiresAt.getTime() <= services.now().getTime())
    throw applicationError(registrationMessages.codeExpired);
  if (open.attempts >= SMS_MAX_ATTEMPTS) throw applicationError(registrationMessages.codeLocked);
  const expected = Buffer.from(open.codeHash, 'hex');
  const given = Buffer.from(hashCode(services, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attempts = await countAttempt(services.db, open.id);
    throw applicationError(attempts >= SMS_MAX_ATTEMPTS ? registrationMessages.codeLocked : authMessages.smsInvalid);
  }
  if (!(await consumeCode(services.db, open.id))) throw applicationError(registrationMessages.codeExpired);
}

/** The ms left before the account may ask for another code (0 when it may). */
export async function resendWait(services: Services, userId: number): Promise<number> {
  const open = await latestOpenCode(services.db, userId);
  if (!open) return 0;
  const minuteMs = 60_000 / services.config.rateLimits.resendSms;
  return Math.max(0, open.createdAt.getTime() + minuteMs - services.now().getTime());
}
