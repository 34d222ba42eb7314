import { createHash, createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { registrationMessages } from '../../../domain/registration.schemas.ts';
import { applicationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { purgeExpiredChallenges, useChallengeOnce } from './captcha.queries.ts';

const CHALLENGE_TTL_S = 10 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';

/** Keys derived from the JWT secret, so no extra secret has to be configured. */
const secretFor = (services: Services, purpose: string) =>
  createHmac('sha256', services.config.jwtSecret).update(`altcha:${purpose}`).digest('hex');

/** GET /api/captcha/challenge: a signed ALTCHA (PoW v2) challenge, valid 10 minutes. */
export async function altchaChallenge(services: Services) {
  const cost = services.config.captchaCost;
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: randomInt(5_000, 10_000),
    deriveKey,
    expiresAt: new Date(services.now().getTime() + CHALLENGE_TTL_S * 1000),
    hmacSignatureSecret: secretFor(services, 'signature'),
    hmacKeySignatureSecret: secretFor(services, 'key'),
  });
}

async function verifyAltcha(services: Services, token: string): Promise<boolean> {
  let payload: { challenge?: { signature?: string; parameters?: { expiresAt?: number } }; solution?: unknown };
  try {
    payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return false;
  }
  if (!payload?.challenge || !payload.solution || typeof payload.challenge.signature !== 'string') return false;
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: payload.challenge as never,
      solution: payload.solution as never,
      deriveKey,
      hmacSignatureSecret: secretFor(services, 'signature'),
      hmacKeySignatureSecret: secretFor(services, 'key'),
    });
  } catch {
    return false;
  }
  if (!result.verified || result.expired) return false;
  const expiresAtS = Number(payload.challenge.parameters?.expiresAt ?? 0);
  if (!expiresAtS || expiresAtS * 1000 < services.now().getTime()) return false;
  // Each solved challenge is accepted once; the signature identifies it.
  await purgeExpiredChallenges(services.db, services.now());
  const id = createHash('sha256').update(payload.challenge.signature).digest('hex');
  return useChallengeOnce(services.db, id, new Date(expiresAtS * 1000));
}

/** reCAPTCHA and Turnstile: the provider's siteverify endpoint, with the secret from env. */
async function verifyRemote(services: Services, token: string, ip: string): Promise<boolean> {
  const { captchaSecret, captchaVerifyUrl, captcha } = services.config;
  const url =
    captchaVerifyUrl ??
    (captcha === 'recaptcha'
      ? 'https://www.google.com/recaptcha/api/siteverify'
      : 'https://challenges.cloudflare.com/turnstile/v0/siteverify');
  if (!captchaSecret) return false;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: captchaSecret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json()) as { success?: unknown };
    return res.ok && body.success === true;
  } catch {
    return false;
  }
}

/** Refuses the request unless the robot check passes with the configured provider. */
export async function requireCaptcha(services: Services, token: string, ip: string) {
  const mode = services.config.captcha;
  if (mode === 'off') return;
  const ok = mode === 'altcha' ? await verifyAltcha(services, token) : await verifyRemote(services, token, ip);
  if (!ok) throw applicationError(registrationMessages.captchaFailed, { code: 'CAPTCHA_FAILED' });
}
