import { bucharestParts } from './dates.ts';

// Kickoffs typed as Romania's wall-clock time, read against its clock changes. Apart from dates.ts because only the
// back office's forms and the CSV import need it, and every public page loads dates.ts.

/** How Romania's clock reads a wall-clock date and time: once, never (the spring gap), or twice (the autumn hour). */
export type WallTimeReading =
  | { kind: 'invalid' }
  | { kind: 'ok'; at: Date }
  /** The clock jumps from `from` to `to` ('03:00' → '04:00'): no instant shows the time asked for. */
  | { kind: 'gap'; from: string; to: string }
  /** The clock goes back from `from` to `to` ('04:00' → '03:00'): the time is shown twice, first at `earlier`. */
  | { kind: 'repeated'; earlier: Date; later: Date; from: string; to: string };

const MINUTE_MS = 60_000;
const pad2 = (n: number) => String(n).padStart(2, '0');
const wallMs = (p: ReturnType<typeof bucharestParts>) => Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
/** Romania's offset from UTC at an instant, in ms (+2 h in winter, +3 h in summer). */
const offsetAt = (t: number) => wallMs(bucharestParts(t)) - Math.floor(t / MINUTE_MS) * MINUTE_MS;
const hhmm = (ms: number) => {
  const d = new Date(ms);
  return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
};

/** The instant near `t` where the offset changes from `before` (binary search to the minute). */
function transitionNear(lo: number, hi: number): number {
  const first = offsetAt(lo);
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(mid) === first) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * Reads 'YYYY-MM-DDTHH:mm' as Romania's wall-clock time, and says when that time does not exist (the last Sunday of
 * March, 03:00 to 03:59) or exists twice (the last Sunday of October, 03:00 to 03:59), so that no form, API or file
 * turns such a kickoff silently into another hour.
 */
export function readBucharestWallTime(input: string): WallTimeReading {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(input.trim());
  if (!m) return { kind: 'invalid' };
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (h > 23 || mi > 59 || check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return { kind: 'invalid' };
  const DAY_MS = 24 * 60 * MINUTE_MS;
  const offsets = [...new Set([offsetAt(wall - DAY_MS), offsetAt(wall + DAY_MS)])];
  const fits = offsets.map((o) => wall - o).filter((t) => wallMs(bucharestParts(t)) === wall);
  fits.sort((a, b) => a - b);
  if (fits.length === 1) return { kind: 'ok', at: new Date(fits[0]) };
  const change = transitionNear(wall - DAY_MS, wall + DAY_MS);
  const from = hhmm(wallMs(bucharestParts(change - MINUTE_MS)) + MINUTE_MS);
  const to = hhmm(wallMs(bucharestParts(change)));
  if (fits.length === 0) return { kind: 'gap', from, to };
  return { kind: 'repeated', earlier: new Date(fits[0]), later: new Date(fits[fits.length - 1]), from, to };
}

/** 'DD.MM.YYYY' of a wall-clock input 'YYYY-MM-DDTHH:mm'. */
const inputDay = (input: string) => {
  const [y, mo, d] = input.trim().slice(0, 10).split('-');
  return `${d}.${mo}.${y}`;
};

/** The Romanian messages of a kickoff whose wall-clock time Romania's clock skips or shows twice. */
export const wallTimeMessages = {
  gap: (input: string, reading: { from: string; to: string }) =>
    `Ora ${input.trim().slice(11, 16)} din ${inputDay(input)} nu există în România: la trecerea la ora de vară ceasul sare de la ${reading.from} direct la ${reading.to}. Alege altă oră.`,
  repeated: (input: string, reading: { from: string; to: string }) =>
    `Ora ${input.trim().slice(11, 16)} din ${inputDay(input)} există de două ori în România: la trecerea la ora de iarnă ceasul se dă înapoi de la ${reading.from} la ${reading.to}. Alege care dintre ele.`,
  earlier: 'Prima dată (ora de vară, UTC+3)',
  later: 'A doua oară (ora de iarnă, UTC+2)',
} as const;
