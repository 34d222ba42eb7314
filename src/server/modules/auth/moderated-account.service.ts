import { z } from 'zod';
import { ROLE_IDS } from '../../../domain/limits.ts';
import { paths } from '../../../domain/paths.ts';
import { applicationError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../http/password.ts';
import type { Services } from '../../services.ts';
import { DELIVERY_TIMEOUT_MS, errorWithout, PermanentJobFailure } from '../jobs/jobs-runner.service.ts';
import { openSealed, sealSecret } from '../jobs/sealed-secret.service.ts';
import { userJson } from '../users/users.projection.ts';
import { findUserRecord, insertUser } from '../users/users.service.ts';
import { clash, clashFromConstraint } from './registration.service.ts';

// The moderator path: an admin creates the account during the live stream; it is verified, a predictor, and its
// credentials go to the player by e-mail, as the rules page says. The password the admin chose is the one secret a
// job must carry (nothing else can rebuild it): sealed in the job's payload, dropped once the mail is out or given
// up, and never in a backup.

const CREDENTIALS_JOB = 'account-credentials';
const credentialsPayload = z.object({ userId: z.number().int().positive(), sealed: z.string().optional() });
const sealContext = (userId: number) => `${CREDENTIALS_JOB}:${userId}`;

function credentialsMail(services: Services, user: { username: string; email: string }, password: string) {
  const { siteName } = services.config;
  const site = services.config.publicUrl;
  return {
    to: user.email,
    subject: `Contul tău ${siteName} a fost creat`,
    text: [
      `Salut, ${user.username}!`,
      '',
      `Moderatorul ți-a creat contul în ${siteName}, jocul gratuit de predicții pentru Liga 1.`,
      '',
      `Utilizator: ${user.username}`,
      `Parolă: ${password}`,
      '',
      `Te poți autentifica la ${site}${paths.login}.`,
      '',
      'Parola a fost aleasă de moderator: schimb-o după prima autentificare, ca să o știi doar tu:',
      `${site}${paths.changePassword}`,
    ].join('\n'),
  };
}

/** POST /api/auth/local/register (admin only): the account and its credentials mail, queued in one transaction. */
export async function createModeratedAccount(
  services: Services,
  input: { username: string; email: string; password: string; phone?: string },
) {
  const taken = await clash(services, input);
  if (taken) throw applicationError(taken);
  const passwordHash = await hashPassword(input.password);
  let id: number;
  try {
    id = await services.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username: input.username,
        email: input.email,
        phone: input.phone ?? null,
        passwordHash,
        roleId: ROLE_IDS.predictor,
        phoneVerified: true,
      });
      await services.jobs.queue(tx, {
        kind: CREDENTIALS_JOB,
        payload: {
          userId: user.id,
          sealed: sealSecret(services.config.jwtSecret, input.password, sealContext(user.id)),
        },
      });
      return user.id;
    });
  } catch (error) {
    const message = clashFromConstraint(error);
    if (message) throw applicationError(message);
    throw error;
  }
  await services.jobs.jobsQueued();
  const record = await findUserRecord(services.db, id);
  return { user: userJson(record!, { role: true }) };
}

/**
 * The credentials mail: the sealed password opened, the account read now (its name and address as they are), the
 * mail handed to the provider. Nothing goes to an account deleted or blocked meanwhile, nor once its password has
 * changed (the one in the job no longer opens it). A seal that does not open (the server secret changed, or the
 * value was altered) fails the job for good at once.
 */
export function defineModeratedAccountJobs(services: Services) {
  services.jobs.define(CREDENTIALS_JOB, {
    timeoutMs: DELIVERY_TIMEOUT_MS,
    clearPayload: true,
    handler: async (raw) => {
      const { userId, sealed } = credentialsPayload.parse(raw);
      if (!sealed) throw new PermanentJobFailure('the sealed password is gone (restored from a backup)');
      const password = openSealed(services.config.jwtSecret, sealed, sealContext(userId));
      if (password === null) throw new PermanentJobFailure('the sealed password does not open with this server secret');
      const record = await findUserRecord(services.db, userId);
      const user = record?.user;
      if (!user || user.deletedAt || user.blocked) return;
      if (!(await verifyPassword(password, user.passwordHash))) return;
      try {
        await services.transports.mailer.send(credentialsMail(services, user, password));
      } catch (error) {
        throw errorWithout(error, [password]);
      }
    },
  });
}
