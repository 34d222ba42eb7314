import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ChangePasswordInput, ResetPasswordInput } from '../../../domain/password.schemas.ts';
import { passwordMessages } from '../../../domain/password-rules.ts';
import { authChanged } from '../../http/auth-cache.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { fieldsError, unauthorized, validationError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../http/password.ts';
import type { Services } from '../../services.ts';
import { DELIVERY_TIMEOUT_MS, errorWithout } from '../jobs/jobs-runner.service.ts';
import type { CurrentSession } from '../sessions/sessions.service.ts';
import {
  deleteUserSessions,
  findPasswordOf,
  sessionExists,
  sessionToken,
  startSession,
} from '../sessions/sessions.service.ts';
import { userJson } from '../users/users.projection.ts';
import { findUserByEmail, findUserRecord, setPassword, updatePasswordHash } from '../users/users.service.ts';
import { findResetCode, saveResetCode, takeResetCode } from './password-resets.queries.ts';

/** How long the link of a reset e-mail works. */
const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function resetMail(services: Services, user: { username: string; email: string }, code: string) {
  const { siteName } = services.config;
  const link = `${services.config.publicUrl}/reset-password?code=${code}`;
  return {
    to: user.email,
    subject: `Resetarea parolei contului tău ${siteName}`,
    text: [
      `Salut, ${user.username}!`,
      '',
      `Am primit o cerere de resetare a parolei contului tău ${siteName}. Ca să alegi o parolă nouă, deschide linkul de mai jos în cel mult o oră:`,
      '',
      link,
      '',
      'Linkul poate fi folosit o singură dată. După resetare, contul tău este deconectat de pe toate dispozitivele.',
      '',
      'Dacă nu ai cerut tu resetarea, ignoră acest email: parola ta rămâne aceeași.',
    ].join('\n'),
  };
}

const RESET_MAIL_JOB = 'password-reset-mail';
const resetJobPayload = z.object({ email: z.string().min(1) });

/**
 * POST /api/auth/forgot-password: the same answer, and the same work, whether or not the address has an account
 * (Strapi's {ok: true}): the request only queues a job carrying the address as typed (after validation and the
 * rate limits); the lookup, the code and the mail happen in the job. The runners are woken once the answer has
 * gone (`afterAnswer`), so that no part of the job shares the request's time. One job is pending per address:
 * asked again before it ran, one mail goes.
 */
export async function forgotPassword(
  services: Services,
  email: string,
  hooks: { onQueueError: (error: unknown) => void; afterAnswer: (wake: () => void) => void },
) {
  const address = email.trim().toLowerCase();
  try {
    await services.jobs.queue(services.db, {
      kind: RESET_MAIL_JOB,
      payload: { email: address },
      // Hashed: the key says nothing of the address (the payload, which does, is dropped once the job is done).
      dedupeKey: `${RESET_MAIL_JOB}:${hashCode(address)}`,
    });
    hooks.afterAnswer(() => void services.jobs.jobsQueued().catch(hooks.onQueueError));
  } catch (error) {
    hooks.onQueueError(error);
  }
  return { ok: true };
}

/**
 * The reset mail job: a known, unblocked account gets a new single-use code (replacing any earlier one; only its
 * SHA-256 is kept) in a mail handed straight to the provider. Each attempt issues its own code, so a retry after a
 * failed send mails a fresh link and the one before stops working. An unknown address does nothing.
 */
export function definePasswordJobs(services: Services) {
  services.jobs.define(RESET_MAIL_JOB, {
    timeoutMs: DELIVERY_TIMEOUT_MS,
    clearPayload: true,
    handler: async (raw) => {
      const { email } = resetJobPayload.parse(raw);
      const user = await findUserByEmail(services.db, email);
      if (!user || user.blocked) return;
      const code = await issueResetCode(services, user.id);
      try {
        await services.transports.mailer.send(resetMail(services, user, code));
      } catch (error) {
        throw errorWithout(error, [code]);
      }
    },
  });
}

/** A new reset code for the account, valid one hour, replacing any earlier one; answers the code itself. */
export async function issueResetCode(services: Pick<Services, 'db' | 'now'>, userId: number): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await saveResetCode(services.db, {
    userId,
    codeHash: hashCode(code),
    expiresAt: new Date(services.now().getTime() + RESET_CODE_LIFETIME_MS),
  });
  return code;
}

/**
 * POST /api/auth/reset-password: a valid code sets the password, ends every session of the account and opens a
 * new one, as Strapi answers it: {jwt, user}. A used, expired or unknown code is one clear 400.
 */
export async function resetPassword(services: Services, input: ResetPasswordInput) {
  const codeHash = hashCode(input.code);
  const isOpen = (code: { expiresAt: Date } | undefined) =>
    code !== undefined && code.expiresAt.getTime() > services.now().getTime();
  // A wrong code costs no password hashing; the code is used (deleted) only in the transaction below.
  if (!isOpen(await findResetCode(services.db, codeHash))) throw validationError(passwordMessages.invalidCode);
  const passwordHash = await hashPassword(input.password);
  const { userId, jwt } = await services.db.transaction(async (tx) => {
    const taken = await takeResetCode(tx, codeHash);
    if (!taken || !isOpen(taken)) throw validationError(passwordMessages.invalidCode);
    const account = await findPasswordOf(tx, taken.userId, { lock: true });
    if (!account || account.blocked) throw validationError(passwordMessages.invalidCode);
    const { tokenVersion } = await setPassword(tx, taken.userId, passwordHash);
    return { userId: taken.userId, jwt: await startSession(services, tx, { id: taken.userId, tokenVersion }) };
  });
  authChanged();
  const record = await findUserRecord(services.db, userId);
  return { jwt, user: userJson(record!) };
}

/**
 * POST /api/auth/change-password: the current password, then a different new one. The caller's session stays
 * (the answer is a fresh token of it); every other session of the account ends.
 */
export async function changePassword(
  services: Services,
  caller: AuthUser,
  session: CurrentSession,
  input: ChangePasswordInput,
) {
  const before = await findPasswordOf(services.db, caller.id);
  if (!before || !(await verifyPassword(input.currentPassword, before.passwordHash))) {
    throw fieldsError([{ field: 'currentPassword', message: passwordMessages.wrongCurrent }]);
  }
  if (input.password.normalize('NFKC') === input.currentPassword.normalize('NFKC')) {
    throw fieldsError([{ field: 'password', message: passwordMessages.sameAsCurrent }]);
  }
  const passwordHash = await hashPassword(input.password);
  const tokenVersion = await services.db.transaction(async (tx) => {
    // One change at a time per account, and only from a session that still exists when its turn comes.
    const account = await findPasswordOf(tx, caller.id, { lock: true });
    if (!account || !(await sessionExists(tx, caller.id, session.id))) throw unauthorized('Invalid credentials');
    await updatePasswordHash(tx, caller.id, passwordHash);
    await deleteUserSessions(tx, caller.id, session.id);
    return account.tokenVersion;
  });
  authChanged();
  const jwt = await sessionToken(services, { id: caller.id, tokenVersion }, session);
  const record = await findUserRecord(services.db, caller.id);
  return { jwt, user: userJson(record!) };
}
