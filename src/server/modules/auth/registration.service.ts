import type { SessionAnswer, UsernameAvailability } from '../../../domain/auth.schemas.ts';
import { ROLE_IDS } from '../../../domain/limits.ts';
import { authMessages } from '../../../domain/messages.ts';
import { type RegisterInput, registrationMessages } from '../../../domain/registration.schemas.ts';
import { isUniqueViolation, violatedConstraint } from '../../db/client.ts';
import { applicationError, HttpError, notFound } from '../../http/errors.ts';
import { hashPassword } from '../../http/password.ts';
import type { Services } from '../../services.ts';
import { requireCaptcha } from '../captcha/captcha.service.ts';
import { startSession } from '../sessions/sessions.service.ts';
import { checkCode, checkPhoneCap, queueCodeSms, resendWait } from '../sms/sms.service.ts';
import { findTeamId } from '../teams/teams.service.ts';
import { userJson } from '../users/users.projection.ts';
import {
  findAccountByKey,
  findUserRecord,
  insertUser,
  markPhoneVerified,
  takenIdentity,
} from '../users/users.service.ts';

/** The clash message for whichever identity is already taken, or undefined. */
export async function clash(services: Services, values: { username: string; email: string; phone?: string | null }) {
  const taken = await takenIdentity(services.db, values);
  if (taken.username) return authMessages.usernameTaken;
  if (taken.email) return registrationMessages.emailTaken;
  if (taken.phone) return registrationMessages.phoneTaken;
  return undefined;
}

/** A unique index that fired under a race, as the same clear message. */
export function clashFromConstraint(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const c = violatedConstraint(error) ?? '';
  if (c.includes('username')) return authMessages.usernameTaken;
  if (c.includes('email')) return registrationMessages.emailTaken;
  if (c.includes('phone')) return registrationMessages.phoneTaken;
  return authMessages.usernameTaken;
}

export async function checkUsername(services: Services, username: string): Promise<UsernameAvailability> {
  const taken = (await takenIdentity(services.db, { username, email: '' })).username;
  return taken
    ? { available: false, message: authMessages.usernameTaken }
    : { available: true, message: registrationMessages.usernameAvailable };
}

/**
 * The wizard's registration: robot check, uniqueness, an existing favourite team, the phone's hourly cap; then an
 * unverified predictor account and its code SMS, queued in the same transaction (the job makes the code). Nothing is
 * written before every check has passed.
 */
export async function register(services: Services, input: RegisterInput, ip: string): Promise<SessionAnswer> {
  await requireCaptcha(services, input.recaptchaToken, ip);
  const taken = await clash(services, input);
  if (taken) throw applicationError(taken);
  const favTeamId = await findTeamId(services.db, { documentId: input.favTeam });
  if (!favTeamId) throw applicationError(registrationMessages.teamMissing);
  await checkPhoneCap(services, input.phone);
  const passwordHash = await hashPassword(input.password);
  let created: { id: number; documentId: string; jwt: string };
  try {
    created = await services.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username: input.username,
        email: input.email,
        phone: input.phone,
        passwordHash,
        roleId: ROLE_IDS.predictor,
        phoneVerified: false,
        favTeamId,
        youtubeAccount: input.youtubeAccount,
        instagramAccount: input.instagramAccount,
      });
      await queueCodeSms(services, tx, user.id);
      const jwt = await startSession(services, tx, { id: user.id, tokenVersion: 0 });
      return { ...user, jwt };
    });
  } catch (error) {
    const message = clashFromConstraint(error);
    if (message) throw applicationError(message);
    throw error;
  }
  await services.jobs.jobsQueued();
  return { jwt: created.jwt, user: { id: created.id, documentId: created.documentId, username: input.username } };
}

export async function verifySms(services: Services, userKey: string | number, code: string) {
  const account = await findAccountByKey(services.db, userKey);
  if (!account) throw notFound(registrationMessages.accountMissing);
  if (account.phoneVerified) throw applicationError(registrationMessages.alreadyVerified);
  await checkCode(services, account.id, code);
  await markPhoneVerified(services.db, account.id);
  // A new ranked player: counts and rankings cached on any instance go.
  await services.changes.announce('players');
  const record = await findUserRecord(services.db, account.id);
  const jwt = await startSession(services, services.db, account);
  return { jwt, user: userJson(record!) };
}

export async function resendSms(services: Services, userKey: string | number) {
  const account = await findAccountByKey(services.db, userKey);
  if (!account?.phone) throw notFound(registrationMessages.accountMissing);
  if (account.phoneVerified) throw applicationError(registrationMessages.alreadyVerified);
  const wait = await resendWait(services, account.id);
  if (wait > 0) {
    const e = applicationError(registrationMessages.resendTooSoon, { retryAfter: Math.ceil(wait / 1000) });
    throw new HttpError(429, 'RateLimitError', e.message, e.details, { 'retry-after': String(Math.ceil(wait / 1000)) });
  }
  await checkPhoneCap(services, account.phone);
  await queueCodeSms(services, services.db, account.id);
  await services.jobs.jobsQueued();
  return { ok: true, retryAfter: Math.ceil(60 / services.config.rateLimits.resendSms) };
}
