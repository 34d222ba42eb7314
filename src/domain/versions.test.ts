import { expect, test } from 'vitest';
import { versionsOfTag, versionTag } from './versions.ts';

test('a version is the updatedAt, quoted; If-Match is read back to the instants it names', () => {
  const at = '2026-10-15T17:30:00.123Z';
  expect(versionTag(at)).toBe('"2026-10-15T17:30:00.123Z"');
  expect(versionsOfTag(versionTag(at))).toEqual([Date.parse(at)]);
  expect(versionsOfTag(`"2026-01-01T00:00:00.000Z", ${versionTag(at)}`)).toEqual([
    Date.parse('2026-01-01T00:00:00.000Z'),
    Date.parse(at),
  ]);
});

test('* names any version; weak and unreadable tags name none', () => {
  expect(versionsOfTag(' * ')).toBeNull();
  expect(versionsOfTag('W/"2026-10-15T17:30:00.123Z"')).toEqual([]);
  expect(versionsOfTag('"not a date"')).toEqual([]);
  expect(versionsOfTag('2026-10-15T17:30:00.123Z')).toEqual([]);
  expect(versionsOfTag('')).toEqual([]);
});
