import { LOCALE, TIME_ZONE } from './limits.ts';

// One helper for every date shown: ro-RO, in Romania's time, whatever the browser's zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, options: Intl.DateTimeFormatOptions) {
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options });
    formatters.set(key, f);
  }
  return f;
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** 12 octombrie 2026, 18:30 */
export function formatDateTime(value: string | number | Date): string {
  return formatter('dt', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
    toDate(value),
  );
}

/** 12 octombrie 2026 */
export function formatDate(value: string | number | Date): string {
  return formatter('d', { day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(value));
}

/** sâm., 12 oct., 18:30 */
export function formatShortDateTime(value: string | number | Date): string {
  return formatter('sdt', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(toDate(value));
}

/**
 * The year in Romania at an instant, without Intl (the footer of every page shows it, and a page's first Intl object
 * costs a slow phone a tenth of a second). The year turns only at New Year, when Romania is on winter time, UTC+2.
 */
export function bucharestYear(value: string | number | Date): number {
  return new Date(toDate(value).getTime() + 2 * 3_600_000).getUTCFullYear();
}

/** The wall-clock parts of an instant in Romania's time. */
export function bucharestParts(value: string | number | Date) {
  const parts = formatter('parts', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(toDate(value));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** 'YYYY-MM-DDTHH:mm' in Romania's time, for datetime-local inputs. */
export function toBucharestInput(value: string | number | Date): string {
  const p = bucharestParts(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** Reads 'YYYY-MM-DDTHH:mm' as Romania's wall-clock time and returns the instant. */
export function fromBucharestInput(input: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(input);
  if (!m) return new Date(Number.NaN);
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // The zone offset at the guessed instant; one correction settles it, a second covers DST edges.
  let t = guess;
  for (let i = 0; i < 2; i++) {
    const p = bucharestParts(t);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    t += guess - shown;
  }
  return new Date(t);
}
