import { describe, expect, test } from 'vitest';
import { canSubscribe, type PushEnvironment, pushAvailability, vapidKeyBytes } from './push-state.ts';

const env = (over: Partial<PushEnvironment> = {}): PushEnvironment => ({
  supported: true,
  hasWorker: true,
  permission: 'default',
  ...over,
});
const key = 'BA';

describe('pushAvailability', () => {
  test.each([
    ['no VAPID key on the server, whatever the browser', env({ permission: 'granted' }), null, 'unavailable'],
    ['an empty VAPID key', env(), '', 'unavailable'],
    ['no Push API', env({ supported: false }), key, 'unsupported'],
    ['no Notification API', env({ permission: null }), key, 'unsupported'],
    ['blocked by the player', env({ permission: 'denied' }), key, 'denied'],
    ['blocked, even with no worker', env({ permission: 'denied', hasWorker: false }), key, 'denied'],
    ['no service worker registered', env({ hasWorker: false }), key, 'no-worker'],
    ['the browser will ask', env(), key, 'ask'],
    ['already allowed', env({ permission: 'granted' }), key, 'granted'],
  ] as const)('%s', (_, e, vapid, expected) => {
    expect(pushAvailability(e, vapid)).toBe(expected);
  });

  test('only ask and granted can subscribe', () => {
    expect(
      ['unavailable', 'unsupported', 'denied', 'no-worker', 'ask', 'granted'].filter((a) => canSubscribe(a as never)),
    ).toEqual(['ask', 'granted']);
  });
});

describe('vapidKeyBytes', () => {
  test('reads base64url with - and _ and no padding', () => {
    // 0xfb 0xff 0xbf is '+/+/' in base64, '-_-_' in base64url.
    expect([...vapidKeyBytes('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...vapidKeyBytes('AQI')]).toEqual([1, 2]);
    expect([...vapidKeyBytes('AQI=')]).toEqual([1, 2]);
  });

  test('a P-256 public key of 87 characters is 65 bytes starting with 0x04', () => {
    const raw = new Uint8Array(65).map((_, i) => (i === 0 ? 4 : i));
    const b64url = btoa(String.fromCharCode(...raw))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(b64url).toHaveLength(87);
    expect([...vapidKeyBytes(b64url)]).toEqual([...raw]);
  });
});
