import { describe, expect, test } from 'vitest';
import { PUSH_OFFER_PAUSE_DAYS } from '../../../domain/reminders.schemas.ts';
import {
  type OfferPrecheck,
  offerMayShow,
  offerPaused,
  PUSH_OFFER_PAUSED_UNTIL_KEY,
  pauseEnd,
  readPause,
  writePause,
} from './push-offer.ts';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 28, 9, 0);
/** The pause of a "Nu acum" given `daysAgo` days before now. */
const dismissed = (daysAgo: number) => pauseEnd(now - daysAgo * DAY, PUSH_OFFER_PAUSE_DAYS);

describe('the pause after "Nu acum"', () => {
  test('lasts PUSH_OFFER_PAUSE_DAYS (30) days', () => {
    expect(PUSH_OFFER_PAUSE_DAYS).toBe(30);
    expect(pauseEnd(now, PUSH_OFFER_PAUSE_DAYS) - now).toBe(30 * DAY);
  });
  test.each([
    ['never dismissed', null, false],
    ['dismissed just now', dismissed(0), true],
    ['dismissed a day ago', dismissed(1), true],
    ['one millisecond before the pause ends', dismissed(PUSH_OFFER_PAUSE_DAYS) + 1, true],
    ['the pause just ended', dismissed(PUSH_OFFER_PAUSE_DAYS), false],
    ['dismissed long ago', dismissed(400), false],
    ['a value that is no date', Number.NaN, false],
  ])('%s', (_, until, expected) => {
    expect(offerPaused(until, now)).toBe(expected);
  });
});

describe('offerMayShow', () => {
  const ok: OfferPrecheck = { loggedIn: true, hasPredicted: true, browserCanPush: true, pausedUntil: null, now };
  test('a logged-in player with a prediction, a browser that can push, no pause', () => {
    expect(offerMayShow(ok)).toBe(true);
  });
  test.each([
    ['a visitor', { loggedIn: false }],
    ['no prediction yet (a first visit)', { hasPredicted: false }],
    ['a browser without push, or with notifications blocked', { browserCanPush: false }],
    ['"Nu acum" a week ago', { pausedUntil: dismissed(7) }],
  ] as const)('not for %s', (_, over) => {
    expect(offerMayShow({ ...ok, ...over })).toBe(false);
  });
  test('back once the pause is over', () => {
    expect(offerMayShow({ ...ok, pausedUntil: dismissed(PUSH_OFFER_PAUSE_DAYS + 1) })).toBe(true);
  });
});

describe('the pause in storage', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
  };
  test('is written and read back', () => {
    const store = memory();
    expect(readPause(store)).toBeNull();
    writePause(store, now);
    expect(store.map.get(PUSH_OFFER_PAUSED_UNTIL_KEY)).toBe(String(now));
    expect(readPause(store)).toBe(now);
  });
  test('a value that is no number reads as none', () => {
    const store = memory();
    store.setItem(PUSH_OFFER_PAUSED_UNTIL_KEY, 'mâine');
    expect(readPause(store)).toBeNull();
  });
  test('a storage that throws reads as none and writes nothing', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readPause(broken)).toBeNull();
    expect(() => writePause(broken, now)).not.toThrow();
  });
});
