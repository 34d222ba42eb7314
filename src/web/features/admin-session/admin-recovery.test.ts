import { describe, expect, test, vi } from 'vitest';
import { adminSessionMessages, REAUTH_REQUIRED, SESSION_EXPIRED } from '../../../domain/admin-session.ts';
import { ApiError } from '../../api.ts';
import { createAdminRecovery, type RecoveryHandlers } from './admin-recovery.ts';

// The back office's answer to a refusal for the session's sake, without a browser: what it asks, what it repeats.

const reauth = new ApiError(403, 'ForbiddenError', adminSessionMessages.reauthRequired(15), { code: REAUTH_REQUIRED });
const expired = new ApiError(401, 'UnauthorizedError', adminSessionMessages.idle(30), {
  code: SESSION_EXPIRED,
  reason: 'idle',
});

function handlers(answer = true, session = true) {
  return {
    hasSession: vi.fn(() => session),
    onEnded: vi.fn(),
    askPassword: vi.fn(async () => answer),
  } satisfies RecoveryHandlers;
}

describe('the back office recovery', () => {
  test('a 403 REAUTH_REQUIRED asks for the password with the reason, then repeats the call', async () => {
    const h = handlers();
    const repeat = vi.fn(async () => 'saved');
    await expect(createAdminRecovery(h)(reauth, repeat)).resolves.toBe('saved');
    expect(h.askPassword).toHaveBeenCalledWith(reauth.message);
    expect(repeat).toHaveBeenCalledTimes(1);
  });

  test('given up, the call fails with the reason and is not repeated', async () => {
    const h = handlers(false);
    const repeat = vi.fn(async () => 'saved');
    await expect(createAdminRecovery(h)(reauth, repeat)).rejects.toBe(reauth);
    expect(repeat).not.toHaveBeenCalled();
  });

  test('calls refused together share one question', async () => {
    let confirm!: (ok: boolean) => void;
    const h = { ...handlers(), askPassword: vi.fn(() => new Promise<boolean>((r) => (confirm = r))) };
    const recover = createAdminRecovery(h);
    const both = Promise.all([recover(reauth, async () => 'a'), recover(reauth, async () => 'b')]);
    await Promise.resolve();
    confirm(true);
    await expect(both).resolves.toEqual(['a', 'b']);
    expect(h.askPassword).toHaveBeenCalledTimes(1);
  });

  test('a repeated call refused again is not asked about twice', async () => {
    const h = handlers();
    await expect(
      createAdminRecovery(h)(reauth, async () => {
        throw reauth;
      }),
    ).rejects.toBe(reauth);
    expect(h.askPassword).toHaveBeenCalledTimes(1);
  });

  test("a 401 ends the session once, with the server's reason, or the plain notice", async () => {
    const h = handlers();
    const recover = createAdminRecovery(h);
    await expect(recover(expired, async () => 'x')).rejects.toBe(expired);
    expect(h.onEnded).toHaveBeenCalledWith(adminSessionMessages.idle(30));
    const plain = new ApiError(401, 'UnauthorizedError', 'Invalid credentials');
    await expect(recover(plain, async () => 'x')).rejects.toBe(plain);
    expect(h.onEnded).toHaveBeenLastCalledWith(adminSessionMessages.ended);
    const gone = handlers(true, false);
    await expect(createAdminRecovery(gone)(plain, async () => 'x')).rejects.toBe(plain);
    expect(gone.onEnded).not.toHaveBeenCalled();
  });

  test('any other failure passes through untouched', async () => {
    const h = handlers();
    const other = new ApiError(403, 'ForbiddenError', 'Forbidden');
    const invalid = new ApiError(400, 'ValidationError', 'Numele este obligatoriu.');
    for (const error of [other, invalid])
      await expect(createAdminRecovery(h)(error, async () => 'x')).rejects.toBe(error);
    expect(h.askPassword).not.toHaveBeenCalled();
    expect(h.onEnded).not.toHaveBeenCalled();
  });
});
