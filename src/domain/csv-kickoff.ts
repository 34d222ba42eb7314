import { csvMessages } from './csv-formats.ts';
import { bucharestParts, toBucharestInput } from './dates.ts';
import { formatRoDate, parseRoDate, parseTime24 } from './ro-format.ts';
import { readBucharestWallTime, wallTimeMessages } from './wall-time.ts';

// The kickoff cells of the CSV files (docs/features.md, "CSV in the back office"):
// - 'ZZ.LL.AAAA HH:MM' or 'AAAA-LL-ZZ HH:MM' (seconds allowed, dropped) is Romania's wall clock. A time the clock
//   skips (the last Sunday of March, 03:00 to 03:59) is refused, naming the hour that does not exist; a time it shows
//   twice (the last Sunday of October, 03:00 to 03:59) is refused unless the cell says which, with Romania's UTC
//   offset after the time: '31.10.2027 03:30+03:00' is the first (summer time), '31.10.2027 03:30+02:00' the second
//   (winter time). Any offset written must be Romania's at that moment.
// - ISO 8601 with 'T' and Z or an offset ('2027-10-31T00:30:00Z') names the instant itself.
// Our exports write the first form, with the offset only for a kickoff in the repeated hour.

export type KickoffCell = { at: Date } | { error: string };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const WALL_CLOCK = /^(\S+?)[ T]+(\d{1,2}[:.]\d{2})(?::\d{2})?\s*([+-]\d{2}(?::?\d{2})?)?$/;
const MINUTE_MS = 60_000;

/** '+03:00' → 180 minutes. */
function offsetMinutes(text: string): number {
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(text)!;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** Romania's UTC offset at an instant, in minutes (180 in summer, 120 in winter). */
function bucharestOffset(at: Date): number {
  const p = bucharestParts(at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((wall - Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

const offsetText = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/** A kickoff cell read as an instant, or the reason it is refused (a bad date, the spring gap, the repeated hour). */
export function readKickoff(text: string): KickoffCell {
  const t = text.trim();
  if (ISO_INSTANT.test(t)) {
    const d = new Date(t);
    return Number.isNaN(d.getTime()) ? { error: csvMessages.badDate(text) } : { at: d };
  }
  const m = WALL_CLOCK.exec(t);
  const day = m ? parseRoDate(m[1]) : null;
  const time = m ? parseTime24(m[2]) : null;
  if (!m || !day || !time) return { error: csvMessages.badDate(text) };
  const wall = `${day}T${time}`;
  const reading = readBucharestWallTime(wall);
  const offset = m[3] === undefined ? null : offsetMinutes(m[3]);
  if (reading.kind === 'invalid') return { error: csvMessages.badDate(text) };
  if (reading.kind === 'gap') return { error: wallTimeMessages.gap(wall, reading) };
  if (reading.kind === 'repeated') {
    if (offset === null)
      return { error: `${wallTimeMessages.repeated(wall, reading)} ${csvMessages.whichHour(formatRoDate(day), time)}` };
    const at = [reading.earlier, reading.later].find((d) => bucharestOffset(d) === offset);
    return at ? { at } : { error: csvMessages.wrongOffset(text) };
  }
  if (offset !== null && bucharestOffset(reading.at) !== offset) return { error: csvMessages.wrongOffset(text) };
  return { at: reading.at };
}

/** A day cell ('ZZ.LL.AAAA', or a full kickoff): 'AAAA-LL-ZZ' in Romania's time, or null. */
export function parseDay(text: string): string | null {
  const t = text.trim();
  const day = parseRoDate(t);
  if (day) return day;
  if (ISO_INSTANT.test(t)) {
    const d = new Date(t);
    return Number.isNaN(d.getTime()) ? null : bucharestDay(d);
  }
  // A wall-clock kickoff's day is the day written, whatever the hour (the gap and the repeated hour included).
  const m = WALL_CLOCK.exec(t);
  return m && parseTime24(m[2]) ? parseRoDate(m[1]) : null;
}

export const bucharestDay = (at: Date) => toBucharestInput(at).slice(0, 10);

/**
 * How our exports write a kickoff: 'ZZ.LL.AAAA HH:MM' in Romania's time, to the minute (the import compares to
 * the minute too); in the autumn's repeated hour with Romania's offset after it, so that it reads back as the same.
 */
export function formatKickoff(at: Date): string {
  const wall = toBucharestInput(at);
  const text = `${formatRoDate(wall.slice(0, 10))} ${wall.slice(11, 16)}`;
  return readBucharestWallTime(wall).kind === 'repeated' ? `${text}${offsetText(bucharestOffset(at))}` : text;
}

/** The same kickoff to the minute: what a file can say (seconds are never shown nor written). */
export const sameMinute = (a: Date, b: Date) =>
  Math.floor(a.getTime() / MINUTE_MS) === Math.floor(b.getTime() / MINUTE_MS);

/** Which of the autumn's two 03:00-03:59 a kickoff is ('A doua oară (ora de iarnă, UTC+2)'), or null for any other. */
export function repeatedHourNote(at: Date | string): string | null {
  const when = new Date(at);
  const reading = readBucharestWallTime(toBucharestInput(when));
  if (reading.kind !== 'repeated') return null;
  return bucharestOffset(when) === bucharestOffset(reading.earlier) ? wallTimeMessages.earlier : wallTimeMessages.later;
}
