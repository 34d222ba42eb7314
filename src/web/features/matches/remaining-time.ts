import { count, nouns } from '../../../domain/numerals.ts';

// The countdown's wording: 'Mai ai 1 zi 3 h 12 min 05 s'.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, '0');

/** The time left in words, or null when it is over. Seconds are rounded up, so 0.4 s left reads '1 s'. */
export function formatRemaining(ms: number): string | null {
  if (!(ms > 0)) return null;
  const total = Math.ceil(ms / SECOND) * SECOND;
  const d = Math.floor(total / DAY);
  const h = Math.floor((total % DAY) / HOUR);
  const m = Math.floor((total % HOUR) / MINUTE);
  const s = Math.floor((total % MINUTE) / SECOND);
  const parts: string[] = [];
  if (d > 0) parts.push(count(d, nouns.days));
  if (d > 0 || h > 0) parts.push(`${h} h`);
  if (d > 0 || h > 0 || m > 0) parts.push(`${parts.length > 0 ? pad(m) : m} min`);
  parts.push(`${parts.length > 0 ? pad(s) : s} s`);
  return `Mai ai ${parts.join(' ')}`;
}
