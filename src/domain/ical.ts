// iCalendar text (RFC 5545) for the players' match feeds: pure, so the server writes it and tests read it back.
// Lines end in CRLF and are folded at 75 octets (never inside a UTF-8 character); TEXT values escape \ ; , and
// newlines; every time is UTC (YYYYMMDDTHHMMSSZ).

const CRLF = '\r\n';
const LINE_OCTETS = 75;

interface CalendarAlarm {
  /** When the alarm fires (an absolute UTC time). */
  at: Date;
  description: string;
}

export interface CalendarEvent {
  /** Stable across feeds and edits: calendar apps update the event they already have. */
  uid: string;
  /** When the event was last revised (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  alarm?: CalendarAlarm;
}

export interface Calendar {
  prodId: string;
  name: string;
  description?: string;
  /** How often apps should fetch the feed again, in minutes (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshMinutes: number;
  events: readonly CalendarEvent[];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A DATE-TIME in UTC: 20261128T183000Z. */
export function formatUtc(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** A TEXT value: backslash, semicolon, comma and newlines escaped; other control characters dropped. */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: RFC 5545 forbids these characters in TEXT.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** One content line folded: at most 75 octets a line, continuation lines starting with a space, all CRLF-ended. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = octets(char.codePointAt(0) ?? 0);
    if (size + n > LINE_OCTETS) {
      parts.push(current);
      // The continuation's leading space counts in its 75 octets.
      current = ' ';
      size = 1;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join(CRLF) + CRLF;
}

/** A duration in minutes as DURATION: PT90M → PT1H30M. */
function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL;VALUE=URI:${event.url}`,
    'TRANSP:TRANSPARENT',
  ];
  if (event.alarm) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.alarm.description)}`,
      `TRIGGER;VALUE=DATE-TIME:${formatUtc(event.alarm.at)}`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The whole VCALENDAR, ready to send as text/calendar. */
export function renderCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${calendar.prodId}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    `REFRESH-INTERVAL;VALUE=DURATION:${duration(calendar.refreshMinutes)}`,
    `X-PUBLISHED-TTL:${duration(calendar.refreshMinutes)}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('');
}
