// What the back office's inputs accept and show, in ro-RO whatever the browser's language: dates as ZZ.LL.AAAA,
// times on 24 hours (HH:MM), decimals with a comma ('1,85'; '1.85' is accepted too). The date-time is a wall-clock
// time in Romania (dates.ts turns it into an instant). Pure: the forms and their tests read the same rules.

const pad = (n: number) => String(n).padStart(2, '0');

/** 'ZZ.LL.AAAA' (or with / or -, one-digit day and month allowed, or 'AAAA-LL-ZZ') → 'AAAA-LL-ZZ'; null if no date. */
export function parseRoDate(text: string): string | null {
  const t = text.trim();
  const ro = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const [y, m, d] = ro ? [ro[3], ro[2], ro[1]].map(Number) : iso ? [iso[1], iso[2], iso[3]].map(Number) : [];
  if (y === undefined || y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1) return null;
  // The last day of the month, leap years included.
  if (d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** 'AAAA-LL-ZZ' → 'ZZ.LL.AAAA'; anything else as it is. */
export function formatRoDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : isoDate;
}

/** 'H:MM', 'HH:MM' or 'HH.MM' on 24 hours → 'HH:MM'; null otherwise (no AM/PM, no 24:00). */
export function parseTime24(text: string): string | null {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h <= 23 && min <= 59 ? `${pad(h)}:${pad(min)}` : null;
}

/** A wall-clock date-time 'AAAA-LL-ZZTHH:MM' from its two typed parts; null unless both are valid. */
export function wallClockOf(dateText: string, timeText: string): string | null {
  const date = parseRoDate(dateText);
  const time = parseTime24(timeText);
  return date && time ? `${date}T${time}` : null;
}

/** The typed parts of a wall-clock date-time 'AAAA-LL-ZZTHH:MM' ('' for what is missing). */
export function wallClockParts(value: string): { date: string; time: string } {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return m ? { date: formatRoDate(m[1]), time: m[2] } : { date: '', time: '' };
}

/** A decimal typed with a comma or a point ('1,85', '1.85', '2'): the number, or null when it is not one. */
export function parseDecimal(text: string): number | null {
  const t = text.trim();
  if (!/^\d+([.,]\d+)?$/.test(t)) return null;
  return Number(t.replace(',', '.'));
}

/** A decimal with a comma and a fixed number of decimals: 1.85 → '1,85', 2 → '2,00'. */
export function formatDecimal(n: number, decimals = 2): string {
  return n.toFixed(decimals).replace('.', ',');
}
