import { paths } from '../../../domain/paths.ts';
import { withReturn } from '../../../domain/return-path.ts';
import { savePendingVerification } from '../../pending-verification.ts';
import { saveUserSession } from '../../session.ts';
import type { LoginResponse } from './auth.api.ts';

/**
 * Keeps the session a login (or a password reset) gave, and answers where to go: an account whose phone is not
 * verified yet keeps only its pending verification and goes to the SMS screen, which then
 * leads on to `next`.
 */
export function keepLogin({ jwt, user }: LoginResponse, next: string): string {
  if (user.phoneVerified === false) {
    savePendingVerification({ userId: user.documentId, username: user.username, phone: null, resendAvailableAt: 0 });
    return withReturn(paths.verifyPhone, next);
  }
  saveUserSession({ jwt, documentId: user.documentId, username: user.username });
  return next;
}
