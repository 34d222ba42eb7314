/** The wait before another code may be asked for, as the server sets it: one resend a minute. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Whole seconds left until `availableAt` (ms since the epoch); 0 when it has passed. */
export function secondsLeft(availableAt: number, now: number): number {
  return Math.max(0, Math.ceil((availableAt - now) / 1000));
}

/** '1:00', '0:59', '0:05': minutes and two-digit seconds. */
export function formatCooldown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Seconds from a Retry-After header (a number of seconds or an HTTP date);
 * the default cooldown when it is missing or unreadable.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number {
  if (header) {
    const trimmed = header.trim();
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const date = Date.parse(trimmed);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  return RESEND_COOLDOWN_SECONDS;
}
