import { expect } from 'vitest';
import type { Identity, Outcome } from './access-table.ts';
import type { World } from './authz-world.ts';

interface Answer {
  statusCode: number;
  body: string;
}

function errorOf(res: Answer) {
  try {
    return (JSON.parse(res.body) as { error?: { name?: string; details?: { code?: string } } }).error;
  } catch {
    return undefined;
  }
}

/** Checks one answer against the table's outcome; `where` names the call in failure messages. */
export function expectOutcome(res: Answer, outcome: Outcome, okStatus: number | undefined, where: string) {
  const error = errorOf(res);
  switch (outcome) {
    case 'ok':
      expect([401, 403], where).not.toContain(res.statusCode);
      expect(res.statusCode, where).toBeLessThan(500);
      if (okStatus !== undefined) expect(res.statusCode, where).toBe(okStatus);
      else expect(res.statusCode, where).toBeGreaterThanOrEqual(200);
      if (okStatus === undefined) expect(res.statusCode, where).toBeLessThan(300);
      return;
    case 'unauthorized':
      expect(res.statusCode, where).toBe(401);
      expect(error?.name, where).toBe('UnauthorizedError');
      return;
    case 'forbidden':
      expect(res.statusCode, where).toBe(403);
      expect(error?.name, where).toBe('ForbiddenError');
      expect(error?.details?.code, where).not.toBe('PHONE_NOT_VERIFIED');
      return;
    case 'phoneNotVerified':
      expect(res.statusCode, where).toBe(403);
      expect(error?.name, where).toBe('ForbiddenError');
      expect(error?.details?.code, where).toBe('PHONE_NOT_VERIFIED');
      return;
    case 'notFound':
      expect(res.statusCode, where).toBe(404);
      expect(error?.name, where).toBe('NotFoundError');
      return;
  }
}

/** Keys that must never appear in an answer, whoever asks. */
const SECRET_KEYS =
  /^(password|passwordHash|password_hash|codeHash|code_hash|tokenVersion|token_version|resetPasswordToken)$/;

function keysOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.push(k);
      keysOf(v, into);
    }
  }
  return into;
}

/**
 * No answer carries a secret (a password hash, an SMS code hash); no answer to a player or a visitor
 * carries the e-mail or phone of another account of the world.
 */
export function expectNoSecrets(w: World, who: Identity, res: Answer, passwordHash: string, where: string) {
  expect(res.body.includes(passwordHash), `${where} leaks a password hash`).toBe(false);
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    return;
  }
  expect(
    keysOf(json).filter((k) => SECRET_KEYS.test(k)),
    `${where} answers secret keys`,
  ).toEqual([]);
  if (who === 'admin') return;
  const self = who === 'visitor' ? undefined : w.users[who];
  const others = [...Object.values(w.users), ...Object.values(w.victims)].filter((u) => u.id !== self?.id);
  for (const other of others) {
    expect(res.body.includes(other.email), `${where} leaks ${other.username}'s e-mail`).toBe(false);
    if (other.phone) expect(res.body.includes(other.phone), `${where} leaks ${other.username}'s phone`).toBe(false);
  }
}
