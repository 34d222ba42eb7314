import { expect, test } from 'vitest';
import { reminderReach } from './reminder-reach.ts';
import { REMINDER_DEFAULTS, type ReminderSettingsAnswer } from './reminders.schemas.ts';

const KEY = 'BExampleVapidPublicKey';
const answer = (over: Partial<ReminderSettingsAnswer>): ReminderSettingsAnswer => ({
  ...REMINDER_DEFAULTS,
  pushDevices: 1,
  vapidPublicKey: KEY,
  ...over,
});

test.each([
  ['push on, a browser subscribed', answer({}), { push: true, email: false }],
  ['push and e-mail, a browser subscribed', answer({ email: true }), { push: true, email: true }],
  [
    'no VAPID key on the server: e-mail only',
    answer({ email: true, vapidPublicKey: null }),
    { push: false, email: true },
  ],
  ['no browser allowed them: e-mail only', answer({ email: true, pushDevices: 0 }), { push: false, email: true }],
  ['push wanted but unavailable, no e-mail', answer({ vapidPublicKey: null }), { push: false, email: false }],
  [
    'push off, browsers still subscribed',
    answer({ push: false, email: true, pushDevices: 2 }),
    { push: false, email: true },
  ],
  ['no time chosen', answer({ email: true, before24h: false, before3h: false }), { push: false, email: false }],
  ['3 h only', answer({ before24h: false }), { push: true, email: false }],
])('%s', (_, settings, expected) => {
  expect(reminderReach(settings)).toEqual(expected);
});
