import { describe, expect, test } from 'vitest';
import { ALARM_BEFORE_DEADLINE_MS, matchCalendar } from './calendar-feed.ts';
import { predictionDeadline } from './deadline.ts';
import { escapeText, foldLine, formatUtc, renderCalendar } from './ical.ts';

// A small reader of RFC 5545's grammar: CRLF lines of at most 75 octets, unfolded, each NAME[;PARAM=V]*:VALUE,
// components nested BEGIN/END; TEXT values unescaped. The feed must read back to what was written.

interface Component {
  name: string;
  props: { name: string; params: Record<string, string>; value: string }[];
  children: Component[];
}

const utf8 = (s: string) => new TextEncoder().encode(s).length;

function parse(text: string): Component {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(utf8(line)).toBeLessThanOrEqual(75);
    // A fold never leaves half a character: the line is valid UTF-8 on its own.
    expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const stack: Component[] = [{ name: '', props: [], children: [] }];
  for (const line of logical) {
    const m = /^([A-Z0-9-]+)((?:;[A-Z0-9-]+=[^;:]*)*):(.*)$/.exec(line);
    if (!m) throw new Error(`not a content line: ${line}`);
    const [, name, rawParams, value] = m;
    const params = Object.fromEntries(
      rawParams
        .split(';')
        .filter(Boolean)
        .map((p) => p.split('=') as [string, string]),
    );
    const top = stack[stack.length - 1];
    if (name === 'BEGIN') {
      const child: Component = { name: value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(top.name).toBe(value);
      stack.pop();
    } else {
      top.props.push({ name, params, value });
    }
  }
  expect(stack).toHaveLength(1);
  expect(stack[0].children).toHaveLength(1);
  return stack[0].children[0];
}

const readText = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
const prop = (c: Component, name: string) => c.props.find((p) => p.name === name);

describe('iCal text', () => {
  test('UTC times', () => {
    expect(formatUtc(new Date('2026-03-29T00:59:05.600Z'))).toBe('20260329T005905Z');
  });

  test('TEXT escaping of backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('folding at 75 octets never splits a Romanian letter', () => {
    const text = `DESCRIPTION:${'Predicțiile se închid în două ore; știință, țară. '.repeat(8)}`;
    const folded = foldLine(text);
    const lines = folded.slice(0, -2).split('\r\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const [i, line] of lines.entries()) {
      expect(utf8(line)).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
    }
    // Some line is full to 74 or 75 octets: the fold uses the room it has.
    expect(Math.max(...lines.map(utf8))).toBeGreaterThanOrEqual(74);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(text);
    // Only two-octet letters: a fold between them leaves the line at 74 when the next would make it 76.
    const letters = foldLine(`X:${'ș'.repeat(60)}`).split('\r\n');
    expect(utf8(letters[0])).toBe(74);
  });

  test('a feed reads back: calendar properties, one event per match, alarm 3 h before the deadline', () => {
    const kickoff = new Date('2026-11-29T17:30:00Z');
    const calendar = matchCalendar(
      [
        {
          documentId: 'abc123',
          date: kickoff,
          updatedAt: new Date('2026-11-20T10:00:00Z'),
          team1: 'FC „Știința” & Co; Iași, Nord',
          team2: 'Oțelul <Galați>',
          round: 'Etapa 17',
        },
      ],
      'https://prezice.ro',
      '-//Prezice//Calendar//RO',
    );
    const text = renderCalendar(calendar);
    expect(text).not.toMatch(/[^\r]\n/);
    const root = parse(text);
    expect(root.name).toBe('VCALENDAR');
    expect(prop(root, 'VERSION')?.value).toBe('2.0');
    expect(prop(root, 'CALSCALE')?.value).toBe('GREGORIAN');
    expect(prop(root, 'METHOD')?.value).toBe('PUBLISH');
    expect(prop(root, 'PRODID')?.value).toBe('-//Prezice//Calendar//RO');
    expect(readText(prop(root, 'X-WR-CALNAME')?.value ?? '')).toBe('Prezice – meciurile tale');
    expect(prop(root, 'REFRESH-INTERVAL')).toEqual({
      name: 'REFRESH-INTERVAL',
      params: { VALUE: 'DURATION' },
      value: 'PT1H',
    });
    expect(prop(root, 'X-PUBLISHED-TTL')?.value).toBe('PT1H');
    const [event] = root.children;
    expect(event.name).toBe('VEVENT');
    expect(prop(event, 'UID')?.value).toBe('match-abc123@prezice.ro');
    expect(prop(event, 'DTSTAMP')?.value).toBe('20261120T100000Z');
    expect(prop(event, 'DTSTART')?.value).toBe('20261129T173000Z');
    expect(prop(event, 'DTEND')?.value).toBe('20261129T193000Z');
    expect(readText(prop(event, 'SUMMARY')?.value ?? '')).toBe('FC „Știința” & Co; Iași, Nord – Oțelul <Galați>');
    const description = readText(prop(event, 'DESCRIPTION')?.value ?? '');
    expect(description).toMatch(/^Etapa 17\nPredicțiile se închid pe 29 noiembrie 2026,? (la )?17:30\.\n/);
    expect(description).toContain('https://prezice.ro/predict/abc123');
    expect(prop(event, 'URL')?.value).toBe('https://prezice.ro/predict/abc123');
    const [alarm] = event.children;
    expect(alarm.name).toBe('VALARM');
    expect(prop(alarm, 'ACTION')?.value).toBe('DISPLAY');
    expect(prop(alarm, 'TRIGGER')?.params).toEqual({ VALUE: 'DATE-TIME' });
    const alarmAt = new Date(predictionDeadline(kickoff).getTime() - ALARM_BEFORE_DEADLINE_MS);
    expect(prop(alarm, 'TRIGGER')?.value).toBe(formatUtc(alarmAt));
    expect(prop(alarm, 'TRIGGER')?.value).toBe('20261129T123000Z');
  });

  test('an empty feed is still a valid calendar', () => {
    const root = parse(renderCalendar(matchCalendar([], 'http://localhost:3000', '-//Prezice//Calendar//RO')));
    expect(root.children).toEqual([]);
  });
});
