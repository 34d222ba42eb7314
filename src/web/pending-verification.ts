// The account waiting for its SMS code, kept in sessionStorage so a reload of the verification screen works.

export interface PendingVerification {
  /** The user's documentId, as POST /api/auth/verify-sms and resend-sms take it. */
  userId: string;
  username: string;
  /** E.164, when known (after the wizard); login does not tell it. */
  phone: string | null;
  /** When another code may be asked for (ms since the epoch); 0 means now. */
  resendAvailableAt: number;
}

const key = 'pendingVerification';

function isPending(v: unknown): v is PendingVerification {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return (
    typeof p.userId === 'string' &&
    p.userId !== '' &&
    typeof p.username === 'string' &&
    (p.phone === null || typeof p.phone === 'string') &&
    typeof p.resendAvailableAt === 'number'
  );
}

export function readPendingVerification(): PendingVerification | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPending(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function savePendingVerification(pending: PendingVerification) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(pending));
  } catch {
    // Storage may be unavailable: the screen still works until a reload.
  }
}

export function clearPendingVerification() {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
